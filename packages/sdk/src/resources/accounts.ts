// Service accounts (differential/NTRIP accounts) of one service type (part1 §2, §4, §7): the
// list, detail, batch actions (asynchronous jobs, `accounts.batches`), custom password, trial
// switches, validity and the export; and turning a selection into ids.
import type { z } from "zod";
import { accountsEndpoints as E } from "../catalogue/accounts/endpoints.js";
import type {
  BatchActivationTypeRequest,
  BatchJob,
  BatchRemarkRequest,
  BatchStatus,
  BatchTarget,
  BatchTrialRequest,
  BatchValidityRequest,
  ExportTarget,
  SetPasswordRequest,
  BatchResetPasswordRequest,
  TrialCheck,
} from "../catalogue/accounts/batch.js";
import type {
  Account,
  AccountDetail,
  AccountFilter,
  AccountListRequest,
  AccountSearch,
  SilentSwitch,
} from "../catalogue/accounts/schemas.js";
import type { ExpiringAccountsPage, ExpiringAccountsRequest } from "../catalogue/expiry/schemas.js";
import type { OpenSession } from "../catalogue/accounts/sessions.js";
import { MAX_PAGE_SIZE } from "../catalogue/shared/common.js";
import type { ServiceType } from "../catalogue/shared/services.js";
import { ConnectionError, TimeoutError } from "../core/errors.js";
import { listAll } from "../core/pagination.js";
import type { CallOptions, DownloadedFile } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Accounts.list}: `selectType`, the filters, `pageNo` (from 1) and `pageSize` (1-1000, default 10). */
export type AccountListParams = AccountListRequest;
/** Filters of {@link Accounts.listAll}: `selectType` and the list filters, no paging. */
export type AccountListFilter = AccountFilter;
/** Which accounts a batch call touches: `ids` (1-1000), or `search` minus `excludeIds`; `requestId` an idempotency key. */
export type AccountBatchTarget = BatchTarget;
/** Parameters of {@link Accounts.enable}. */
export type AccountEnableParams = BatchTarget;
/** Parameters of {@link Accounts.disable}. */
export type AccountDisableParams = BatchTarget;
/** Parameters of {@link Accounts.activate}. */
export type AccountActivateParams = BatchTarget;
/** Parameters of {@link Accounts.resetPassword}: the target and `graceDays` (0-7, default 0) the old passwords stay valid. */
export type AccountResetPasswordParams = z.input<typeof BatchResetPasswordRequest>;
/** Parameters of {@link Accounts.setRemark}: `ids` and `accountRemark` (inline ≤ 50, batch ≤ 20 characters). */
export type AccountRemarkParams = z.input<typeof BatchRemarkRequest>;
/** Parameters of {@link Accounts.setPassword}: `accountId` and an 8-character password (L000333). */
export type AccountPasswordParams = z.input<typeof SetPasswordRequest>;
/** Parameters of {@link Accounts.setActivationType}: the target and `activationType` 1 manual or 2 automatic. */
export type AccountActivationTypeParams = z.input<typeof BatchActivationTypeRequest>;
/** Parameters of {@link Accounts.setTrial}: the target, `silentSwitchStatus` 1 open or 0 close, `trialDays` when opening. */
export type AccountTrialParams = z.input<typeof BatchTrialRequest>;
/** Parameters of {@link Accounts.setValidity}: the target, valid time and unit, optional silence period and usage limit. */
export type AccountValidityParams = z.input<typeof BatchValidityRequest>;
/** Parameters of {@link Accounts.exportExcel}: `ids` (1-10,000) or `search` minus `excludeIds`. */
export type AccountExportParams = z.input<typeof ExportTarget>;

/** Parameters of {@link Accounts.resolveIds}. */
export interface AccountIdsParams {
  selectType: ServiceType;
  /** Every account matching these filters… */
  search?: AccountSearch;
  /** …minus these ids (the rows the user unticked). */
  excludeIds?: readonly string[];
  /** Or: account names to look up in the service type's list; unknown names come back apart. */
  names?: readonly string[];
  /** Stop after this many ids (for calls that take at most 1000 ids). */
  limit?: number;
}

/** Options of {@link AccountBatches.wait}. */
export interface BatchWaitOptions extends CallOptions {
  /** First poll interval in ms (default 50); it grows by half each poll, up to 1000 ms. */
  intervalMs?: number;
  /** Called with every status polled, the final one included (the console's progress strip, the CLI's bar). */
  onProgress?: (status: BatchStatus) => void;
  /** Connection failures or timeouts tolerated in a row before giving up (default 5); an answer of the server is final. */
  retries?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Pages of the list walked at once when resolving ids (the first page gives the total). */
const RESOLVE_CONCURRENCY = 3;

/**
 * Asynchronous batch jobs of service accounts (part1 §4; docs/batch-operations.md): a batch
 * call answers a job `{ batchId, state }` at once; follow it here. Reached as `client.accounts.batches`.
 */
export class AccountBatches extends APIResource {
  /** `accounts.batchStatus`: progress and per-row results of a batch job. Throws NotFoundError for an unknown id. */
  retrieve(batchId: string, options?: CallOptions): Promise<BatchStatus> {
    return this.transport.call(E.batchStatus, { batchId }, options);
  }

