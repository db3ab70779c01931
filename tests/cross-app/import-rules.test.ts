// The import rules `pnpm lint` enforces (docs/architecture.md "Import rules";
// .dependency-cruiser.cjs and tooling/depcruise/) catch what they are for: dependency-cruiser
// runs with the repository's own rules and options on small source trees written to a temp
// directory, the way the repository is laid out, each tree clean but for one import.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseOptions, type IReporterOutput } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const config = require("../../.dependency-cruiser.cjs") as {
  forbidden: NonNullable<ICruiseOptions["ruleSet"]>["forbidden"];
  options: ICruiseOptions & { tsConfig?: unknown };
};

/** A clean slice of the workspace: each layer imports the one below it, with `.js` specifiers. */
const CLEAN: Record<string, string> = {
  "packages/sdk/src/catalogue/accounts/schemas.ts": "export const accountSchema = 1;\n",
  "packages/sdk/src/core/transport.ts":
    'import { accountSchema } from "../catalogue/accounts/schemas.js";\nexport const call = () => accountSchema;\n',
  "packages/sdk/src/core/errors.ts": "export class FixcloudError extends Error {}\n",
  "packages/sdk/src/resources/accounts.ts":
    'import { call } from "../core/transport.js";\nexport const list = () => call();\n',
  "packages/sdk/src/client.ts":
    'import { list } from "./resources/accounts.js";\nexport const client = { list };\n',
  "packages/fixtures/src/platform/envelope.ts":
    "export const ok = (data: unknown) => ({ code: 200, data });\n",
  "packages/fixtures/src/store/audit.ts":
    'import { ok } from "../platform/envelope.js";\nexport const audit = () => ok(null);\n',
  "packages/fixtures/src/domains/files/store.ts": "export const fileMeta = () => null;\n",
  "packages/fixtures/src/domains/files/seam.ts": 'export { fileMeta } from "./store.js";\n',
  "packages/fixtures/src/domains/tickets/handlers.ts":
    'import { audit } from "../../store/audit.js";\nimport { fileMeta } from "../files/seam.js";\nexport const h = () => [audit(), fileMeta()];\n',
  "packages/cli/src/io/stdin.ts": "export const readAll = async () => '';\n",
  "packages/cli/src/commands/auth/login.ts":
    'import { readAll } from "../../io/stdin.js";\nexport const run = () => readAll();\n',
  "packages/cli/src/commands/ntrip/probe.ts":
    'import { readAll } from "../../io/stdin.js";\nexport const run = () => readAll();\n',
  "packages/cli/src/program.ts":
    'import { run as login } from "./commands/auth/login.js";\nimport { run as probe } from "./commands/ntrip/probe.js";\nexport const verbs = [login, probe];\n',
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The rules broken when `changes` (path → whole new text) are applied to the clean tree. */
async function broken(changes: Record<string, string> = {}): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-import-rules-"));
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // The repository's options; only its tsconfig is not there (the trees use relative paths).
  const { tsConfig: _none, ...options } = config.options;
  const result: IReporterOutput = await cruise(["packages"], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === "string") throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe("the import rules of pnpm lint", () => {
  it("pass the clean tree (every import of it resolves, .js to .ts)", async () => {
    expect(await broken()).toEqual([]);
  });

  it("refuse an upward import in the SDK: core → resources", async () => {
    expect(
      await broken({
        "packages/sdk/src/core/errors.ts":
          'import { list } from "../resources/accounts.js";\nexport class FixcloudError extends Error {}\nexport const again = list;\n',
      }),
    ).toEqual([
      "sdk-core-over-catalogue: packages/sdk/src/core/errors.ts → packages/sdk/src/resources/accounts.ts",
    ]);
  });

  it("refuse a cycle of two modules", async () => {
    expect(
      await broken({
        "packages/sdk/src/catalogue/accounts/schemas.ts":
          'import { accountRules } from "./rules.js";\nexport const accountSchema = accountRules;\n',
        "packages/sdk/src/catalogue/accounts/rules.ts":
          'import { accountSchema } from "./schemas.js";\nexport const accountRules = 1;\nexport const again = () => accountSchema;\n',
      }),
    ).toEqual([
      "no-circular: packages/sdk/src/catalogue/accounts/rules.ts → packages/sdk/src/catalogue/accounts/schemas.ts",
    ]);
  });

  it("count no cycle through a type-only import, nor a module lazily importing itself", async () => {
    expect(
      await broken({
        "packages/sdk/src/catalogue/accounts/schemas.ts":
          'import type { Rule } from "./rules.js";\nexport const accountSchema = 1;\nexport type R = Rule;\n',
        "packages/sdk/src/catalogue/accounts/rules.ts":
          'import { accountSchema } from "./schemas.js";\nexport type Rule = typeof accountSchema;\n',
        "packages/cli/src/commands/auth/login.ts":
          'import { readAll } from "../../io/stdin.js";\nexport const run = () => readAll();\nexport const load = () => import("./login.js");\n',
      }),
    ).toEqual([]);
  });

  it("refuse the sandbox's arrows up and a domain reaching past another's seam", async () => {
    expect(
      await broken({
        "packages/fixtures/src/platform/envelope.ts":
          'import { audit } from "../store/audit.js";\nexport const ok = (data: unknown) => ({ code: 200, data, audit });\n',
        "packages/fixtures/src/domains/tickets/handlers.ts":
          'import { audit } from "../../store/audit.js";\nimport { fileMeta } from "../files/store.js";\nexport const h = () => [audit(), fileMeta()];\n',
      }),
    ).toEqual(
      expect.arrayContaining([
        "sandbox-platform-is-the-floor: packages/fixtures/src/platform/envelope.ts → packages/fixtures/src/store/audit.ts",
        "sandbox-domains-through-seams: packages/fixtures/src/domains/tickets/handlers.ts → packages/fixtures/src/domains/files/store.ts",
      ]),
    );
  });

  it("refuse a CLI noun importing another noun", async () => {
    expect(
      await broken({
        "packages/cli/src/commands/ntrip/probe.ts":
          'import { run as login } from "../auth/login.js";\nexport const run = () => login();\n',
      }),
    ).toEqual([
      "cli-no-cross-noun: packages/cli/src/commands/ntrip/probe.ts → packages/cli/src/commands/auth/login.ts",
    ]);
  });
});
