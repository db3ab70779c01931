import type { CallOptions, DownloadedFile } from "../core/client.js";
import { iteratePages } from "../core/pagination.js";
import type { Account, AccountFilter, AccountListRequest, SilentSwitch } from "../spec/schemas/accounts.js";
import type { BatchStatus } from "../spec/schemas/batch.js";
import { APIResource, type Req, type Res } from "./resource.js";

/**
 * Service accounts (differential/NTRIP accounts) of one service type (part1 §2, §7).
 * Batch calls are asynchronous (part1 §4): they answer a job `{ batchId, state }`; poll
 * {@link Accounts.batchStatus}. A second batch while one runs fails with ApiError code 572.
 */
export class Accounts extends APIResource {
  /**
   * `accounts.selectAccServList`: one page `{ total, list }` for `selectType` 1-3 and the
   * filters (text trimmed; time ranges are wire times, UTC). `pageNo` from 1, `pageSize`
   * default 10 (max 1000).
   */
  list(params: AccountListRequest, options?: CallOptions): Promise<{ total: number; list: Account[] }> {
    return this.transport.call("accounts.selectAccServList", params, options);
  }

  /**
   * Every account matching `filter`, walking all pages of `pageSize` rows (default 100).
   * `for await (const a of client.accounts.listAll({ selectType: 1 }))`.
   */
  listAll(filter: AccountFilter, pageSize = 100, options?: CallOptions): AsyncGenerator<Account> {
    return iteratePages(
      (pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options),
      pageSize,
    );
  }

  /** `accounts.selectAccServDetail`: the account with its package rows (detail drawer). */
  retrieve(id: string, options?: CallOptions): Promise<Res<"accounts.selectAccServDetail">> {
    return this.transport.call("accounts.selectAccServDetail", { id }, options);
  }

  /** `accounts.batchEnable`: `ids` or `search` (+ `excludeIds`). Starts a batch job. */
  enable(target: Req<"accounts.batchEnable">, options?: CallOptions): Promise<Res<"accounts.batchEnable">> {
    return this.transport.call("accounts.batchEnable", target, options);
  }

  /** `accounts.batchDisable`: starts a batch job. */
  disable(
    target: Req<"accounts.batchDisable">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchDisable">> {
    return this.transport.call("accounts.batchDisable", target, options);
  }

  /** `accounts.batchActivation`: activates pending accounts with manual activation; a batch job. */
  activate(
    target: Req<"accounts.batchActivation">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchActivation">> {
    return this.transport.call("accounts.batchActivation", target, options);
  }

  /** `accounts.batchResetPassword`: new random service passwords; a batch job. */
  resetPassword(
    target: Req<"accounts.batchResetPassword">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchResetPassword">> {
    return this.transport.call("accounts.batchResetPassword", target, options);
  }

  /** `accounts.batchSetAccountRemark`: `{ ids, accountRemark }` (inline ≤ 50, batch ≤ 20 characters). */
  setRemark(
    params: Req<"accounts.batchSetAccountRemark">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchSetAccountRemark">> {
    return this.transport.call("accounts.batchSetAccountRemark", params, options);
  }

  /** `accounts.setPassword`: a custom password, exactly 8 lowercase letters and digits (L000333). */
  setPassword(
    params: Req<"accounts.setPassword">,
    options?: CallOptions,
  ): Promise<Res<"accounts.setPassword">> {
    return this.transport.call("accounts.setPassword", params, options);
  }

  /** `accounts.batchSetActivationType`: `activationType` 1 manual or 2 automatic; a batch job. */
  setActivationType(
    params: Req<"accounts.batchSetActivationType">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchSetActivationType">> {
    return this.transport.call("accounts.batchSetActivationType", params, options);
  }

  /** `accounts.batchTrialState`: `silentSwitchStatus` 1 opens a trial of `trialDays` days, 0 closes it. */
  setTrial(
    params: Req<"accounts.batchTrialState">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchTrialState">> {
    return this.transport.call("accounts.batchTrialState", params, options);
  }

  /** `accounts.checkBatchTrialState`: whether a trial change is allowed now for the target. */
  checkTrial(
    target: Req<"accounts.checkBatchTrialState">,
    options?: CallOptions,
  ): Promise<Res<"accounts.checkBatchTrialState">> {
    return this.transport.call("accounts.checkBatchTrialState", target, options);
  }

  /** `accounts.batchStatus`: progress and per-row results of a batch job. */
  batchStatus(batchId: string, options?: CallOptions): Promise<Res<"accounts.batchStatus">> {
    return this.transport.call("accounts.batchStatus", { batchId }, options);
  }

  /**
   * Poll `accounts.batchStatus` until the job is done and return its final status.
   * `intervalMs` (default 50 ms) grows by half each poll up to 1000 ms. Throws ApiError,
   * ConnectionError, TimeoutError; an aborted `options.signal` stops the wait.
   */
  async waitForBatch(batchId: string, options?: CallOptions & { intervalMs?: number }): Promise<BatchStatus> {
    let delay = options?.intervalMs ?? 50;
    for (;;) {
      const status = await this.batchStatus(batchId, options);
      if (status.state === "done") return status;
      await new Promise((resolve) => setTimeout(resolve, delay));
      options?.signal?.throwIfAborted();
      delay = Math.min(1000, Math.round(delay * 1.5));
    }
  }

  /** `accounts.batchModifyValid`: edit the validity (and silence period, usage limit) of accounts. */
  setValidity(
    target: Req<"accounts.batchModifyValid">,
    options?: CallOptions,
  ): Promise<Res<"accounts.batchModifyValid">> {
    return this.transport.call("accounts.batchModifyValid", target, options);
  }

  /**
   * `accounts.querySilentSwitch`: `{ customerSilent, accServSilent }`; trial actions appear
   * only when `customerSilent` is true (part1 §4).
   */
  silentSwitch(options?: CallOptions): Promise<SilentSwitch> {
    return this.transport.call("accounts.querySilentSwitch", {}, options);
  }

  /** `accounts.batchExportExcel`: the selection or last search as a spreadsheet (max 10,000 rows). */
  exportExcel(target: Req<"accounts.batchExportExcel">, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download("accounts.batchExportExcel", target, options);
  }
}
