// Generator of the region tree (part2 §3 "Region dataset"): reads @vant/area-data's
// province, city and county lists and writes src/catalogue/regions/tree.generated.ts as the
// spec's `{value, parentId, label, children}` nodes. Run it after upgrading the dataset:
// `node packages/sdk/scripts/regions.mjs`; the committed module is what builds and tests read,
// so a fresh clone works offline. The regions test rebuilds the tree and compares.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Top-level regions shown without children (part2 §3): Taiwan, Hong Kong, Macau. The dataset
 * lists their districts, which the spec's selection does not offer.
 */
export const EMPTY_TOP_LEVEL = ["710000", "810000", "820000"];

// The spec's tree stops at the county level (区, 县, county-level 市, 旗). The dataset also lists
// towns (镇, 乡, 街道), development zones and management committees under the prefecture-level
// cities that have no counties (Dongguan, Zhongshan, Danzhou …) and a "市辖区" placeholder:
// those are left out, so such cities end up without children.
const COUNTY_LEVEL = /(区|县|市|旗)$/;
const isCountyLevel = (label) => COUNTY_LEVEL.test(label) && label !== "市辖区";

/**
 * Official changes the dataset's current release (@vant/area-data 2.1.0, still the newest on npm)
 * does not have yet, applied at generation: each abolished county-level division is left out and
 * its area belongs to the successor, which the dataset already lists. The changes are the
 * State Council's approvals of those years (the Ministry of Civil Affairs' division-change list).
 * When a later release drops an abolished code itself, its entry is simply a no-op; the
 * generator throws when a successor is missing, so the list is revisited then.
 */
export const REGION_CHANGES = [
  {
    code: "320611",
    name: "港闸区",
    successor: "320613",
    successorName: "崇川区",
    year: 2020,
    change: "merged into 崇川区",
  },
  {
    code: "350402",
    name: "梅列区",
    successor: "350404",
    successorName: "三元区",
    year: 2021,
    change: "merged into 三元区",
  },
  {
    code: "370634",
    name: "长岛县",
    successor: "370614",
    successorName: "蓬莱区",
    year: 2020,
    change: "abolished; its area became part of 蓬莱区",
  },
];

/** Abolished code → successor code, for lookups of a code stored before the change. */
export const SUCCESSORS = Object.fromEntries(REGION_CHANGES.map((c) => [c.code, c.successor]));

/**
 * Build the tree from @vant/area-data's `areaList` (codes → names). Provinces sorted by code,
 * cities under the province of their first two digits, counties under the city of their first
 * four; the abolished divisions of {@link REGION_CHANGES} are left out. Throws when a city or
 * county has no parent in the dataset (the tree would lose it) or a change's successor is missing.
 * @param {{province_list: Record<string,string>, city_list: Record<string,string>, county_list: Record<string,string>}} areaList
 */
export function buildRegionTree(areaList) {
  const byCode = (a, b) => a[0].localeCompare(b[0]);
  const provinces = Object.entries(areaList.province_list).sort(byCode);
  const cities = Object.entries(areaList.city_list).sort(byCode);
  for (const c of REGION_CHANGES)
    if (areaList.county_list[c.successor] !== c.successorName)
      throw new Error(
        `regions: successor ${c.successor} ${c.successorName} of ${c.name} is not in the dataset`,
      );
  const counties = Object.entries(areaList.county_list)
    .filter(([code]) => !(code in SUCCESSORS))
    .sort(byCode);
  const cityNodes = new Map();
  const tree = provinces.map(([value, label]) => ({ value, parentId: "0", label, children: [] }));
  const provinceNodes = new Map(tree.map((p) => [p.value.slice(0, 2), p]));
  for (const [value, label] of cities) {
    const province = provinceNodes.get(value.slice(0, 2));
    if (!province) throw new Error(`regions: city ${value} ${label} has no province`);
    if (EMPTY_TOP_LEVEL.includes(province.value)) continue;
    const node = { value, parentId: province.value, label };
    province.children.push(node);
    cityNodes.set(value.slice(0, 4), node);
  }
  for (const [value, label] of counties) {
    if (EMPTY_TOP_LEVEL.includes(`${value.slice(0, 2)}0000`) || !isCountyLevel(label)) continue;
    const city = cityNodes.get(value.slice(0, 4));
    if (!city) throw new Error(`regions: county ${value} ${label} has no city`);
    city.children ??= [];
    city.children.push({ value, parentId: city.value, label });
  }
  return tree;
}

async function main() {
  const { areaList } = await import("@vant/area-data");
  const { version } = (await import("@vant/area-data/package.json", { with: { type: "json" } })).default;
  const tree = buildRegionTree(areaList);
  const here = dirname(fileURLToPath(import.meta.url));
  const out = resolve(here, "../src/catalogue/regions/tree.generated.ts");
  const lines = tree.map((p) => `  ${JSON.stringify(p)},`);
  writeFileSync(
    out,
    [
      `// GENERATED by packages/sdk/scripts/regions.mjs from @vant/area-data ${version}: do not edit.`,
      `// The region tree of part2 §3 (docs/identity-certification.md), with ${REGION_CHANGES.length} official changes the`,
      "// dataset lacks applied (REGION_CHANGES in the script).",
      'import type { RegionNode } from "./types.js";',
      "",
      `/** The dataset the tree is generated from: @vant/area-data ${version}. */`,
      `export const REGION_DATASET = ${JSON.stringify(`@vant/area-data ${version}`)};`,
      "",
      "/** Every province-level region with its cities and counties (part2 §3), by code. */",
      "export const regionTree: readonly RegionNode[] = [",
      ...lines,
      "];",
      "",
      "/** Codes of abolished divisions → the code of the division their area now belongs to. */",
      `export const regionSuccessors: Readonly<Record<string, string>> = ${JSON.stringify(SUCCESSORS)};`,
      "",
    ].join("\n"),
  );
  // Lay it out as the repository's formatter does, so `biome check` passes on the output.
  execFileSync(resolve(here, "../../../node_modules/.bin/biome"), ["format", "--write", out], {
    stdio: "inherit",
  });
  console.log(`regions: ${tree.length} top-level regions written to ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
