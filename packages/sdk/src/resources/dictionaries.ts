import type { CallOptions } from "../core/client.js";
import type { DictItem } from "../spec/schemas/dictionary.js";
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
    return this.transport.call("dictionary.list", params, options);
  }

  /** `dictionary.queryServDictInfoList`: service dictionary items (e.g. serving products). */
  servDict(params: DictLookupParams = {}, options?: CallOptions): Promise<DictItem[]> {
    return this.transport.call("dictionary.queryServDictInfoList", params, options);
  }

  /** `dictionary.queryAppArea`: application areas. */
  appArea(params: DictLookupParams = {}, options?: CallOptions): Promise<DictItem[]> {
    return this.transport.call("dictionary.queryAppArea", params, options);
  }

  /** `dictionary.getDictDataByTypeList`: items keyed by dict type, e.g. `["field_type"]` (max 20 types). */
  byTypes(dictTypes: string[], options?: CallOptions): Promise<Record<string, DictItem[]>> {
    return this.transport.call("dictionary.getDictDataByTypeList", { dictTypes }, options);
  }
}
