// The search of /realNameInfo (part2 §2: `type` 1 new, 2 resubmission, 4 read-only):
// anything else reads as a new application. No zod: the route's schema is in the first route.
import { param, readInt, searchSchema } from "../../shared/list/search";

/** The types of /realNameInfo: 1 new, 2 resubmission, 4 read-only. */
const TYPES = [1, 2, 4] as const;

/** The validated search of /realNameInfo. */
export interface RealNameInfoSearch {
  type?: (typeof TYPES)[number];
}

/** `/realNameInfo?type=`. */
export const realNameInfoSearch = searchSchema<RealNameInfoSearch>({
  type: param((v) => TYPES.find((t) => t === readInt(v))),
});