  /**
   * Poll a job until it is done and return its final status, calling `onProgress` with each
   * status. A finished status passed as `job` is returned at once. Polls every 50 ms growing to
   * 1 s; up to `retries` connection failures in a row are retried. Throws ApiError,
   * ConnectionError, TimeoutError; an aborted `signal` stops the wait with its reason.
   */
  async wait(job: string | BatchJob | BatchStatus, options: BatchWaitOptions = {}): Promise<BatchStatus> {
    if (typeof job !== "string" && "succeeded" in job && job.state === "done") {
      options.onProgress?.(job);
      return job;
    }
    const batchId = typeof job === "string" ? job : job.batchId;
    const { intervalMs = 50, onProgress, retries = 5, ...callOptions } = options;
    let delay = intervalMs;
    let misses = 0;
    for (;;) {
      try {
        const status = await this.retrieve(batchId, callOptions);
        misses = 0;
        onProgress?.(status);
        if (status.state === "done") return status;
      } catch (e) {
        const glitch = e instanceof ConnectionError || e instanceof TimeoutError;
        if (!glitch || ++misses > retries) throw e;
      }
      await sleep(delay, options.signal);
      delay = Math.min(1000, Math.round(delay * 1.5));
    }
  }
}

/**
 * Service accounts (differential/NTRIP accounts) of one service type (part1 §2, §7).
 * Batch calls are asynchronous (part1 §4): they answer a job `{ batchId, state }`; follow it
 * with {@link AccountBatches.wait}. A second batch while one runs throws BatchRunningError (572).
 */
export class Accounts extends APIResource {
  /** Batch jobs: their status, and waiting for them to finish. */
  readonly batches = new AccountBatches(this.transport);

  /**
   * `accounts.selectAccServList`: one page `{ total, list }` for `selectType` 1-3 and the
   * filters (text trimmed; time ranges are wire times, UTC; "" or null mean no filter).
   */
  list(params: AccountListParams, options?: CallOptions): Promise<{ total: number; list: Account[] }> {
    return this.transport.call(E.selectAccServList, params, options);
  }

  /**
   * `accounts.listExpiring`: accounts of `selectType` in service ending within `withinDays`
   * (10, the default, or 30; docs/expiry.md), soonest first, one page `{ total, list }`.
   */
  listExpiring(params: ExpiringAccountsRequest, options?: CallOptions): Promise<ExpiringAccountsPage> {
    return this.transport.call(E.listExpiring, params, options);
  }

  /**
   * Every account matching `filter`, walking all pages of `pageSize` rows (default 100).
   * `for await (const a of client.accounts.listAll({ selectType: 1 }))`.
   */
  listAll(filter: AccountListFilter, pageSize = 100, options?: CallOptions): AsyncGenerator<Account> {
    return listAll((pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options), pageSize);
  }

  /**
   * The ids of a selection that is not a list of ids: every account matching `search` minus
   * `excludeIds`, or the accounts named in `names` (unknown names in `unknownNames`), in list
   * order, without duplicates. Walks the list 1000 rows a page, a few pages at a time, reading
   * only ids and names. `limit` stops the walk early.
   */
  async resolveIds(
    params: AccountIdsParams,
    options?: CallOptions,
  ): Promise<{ ids: string[]; unknownNames: string[] }> {
    const filter = params.names
      ? { selectType: params.selectType }
      : { ...params.search, selectType: params.selectType };
    const wanted = params.names ? new Set(params.names) : undefined;
    const excluded = new Set(params.excludeIds ?? []);
    const limit = params.limit ?? Number.POSITIVE_INFINITY;
    const byName = new Map<string, string>();
    const ids = new Set<string>();
    const take = (rows: readonly Account[]) => {
      for (const r of rows) {
        if (typeof r.id !== "string" || typeof r.accountName !== "string")
          throw new TypeError("accounts.selectAccServList: unexpected answer: rows without id/accountName");
        if (wanted) {
          if (wanted.has(r.accountName)) byName.set(r.accountName, r.id);
        } else if (!excluded.has(r.id) && ids.size < limit) ids.add(r.id);
      }
    };
    // Only ids and names are read: the rows' schema check is skipped and those two checked above.
    const pageOptions = { ...options, validate: false };
    const size = MAX_PAGE_SIZE;
    const pages: Account[][] = [];
    const first = await this.list({ ...filter, pageNo: 1, pageSize: size }, pageOptions);
    pages[0] = first.list;
    // With a limit, no page past the one holding the limit-th kept row is needed.
    const needed = wanted ? Number.POSITIVE_INFINITY : Math.ceil((limit + excluded.size) / size);
    const count = Math.min(Math.ceil(first.total / size), needed);
    let next = 2;
    const worker = async () => {
      while (next <= count) {
        const pageNo = next++;
        pages[pageNo - 1] = (await this.list({ ...filter, pageNo, pageSize: size }, pageOptions)).list;
      }
    };
    // Rows are taken in page order once all pages are in, so the ids keep the list's order.
    await Promise.all(Array.from({ length: Math.min(RESOLVE_CONCURRENCY, Math.max(0, count - 1)) }, worker));
    for (const page of pages) if (page) take(page);
    if (!wanted) return { ids: [...ids], unknownNames: [] };
    const unknownNames: string[] = [];
    for (const name of params.names ?? []) {
      const id = byName.get(name);
      if (id) ids.add(id);
      else unknownNames.push(name);
    }
    return { ids: [...ids], unknownNames };
  }

