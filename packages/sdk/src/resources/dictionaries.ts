// Dropdown lookups (part1 §7, part2 §7).
import type { CallOptions } from "../core/transport.js";
import { dictionaryEndpoints as E } from "../catalogue/dictionary/endpoints.js";
import type { DictItem } from "../catalogue/dictionary/schemas.js";
import { APIResource } from "./resource.js";

/** Lookup body: `dictType` (e.g. `serv_prod`, `server_accuracy`) and optional `selectType`. */
export interface DictLookupParams {
  dictType?: string;
  selectType?: number;
}

/** Dropdown lookups (part1 §7, part2 §7). */
export class Dictionaries extends APIResource {
  /** `dictionary.list` (/data/goods/customer/list): product items. */
  list(params: DictLookupParams = {}, options?: CallOptions): Promise<DictItem[]> {
    return this.transport.call(E.list, params, options);
  }

  /** `dictionary.queryServDictInfoList`: service dictionary items (e.g. serving products). */
  servDict(params: DictLookupParams = {}, options?: CallOptions): Promise<DictItem[]> {
    return this.transport.call(E.queryServDictInfoList, params, options);
  }

  /** `dictionary.queryAppArea`: application areas. */
  appArea(params: DictLookupParams = {}, options?: CallOptions): Promise<DictItem[]> {
    return this.transport.call(E.queryAppArea, params, options);
  }

  /** `dictionary.getDictDataByTypeList`: items keyed by dict type, e.g. `["field_type"]` (max 20 types). */
  byTypes(dictTypes: string[], options?: CallOptions): Promise<Record<string, DictItem[]>> {
    return this.transport.call(E.getDictDataByTypeList, { dictTypes }, options);
  }
}
