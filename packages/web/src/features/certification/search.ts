// The search of /realNameInfo (part2 §2: `type` 1 new, 2 resubmission, 4 read-only; issue 9):
// anything else reads as a new application.
import { z } from "zod";

/** `/realNameInfo?type=`. */
export const realNameInfoSearch = z.object({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(4)]))
    .optional()
    .catch(undefined),
});