  /** `accounts.selectAccServDetail`: the account (by row id or accountId) with its package rows. */
  retrieve(id: string, options?: CallOptions): Promise<AccountDetail> {
    return this.transport.call(E.selectAccServDetail, { id }, options);
  }

  /** `accounts.batchEnable`: starts a batch job enabling the target's accounts (locked ones are skipped). */
  enable(params: AccountEnableParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchEnable, this.transport.withCustomerId(params), options);
  }

  /** `accounts.batchDisable`: starts a batch job disabling the target's accounts. */
  disable(params: AccountDisableParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchDisable, this.transport.withCustomerId(params), options);
  }

  /** `accounts.batchActivation`: starts a batch job activating pending accounts with manual activation. */
  activate(params: AccountActivateParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchActivation, this.transport.withCustomerId(params), options);
  }

  /** `accounts.batchResetPassword`: starts a batch job giving the accounts new random service passwords. */
  resetPassword(params: AccountResetPasswordParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchResetPassword, this.transport.withCustomerId(params), options);
  }

  /** `accounts.batchSetAccountRemark`: sets the remark at once; answers the finished status. */
  setRemark(params: AccountRemarkParams, options?: CallOptions): Promise<BatchStatus> {
    return this.transport.call(E.batchSetAccountRemark, params, options);
  }

  /**
   * `accounts.selectAccSessions`: the sessions holding the seats of account `id` (id or name),
   * oldest first. Part2 §4 refined; docs/ntrip-caster.md "Seats".
   */
  sessions(params: { id: string }, options?: CallOptions): Promise<{ list: OpenSession[] }> {
    return this.transport.call(E.selectAccSessions, params, options);
  }

  /**
   * `accounts.endAccSession`: end session `sessionId` of account `id` (every open session of it
   * when absent); answers how many ended. The connection log records them as ended by the owner.
   */
  endSession(params: { id: string; sessionId?: number }, options?: CallOptions): Promise<{ ended: number }> {
    return this.transport.call(E.endAccSession, params, options);
  }

  /**
   * `accounts.setPassword`: a custom password, exactly 8 lowercase letters and digits (L000333);
   * `graceDays` (0-7, L000790) keeps the old one valid that long.
   */
  async setPassword(params: AccountPasswordParams, options?: CallOptions): Promise<void> {
    await this.transport.call(E.setPassword, params, options);
  }

  /** `accounts.batchSetActivationType`: starts a batch job setting 1 manual or 2 automatic activation. */
  setActivationType(params: AccountActivationTypeParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchSetActivationType, params, options);
  }

  /** `accounts.batchTrialState`: starts a batch job opening (1, with `trialDays`) or closing (0) a trial. */
  setTrial(params: AccountTrialParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchTrialState, params, options);
  }

  /** `accounts.checkBatchTrialState`: whether a trial change is allowed now for the target, and for how many. */
  checkTrial(params: AccountBatchTarget, options?: CallOptions): Promise<z.output<typeof TrialCheck>> {
    return this.transport.call(E.checkBatchTrialState, params, options);
  }

  /** `accounts.batchModifyValid`: starts a batch job editing the validity (and silence period, usage limit). */
  setValidity(params: AccountValidityParams, options?: CallOptions): Promise<BatchJob> {
    return this.transport.call(E.batchModifyValid, params, options);
  }

  /**
   * `accounts.querySilentSwitch`: `{ customerSilent, accServSilent }`; trial actions appear
   * only when `customerSilent` is true (part1 §4).
   */
  silentSwitch(options?: CallOptions): Promise<SilentSwitch> {
    return this.transport.call(E.querySilentSwitch, {}, options);
  }

  /**
   * `accounts.batchExportExcel`: the selection or last search as .xlsx (max 10,000 rows; a
   * bigger selection is refused with L000681, split it by pages of ids).
   */
  exportExcel(params: AccountExportParams, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.batchExportExcel, this.transport.withCustomerId(params), options);
  }
}
