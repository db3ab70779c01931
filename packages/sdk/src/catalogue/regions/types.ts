// The node of the region tree (part2 §3 "Region dataset"): Chinese administrative divisions
// by six-digit code, for the address choice of the certification form.

/**
 * One region: `value` its six-digit code as text, `parentId` the parent's code ("0" at the top),
 * `label` its Chinese name, `children` the next level (provinces → cities → counties). Hong
 * Kong, Macau and Taiwan have an empty list; a city without counties (Dongguan, Zhongshan) has
 * none.
 */
export interface RegionNode {
  readonly value: string;
  readonly parentId: string;
  readonly label: string;
  readonly children?: readonly RegionNode[];
}
