// The light entry `@fixcloud/sdk/regions`: the region tree of part2 §3 (~260 KB of source) and
// its lookups, apart from the main entry so only the screens that choose a region load it.
export {
  REGION_DATASET,
  regionOf,
  regionPath,
  regionSuccessors,
  regionText,
  regionTree,
  type RegionNode,
} from "../catalogue/regions/index.js";
