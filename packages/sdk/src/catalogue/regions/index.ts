// The region tree of part2 §3 and the lookups the certification form needs: the
// path of a code (to prefill a cascader) and the address text of a path. The tree itself is
// generated from @vant/area-data (scripts/regions.mjs, docs/identity-certification.md).
import { REGION_DATASET, regionSuccessors, regionTree } from "./tree.generated.js";
import type { RegionNode } from "./types.js";

export type { RegionNode } from "./types.js";
export { REGION_DATASET, regionSuccessors, regionTree };

let index: Map<string, RegionNode> | undefined;

function byCode(): Map<string, RegionNode> {
  if (index) return index;
  const map = new Map<string, RegionNode>();
  const walk = (nodes: readonly RegionNode[]) => {
    for (const n of nodes) {
      map.set(n.value, n);
      if (n.children) walk(n.children);
    }
  };
  walk(regionTree);
  index = map;
  return map;
}

/**
 * The region of a six-digit code of the current tree, or undefined (also for the code of an
 * abolished division: a new choice must be a current one).
 */
export function regionOf(code: string | null | undefined): RegionNode | undefined {
  return code ? byCode().get(code) : undefined;
}

/**
 * The nodes from the top level down to `code` (province, city, county), or [] for an unknown
 * code: what a cascader shows for a stored choice. The code of an abolished division (港闸区
 * 320611, 梅列区 350402, 长岛县 370634: {@link regionSuccessors}) gives the path of the division
 * its area belongs to now, so an address stored before the change still shows.
 */
export function regionPath(code: string | null | undefined): RegionNode[] {
  const path: RegionNode[] = [];
  const current = code ? (regionSuccessors[code] ?? code) : code;
  for (let n = regionOf(current); n; n = n.parentId === "0" ? undefined : regionOf(n.parentId))
    path.unshift(n);
  return path;
}

/**
 * The address text of a code: the labels of its path, a repeated municipality name said once
 * ("北京市北京市东城区" → "北京市东城区").
 */
export function regionText(code: string | null | undefined): string {
  const labels = regionPath(code).map((n) => n.label);
  return labels.filter((l, i) => l !== labels[i - 1]).join("");
}
