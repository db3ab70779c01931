// The bulk verbs of `fixcloud accounts` (part1 §2 batch actions): what each sends per chunk and
// how it describes its parameters. The verbs build them from their flags, and `fixcloud jobs
// resume` rebuilds them from a journal's action and parameters, so a resumed run sends exactly
// what the interrupted one sent.
import {
  type BatchActionName,
  type BatchJob,
  type BatchStatus,
  type FixcloudClient,
  formatPeriod,
} from "@fixcloud/sdk";
import { activationType, type EnumValueOf } from "@fixcloud/sdk/lists";
import type { validityParams } from "../flags/validity.js";
import { showLabel } from "../output/print.js";
import type { BatchApi } from "./engine.js";
import type { BulkVerb } from "./job.js";

/** First poll of a batch, ms: short, so a 1000-row chunk is picked up as soon as it is done. */
const POLL_MS = 10;

/**
 * A batch API from one submit call: waiting is the SDK's `accounts.batches.wait` (polls from
 * `POLL_MS` growing to 1 s, retries connection glitches), whose statuses feed the progress bar.
 */
export function batchApi(
  client: FixcloudClient,
  submit: (ids: string[], requestId: string) => Promise<BatchJob | BatchStatus>,
): BatchApi {
  return {
    submit,
    wait: (job, signal, onProgress) =>
      client.accounts.batches.wait(job, {
        signal,
        intervalMs: POLL_MS,
        ...(onProgress ? { onProgress } : {}),
      }),
  };
}

/** A bulk verb without parameters: one batch call of `client.accounts` per chunk. */
export function plainBulkVerb(
  action: string,
  label: BatchActionName,
  call: "activate" | "enable" | "disable" | "resetPassword",
): BulkVerb {
  return {
    action,
    label,
    params: {},
    describeParams: () => "",
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) => client.accounts[call]({ selectType, ids, requestId })),
  };
}

/** The bulk verb of `accounts activate`. */
export const activateVerb = (): BulkVerb => plainBulkVerb("activate", "activate", "activate");

/** The bulk verb of `accounts enable`. */
export const enableVerb = (): BulkVerb => plainBulkVerb("enable", "enable", "enable");

/** The bulk verb of `accounts disable`. */
export const disableVerb = (): BulkVerb => plainBulkVerb("disable", "disable", "disable");

/**
 * The bulk verb of `accounts reset-password`; `graceDays` (0-7) keeps the old passwords valid
 * that long beside the new ones (docs/ntrip-caster.md "Password rotation").
 */
export function resetPasswordVerb(params: { graceDays?: number } = {}): BulkVerb {
  const graceDays = params.graceDays ?? 0;
  if (graceDays === 0) return plainBulkVerb("reset-password", "resetPassword", "resetPassword");
  return {
    action: "reset-password",
    label: "resetPassword",
    params: { graceDays },
    describeParams: (c) => c.t("param.graceDays", { days: graceDays }),
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.resetPassword({ selectType, ids, requestId, graceDays }),
      ),
  };
}

/** The bulk verb of `accounts remark` with these parameters. */
export function remarkVerb(params: { accountRemark: string }): BulkVerb {
  const { accountRemark } = params;
  return {
    action: "remark",
    label: "remark",
    params: { accountRemark },
    describeParams: (c) => c.t("param.remark", { remark: accountRemark }),
    // The remark call answers the finished batch at once.
    api: (client, selectType) =>
      batchApi(client, (ids) => client.accounts.setRemark({ selectType, ids, accountRemark })),
  };
}

/** The bulk verb of `accounts activation-type` with these parameters. */
export function activationTypeVerb(params: { activationType: EnumValueOf<typeof activationType> }): BulkVerb {
  const value = params.activationType;
  return {
    action: "activation-type",
    label: "activationType",
    params: { activationType: value },
    describeParams: (c) =>
      c.t("param.activationType", { mode: showLabel({ ...c, color: false }, activationType, value) }),
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.setActivationType({ selectType, ids, activationType: value, requestId }),
      ),
  };
}

/** The bulk verb of `accounts trial` with these parameters. */
export function trialVerb(params: { silentSwitchStatus: 0 | 1; trialDays?: number }): BulkVerb {
  const { silentSwitchStatus, trialDays } = params;
  const on = silentSwitchStatus === 1;
  return {
    action: "trial",
    label: on ? "trialOn" : "trialOff",
    params: { silentSwitchStatus, ...(trialDays ? { trialDays } : {}) },
    describeParams: (c) => (on && trialDays ? c.t("param.trialDays", { days: trialDays }) : ""),
    // Trial entries exist only when the server reports customerSilent (part1 §4); the
    // server's own check of the selection comes next. Both before anything changes.
    async precheck(c, client, selectType, firstIds) {
      const sw = await client.accounts.silentSwitch();
      if (!sw.customerSilent) throw new Error(c.t("trial.notAllowed"));
      const check = await client.accounts.checkTrial({ selectType, ids: firstIds });
      if (!check.allowed) throw new Error(c.t("trial.refused", { message: check.message }));
    },
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.setTrial({
          selectType,
          ids,
          requestId,
          silentSwitchStatus,
          ...(trialDays ? { trialDays } : {}),
        }),
      ),
  };
}

/** The bulk verb of `accounts validity` with these parameters. */
export function validityVerb(params: ReturnType<typeof validityParams>): BulkVerb {
  const { validTime, validTimeUnit, silenceTime, silenceTimeUnit, limitUseSum } = params;
  return {
    action: "validity",
    label: "editValidity",
    params: { ...params },
    describeParams: (c) =>
      c.t("param.validity", {
        valid: formatPeriod(c.language, validTime ?? null, validTimeUnit ?? null),
        silence: formatPeriod(c.language, silenceTime ?? null, silenceTimeUnit ?? null) || "-",
        limit: limitUseSum ?? "-",
      }),
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.setValidity({
          selectType,
          ids,
          requestId,
          validTime: validTime!,
          validTimeUnit: validTimeUnit!,
          ...(silenceTime !== undefined ? { silenceTime, silenceTimeUnit } : {}),
          ...(limitUseSum !== undefined ? { limitUseSum } : {}),
        }),
      ),
  };
}

/** A journal's action → its bulk verb, from the parameters the journal recorded. */
const BUILDERS: Record<string, (params: never) => BulkVerb> = {
  activate: activateVerb,
  enable: enableVerb,
  disable: disableVerb,
  "reset-password": resetPasswordVerb,
  remark: remarkVerb,
  "activation-type": activationTypeVerb,
  trial: trialVerb,
  validity: validityVerb,
};

/** The bulk verb of a journal's action with its parameters, or undefined for an action this version does not know. */
export function verbForJob(action: string, params: Record<string, unknown>): BulkVerb | undefined {
  const build = BUILDERS[action] as ((p: Record<string, unknown>) => BulkVerb) | undefined;
  return build?.(params);
}
