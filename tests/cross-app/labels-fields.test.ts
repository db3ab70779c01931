import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Language, messages } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";

// A field's label is one SDK key, `field.<specField>`, whichever screen or command shows it:
// the fault page, the overview's NTRIP dialog and the CLI's
// `fault show` name the mount point (`accessPoint`) and the port with `field.accessPoint` and
// `field.port`, not an area copy (`fault.accessPoint`) or a console-local one (`ntrip.port`).
// labels.test.ts then fails on any console, CLI or sandbox text repeating them.

const LANGUAGES: readonly Language[] = ["zh-CN", "en"];
const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, "utf8");
const SHARED_FIELDS = ["accessPoint", "port"] as const;

describe("shared field labels of the NTRIP settings", () => {
  it("the SDK labels each field once, under field.*", () => {
    for (const lang of LANGUAGES)
      for (const field of SHARED_FIELDS) {
        expect(messages[lang][`field.${field}`], `${lang} field.${field}`).toBeTruthy();
        const copies = Object.keys(messages[lang]).filter(
          (k) => k !== `field.${field}` && k.endsWith(`.${field}`),
        );
        expect(copies, `${lang} other keys naming ${field}`).toEqual([]);
      }
  });

  it("the fault page, the NTRIP dialog and `fault show` use the shared keys", () => {
    const users = {
      "packages/web/src/features/fault/components/RecordTables.tsx": ["field.accessPoint", "field.port"],
      "packages/web/src/features/fault/components/Sections.tsx": ["field.accessPoint"],
      "packages/web/src/features/overview/components/NtripDialog.tsx": ["field.accessPoint", "field.port"],
      "packages/cli/src/commands/fault/show.ts": ["field.accessPoint"],
    };
    for (const [file, keys] of Object.entries(users)) {
      const source = read(file);
      for (const key of keys) expect(source, `${file} uses ${key}`).toContain(`"${key}"`);
      expect(source, `${file} names no local copy`).not.toMatch(
        /"(fault|ntrip)\.(accessPoint|port|mountPoint)"/,
      );
    }
  });
});
