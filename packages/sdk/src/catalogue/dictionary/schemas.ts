// Schemas of the dropdown lookups (part1 §3, §7; part2 §7).
import { z } from "zod";
import { integer, optionalFilter } from "../shared/common.js";

/** A dropdown item (part1 §3). */
export const DictItem = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  dictCode: z.string(),
  dictName: z.string(),
  customerId: z.string().optional(),
  customerName: z.string().optional(),
});
/** Parsed shape of {@link DictItem}. */
export type DictItem = z.infer<typeof DictItem>;
/** A list of {@link DictItem} (part1 §3). */
export const DictItems = z.array(DictItem);

/** Lookup body: `dictType` such as serv_prod or server_accuracy (part1 §7). */
export const DictLookupRequest = z
  .object({
    dictType: z.string().max(50).optional(),
    selectType: optionalFilter(integer(1, 3)),
  })
  .optional();
/** getDictDataByTypeList body (part2 §7). */
export const DictTypesRequest = z.object({ dictTypes: z.array(z.string().max(50)).max(20) });
/** getDictDataByTypeList answer: items keyed by dictType. */
export const DictByType = z.record(z.string(), DictItems);
