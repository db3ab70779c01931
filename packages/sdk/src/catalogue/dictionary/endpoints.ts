// Dropdown lookups (part1 §7, part2 §7): products, the service dictionary, application areas
// and dictionaries by type.
import { defineArea, read } from "../shared/endpoint.js";
import { DictByType, DictItems, DictLookupRequest, DictTypesRequest } from "./schemas.js";

/** The dictionary area's calls. Source: part1 §7, part2 §7. */
export const dictionaryEndpoints = defineArea(
  "dictionary",
  { base: "/data/goods/customer", source: "part1 §7" },
  {
    list: read(DictLookupRequest, DictItems),
    queryServDictInfoList: read(DictLookupRequest, DictItems, { base: "/servDict" }),
    queryAppArea: read(DictLookupRequest, DictItems, { base: "/dictBase/dictInfo" }),
    getDictDataByTypeList: read(DictTypesRequest, DictByType, {
      service: "dictionary",
      base: "/customer",
      source: "part2 §7",
    }),
  },
);
