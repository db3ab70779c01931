// The region tree of part2 §3: the shape rules the spec states, checked on the
// committed, generated module, and that module rebuilt from the dataset it names.
import { areaList } from "@vant/area-data";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without typings
import { buildRegionTree, EMPTY_TOP_LEVEL, REGION_CHANGES } from "../scripts/regions.mjs";
import {
  REGION_DATASET,
  type RegionNode,
  regionOf,
  regionPath,
  regionSuccessors,
  regionText,
  regionTree,
} from "../src/entries/regions.js";

const all: { node: RegionNode; depth: number; parent: RegionNode | null }[] = [];
const walk = (nodes: readonly RegionNode[], depth: number, parent: RegionNode | null) => {
  for (const node of nodes) {
    all.push({ node, depth, parent });
    if (node.children) walk(node.children, depth + 1, node);
  }
};
walk(regionTree, 0, null);
const top = (label: string) => regionTree.find((n) => n.label.startsWith(label));
const city = (label: string) => all.find((e) => e.depth === 1 && e.node.label === label)?.node;

describe("region tree (part2 §3)", () => {
  it("is the committed output of the generator over @vant/area-data", () => {
    expect(regionTree).toEqual(buildRegionTree(areaList));
  });

  it("has six-digit text codes, unique, and only {value, parentId, label, children}", () => {
    const codes = all.map((e) => e.node.value);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { node } of all)
      expect(Object.keys(node).every((k) => ["value", "parentId", "label", "children"].includes(k))).toBe(
        true,
      );
    expect(all.length).toBeGreaterThan(3000);
  });

  it('has three levels whose parents are consistent: parentId "0" at the top, the parent\'s code below', () => {
    for (const { node, depth, parent } of all) {
      expect(depth).toBeLessThanOrEqual(2);
      expect(node.parentId).toBe(parent ? parent.value : "0");
      if (depth === 0) expect(node.value.endsWith("0000")).toBe(true);
      if (depth === 1) {
        expect(node.value.endsWith("00")).toBe(true);
        expect(node.value.slice(0, 2)).toBe(parent!.value.slice(0, 2));
      }
      if (depth === 2) expect(node.value.slice(0, 4)).toBe(parent!.value.slice(0, 4));
    }
  });

  it("lists the provinces, the four municipalities and Hong Kong, Macau and Taiwan with empty children", () => {
    for (const name of ["北京", "上海", "天津", "重庆", "广东", "新疆", "西藏", "内蒙古"])
      expect(top(name)?.children?.length).toBeGreaterThan(0);
    for (const name of ["香港", "澳门", "台湾"]) expect(top(name)?.children).toEqual([]);
    expect(EMPTY_TOP_LEVEL).toEqual(["710000", "810000", "820000"]);
  });

  it("has cities without children (Zhongshan, Dongguan) and no towns below any city", () => {
    expect(city("中山市")).toBeDefined();
    expect(city("中山市")?.children).toBeUndefined();
    expect(city("东莞市")?.children).toBeUndefined();
    expect(all.some((e) => e.depth === 2 && /(镇|街道)$/.test(e.node.label))).toBe(false);
  });

  it("finds the path and address text of a code", () => {
    expect(regionPath("440305").map((n) => n.label)).toEqual(["广东省", "深圳市", "南山区"]);
    expect(regionText("110101")).toBe("北京市东城区");
    expect(regionPath("999999")).toEqual([]);
  });
});

describe("the tree is current (official changes the dataset lacks)", () => {
  // 港闸区 merged into 崇川区 (2020), 梅列区 into 三元区 (2021), 长岛县 became part of 蓬莱区 (2020).
  const changes = [
    ["320611", "港闸区", "320613", ["江苏省", "南通市", "崇川区"]],
    ["350402", "梅列区", "350404", ["福建省", "三明市", "三元区"]],
    ["370634", "长岛县", "370614", ["山东省", "烟台市", "蓬莱区"]],
  ] as const;

  it.each(changes)("has no %s %s and its successor %s", (code, name, successor, path) => {
    expect(all.some((e) => e.node.value === code || e.node.label === name)).toBe(false);
    expect(regionOf(code)).toBeUndefined();
    expect(regionPath(successor).map((n) => n.label)).toEqual(path);
    expect(successor).toMatch(/^\d{6}$/);
    // An address stored with the old code shows where that place is now.
    expect(regionPath(code).map((n) => n.label)).toEqual(path);
    expect(regionSuccessors[code]).toBe(successor);
  });

  it("applies exactly the documented list, to the release it names", () => {
    expect(REGION_CHANGES.map((c: { code: string }) => c.code)).toEqual(changes.map((c) => c[0]));
    expect(REGION_DATASET).toBe("@vant/area-data 2.1.0");
    // The raw dataset still lists them: the generator, not the release, removes them.
    for (const [code, name] of changes) expect(areaList.county_list[code]).toBe(name);
  });
});
