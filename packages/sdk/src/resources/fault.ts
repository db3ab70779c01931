// Fault diagnosis (part2 §2 /obstacle, §4, §5 "Fault search", §7, §8 code 571): the
// sub-type lookup (571 → null: the caller clears silently), the search body (deviceId only for
// calc types 2, 5, 6, 7), the five queries, the GGA export, the offline reverse geocoding and
// the report that feeds the verdict (catalogue/fault/doctor.ts). The SDK decides here, once,
// what a search sends; the console and the CLI only render.
import { type DiagnoseOptions, type Finding, diagnose, fromAnswers } from "../catalogue/fault/doctor.js";
import { faultEndpoints as E } from "../catalogue/fault/endpoints.js";
import { fault as rules } from "../catalogue/fault/rules.js";
import type {
  BaseInfo,
  BehaviourPage,
  ConnectionLog,
  BehaviourRecord,
  ErrorPage,
  ErrorRecord,
  NewServInfo,
  ReverseGeocode,
  ServSubTypeLookup,
  UseInfo,
} from "../catalogue/fault/schemas.js";
import { NoSubTypeError } from "../core/errors.js";
import { toWireTime } from "../catalogue/shared/time.js";
import type { CallOptions, DownloadedFile } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** What a fault search names: the account, its sub-type and the range (epoch ms or wire time). */
export interface FaultSearch {
  accountName: string;
  servSubType: string;
  /** Range start: epoch ms, a Date or UTC wire time. */
  startTime: number | Date | string;
  endTime: number | Date | string;
  /** From the sub-type lookup: sent as `accountId`. */
  accountId?: string | undefined;
  /** From the sub-type lookup: `deviceId` is sent only when calcType is 2, 5, 6 or 7 (part2 §5). */
  calcType?: number | null | undefined;
  deviceId?: string | null | undefined;
}

/** The wire body of a search (part2 §7): deviceId only for the device-bound calc types. */
export interface FaultSearchBody {
  accountName: string;
  accountId?: string;
  servSubType: string;
  startTime: string;
  endTime: string;
  deviceId?: string;
}

const WIRE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
// Wire text is already UTC: passed as is (dayjs would read it as local time).
const wireOf = (t: number | Date | string) => (typeof t === "string" && WIRE.test(t) ? t : toWireTime(t));

/** The body of the fault queries for `s` (trimmed name, UTC wire times, deviceId per part2 §5). */
export function faultSearchBody(s: FaultSearch): FaultSearchBody {
  const body: FaultSearchBody = {
    accountName: s.accountName.trim(),
    servSubType: s.servSubType,
    startTime: wireOf(s.startTime),
    endTime: wireOf(s.endTime),
  };
  if (s.accountId) body.accountId = s.accountId;
  if (s.deviceId && s.calcType !== null && s.calcType !== undefined && rules.sendsDeviceId(s.calcType))
    body.deviceId = s.deviceId;
  return body;
}

/** Sections a sub-type shows (part2 §2): ppp_rtk_serv only base and service info. */
export function faultSections(servSubType: string): { usage: boolean; records: boolean; export: boolean } {
  const full = servSubType !== "ppp_rtk_serv";
  return { usage: full, records: full, export: rules.canExport(servSubType) };
}

/** The full report of one search: every answer plus the verdict. */
export interface FaultReport {
  baseInfo: BaseInfo;
  newServInfo: NewServInfo;
  /** Null for ppp_rtk_serv (only the two info sections exist). */
  useInfo: UseInfo | null;
  /** Every error record of the range (walked page by page, newest first). */
  errors: ErrorRecord[];
  /** Every login (opType 1) of the range. */
  logins: BehaviourRecord[];
  findings: Finding[];
}

/** Rows the report reads per page when it walks errors and logins. */
const WALK_PAGE = 1000;
/** The most rows the report walks per kind (a storm of 10,000 refusals is evidence enough). */
const WALK_MAX = 10_000;

/**
 * Fault diagnosis of the signed-in customer's accounts (part2 §7). Calls throw ApiError
 * (ForbiddenError without PZGJ_KGS572, the rule's message as 400 for a bad range),
 * ConnectionError, TimeoutError; {@link Fault.subTypes} answers null for 571.
 */
export class Fault extends APIResource {
  /**
   * `fault.getServSubType`: the account's id, log flag, sub-types and calc type. Null when the
   * server answers 571 (no such account of this customer): clear the selection silently (part2 §8).
   */
  async subTypes(accountName: string, options?: CallOptions): Promise<ServSubTypeLookup | null> {
    try {
      return await this.transport.call(E.getServSubType, { accountName: accountName.trim() }, options);
    } catch (e) {
      if (e instanceof NoSubTypeError) return null;
      throw e;
    }
  }

  /** `fault.queryBaseInfo`: the base info rows (`data.list`). */
  baseInfo(search: FaultSearch, options?: CallOptions): Promise<BaseInfo> {
    return this.transport.call(E.queryBaseInfo, faultSearchBody(search), options);
  }

