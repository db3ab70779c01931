// Dropdown lookups (part1 §7, part2 §7): products, the service dictionary, application areas
// and dictionaries by type.
import { SIGNED_IN } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { DictByType, DictItems, DictLookupRequest, DictTypesRequest } from "./schemas.js";

/** The dictionary area's calls. Source: part1 §7, part2 §7. */
export const dictionaryEndpoints = defineArea(
  "dictionary",
  { base: "/data/goods/customer", source: "part1 §7" },
  {
    list: read(DictLookupRequest, DictItems, {
      access: SIGNED_IN,
      title: { "zh-CN": "商品字典", en: "Product dictionary" },
    }),
    queryServDictInfoList: read(DictLookupRequest, DictItems, {
      base: "/servDict",
      access: SIGNED_IN,
      title: { "zh-CN": "服务字典", en: "Service dictionary" },
    }),
    queryAppArea: read(DictLookupRequest, DictItems, {
      base: "/dictBase/dictInfo",
      access: SIGNED_IN,
      title: { "zh-CN": "应用领域字典", en: "Application areas" },
    }),
    getDictDataByTypeList: read(DictTypesRequest, DictByType, {
      service: "dictionary",
      base: "/customer",
      source: "part2 §7",
      access: SIGNED_IN,
      title: { "zh-CN": "按类型查询字典数据", en: "Dictionary data by type" },
    }),
  },
);
