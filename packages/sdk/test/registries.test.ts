// The SDK's registries of areas hold every area of the catalogue's folders: a new area (a folder
// of catalogue/) that is missing from one fails here, or does not build where the compiler holds
// the registry (the areas of catalogue/endpoints.ts and the OpenAPI tags are keyed by `Area`).
// docs/architecture.md "Registries" lists what remains written by hand and why.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { createClient } from "../src/client.js";
import { endpointList } from "../src/catalogue/endpoints.js";
import { enums } from "../src/catalogue/enums.js";
import { labelSets } from "../src/catalogue/labels.js";
import { lists } from "../src/catalogue/lists.js";
import { rules } from "../src/catalogue/rules.js";
import { referenceTexts } from "../src/openapi/texts.js";

const CATALOGUE = resolve(import.meta.dirname, "../src/catalogue");
const ROOT = resolve(import.meta.dirname, "../../..");

/** The area folders of the catalogue that have `file`. */
const foldersWith = (file: string) =>
  readdirSync(CATALOGUE, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "shared")
    .filter((d) => readdirSync(resolve(CATALOGUE, d.name)).includes(file))
    .map((d) => d.name)
    .sort();

/** The exports of `catalogue/<area>/<file>`. */
const exportsOf = async (area: string, file: string) =>
  (await import(pathToFileURL(resolve(CATALOGUE, area, file)).href)) as Record<string, unknown>;

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

describe("the registries of areas", () => {
  it("the catalogue's areas are the folders with calls; the spec inventory names no other", () => {
    const areas = sorted(endpointList.map((d) => d.area));
    expect(areas).toEqual(foldersWith("endpoints.ts"));
    const tsv = readFileSync(resolve(ROOT, "docs/spec-calls.tsv"), "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => l.split("\t")[0] as string);
    // The project's additions (webhooks, tools) are not in the spec's inventory.
    expect(sorted(tsv).filter((a) => !areas.includes(a))).toEqual([]);
    for (const lang of ["zh-CN", "en"] as const)
      expect(sorted(Object.keys(referenceTexts[lang].areas))).toEqual(areas);
  });

  it("every area's labels, enums, rules and lists are gathered", async () => {
    const gathered = new Set<unknown>([
      ...Object.values(labelSets),
      ...Object.values(enums),
      ...Object.values(rules),
      ...Object.values(lists),
    ]);
    const missing: string[] = [];
    for (const [file, wanted] of [
      ["labels.ts", (v: unknown) => typeof v === "object" && v !== null && "en" in v && "zh-CN" in v],
      [
        "rules.ts",
        (v: unknown) =>
          typeof v === "object" && v !== null && Object.values(v).every((f) => typeof f === "function"),
      ],
      ["enums.ts", (v: unknown) => typeof v === "object" && v !== null && "values" in v && "name" in v],
      ["lists.ts", (v: unknown) => typeof v === "object" && v !== null && "filters" in v && "call" in v],
    ] as const) {
      for (const area of foldersWith(file)) {
        for (const [name, value] of Object.entries(await exportsOf(area, file))) {
          if (wanted(value) && !gathered.has(value)) missing.push(`${area}/${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("the client has a resource for every area with calls a resource sends", () => {
    const client = createClient({ baseURL: "http://sandbox.test" }) as unknown as Record<string, unknown>;
    const resources = readdirSync(resolve(import.meta.dirname, "../src/resources"))
      .filter((f) => f !== "resource.ts")
      .map((f) => f.replace(/\.ts$/, ""));
    const missing = resources.filter((r) => !(r in client));
    expect(missing).toEqual([]);
  });
});