  /** `fault.queryNewServInfo`: the latest session (all null when the account never connected). */
  serviceInfo(search: FaultSearch, options?: CallOptions): Promise<NewServInfo> {
    return this.transport.call(E.queryNewServInfo, faultSearchBody(search), options);
  }

  /** `fault.queryUseInfo`: counts, rates, online ms and the timeline (≤ TIMELINE_MAX_POINTS, extremes kept). */
  usage(search: FaultSearch, options?: CallOptions): Promise<UseInfo> {
    return this.transport.call(E.queryUseInfo, faultSearchBody(search), options);
  }

  /** `fault.queryExceptionInfo`: one page of refused connections, newest first; `currPage` from 1. */
  errors(search: FaultSearch, currPage = 1, pageSize = 10, options?: CallOptions): Promise<ErrorPage> {
    return this.transport.call(
      E.queryExceptionInfo,
      { ...faultSearchBody(search), currPage, pageSize },
      options,
    );
  }

  /**
   * `fault.connectionLog`: one page of an account's connection attempts, newest first (accepted
   * with their duration, refused and degraded with their reason). `range` in epoch ms, Date or
   * UTC wire time; without it the last 30 days. Project addition, docs/ntrip-caster.md.
   */
  connections(
    accountName: string,
    page = 1,
    size = 20,
    range: { startTime?: number | Date | string; endTime?: number | Date | string } = {},
    options?: CallOptions,
  ): Promise<ConnectionLog> {
    return this.transport.call(
      E.connectionLog,
      {
        accountName: accountName.trim(),
        page,
        size,
        ...(range.startTime === undefined ? {} : { startTime: wireOf(range.startTime) }),
        ...(range.endTime === undefined ? {} : { endTime: wireOf(range.endTime) }),
      },
      options,
    );
  }

  /** `fault.queryBehaviorInfo`: one page of behaviour rows, newest first; `opType` -1 all, 1, 2, 3, 4. */
  behaviours(
    search: FaultSearch,
    currPage = 1,
    pageSize = 10,
    opType: -1 | 1 | 2 | 3 | 4 = -1,
    options?: CallOptions,
  ): Promise<BehaviourPage> {
    return this.transport.call(
      E.queryBehaviorInfo,
      { ...faultSearchBody(search), currPage, pageSize, opType },
      options,
    );
  }

  /** `fault.exportGGAInfo`: the GGA rows of the range as csv (nrtk_serv and rtd_serv only; else 400). */
  exportGga(search: FaultSearch, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.exportGGAInfo, faultSearchBody(search), options);
  }

  /** `fault.reverseGeocode`: province and city of a position, from an offline dataset. */
  reverseGeocode(lat: number, lon: number, options?: CallOptions): Promise<ReverseGeocode> {
    return this.transport.call(E.reverseGeocode, { lat, lon }, options);
  }

  /** Every row of a paged query, up to {@link WALK_MAX}. */
  private async walk<T>(page: (n: number) => Promise<{ records: T[]; total: number }>): Promise<T[]> {
    const rows: T[] = [];
    for (let n = 1; rows.length < WALK_MAX; n++) {
      const p = await page(n);
      rows.push(...p.records);
      if (p.records.length === 0 || rows.length >= p.total) break;
    }
    return rows;
  }

  /**
   * The report of one search and its verdict: base and service info, usage, every error and
   * login of the range, the newest GGA the caster rejected and their count, then `diagnose`
   * with `options.stations` (the caster's station table). For ppp_rtk_serv only the two info
   * sections are read (part2 §2): the verdict then says the records are unknown.
   */
  async report(search: FaultSearch, options: DiagnoseOptions, call?: CallOptions): Promise<FaultReport> {
    const sections = faultSections(search.servSubType);
    const [baseInfo, newServInfo] = await Promise.all([
      this.baseInfo(search, call),
      this.serviceInfo(search, call),
    ]);
    const [useInfo, errors, logins, rejected] = sections.usage
      ? await Promise.all([
          this.usage(search, call),
          this.walk((n) => this.errors(search, n, WALK_PAGE, call)),
          this.walk((n) => this.behaviours(search, n, WALK_PAGE, 1, call)),
          // GGA the caster rejected (type 3): how many, and the newest to read its checksum.
          this.behaviours(search, 1, 1, 3, call),
        ])
      : [null, [], [], null];
    const empty: UseInfo = {
      fixedGgaCount: 0,
      fixedRate: 0,
      floatGgaCount: 0,
      floatRate: 0,
      ggaCount: 0,
      invalidGgaCount: 0,
      loginCount: 0,
      logoutCount: 0,
      online: 0,
      ggaData: [],
    };
    const findings = diagnose(
      fromAnswers({
        baseInfo: baseInfo.list[0],
        newServInfo,
        useInfo: useInfo ?? empty,
        errors,
        behaviours: logins,
        recordsRead: sections.usage,
        ...(rejected ? { rejected: { total: rejected.total, newest: rejected.records[0] } } : {}),
      }),
      options,
    );
    return { baseInfo, newServInfo, useInfo, errors, logins, findings };
  }
}
