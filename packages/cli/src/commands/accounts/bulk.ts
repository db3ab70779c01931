// The bulk verbs of `fixcloud accounts`: activate, enable, disable, reset-password, remark,
// activation-type, trial, validity. Each is a BulkVerb (bulk/job.ts): its parameters,
// checked here before any call with the SDK's rules, and its batch calls.
import { type FixcloudClient, rules } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import type { BatchApi } from "../../bulk/engine.js";
import { type BulkOptions, type BulkVerb, parseBulkFlags, runBulk } from "../../bulk/job.js";
import type { VerbModule } from "../../runner.js";
import { sdkMessage } from "../../output/print.js";
import { parseSelection } from "../../select/selection.js";
import { choiceFlag, intFlag } from "../flags.js";

export type VerbName =
  | "activate"
  | "enable"
  | "disable"
  | "reset-password"
  | "remark"
  | "activation-type"
  | "trial"
  | "validity";

interface Options extends BulkOptions {
  verb: BulkVerb;
}

/** Poll interval of a batch: short, so a 1000-row chunk is picked up as soon as it is done. */
const POLL_MS = 10;

/** A batch API from one submit function; waiting is the SDK's waitForBatch. */
function batchApi(client: FixcloudClient, submit: BatchApi["submit"]): BatchApi {
  return {
    submit,
    wait: (batchId, signal) => client.accounts.waitForBatch(batchId, { signal, intervalMs: POLL_MS }),
  };
}

/** An SDK rule's L-code as a usage error in the context language. */
function ruleError(ctx: Context, code: string | null): void {
  if (code) throw new UsageError(sdkMessage(ctx, code));
}

type ParamsParser = (o: Record<string, unknown>, ctx: Context) => Omit<BulkVerb, "action">;

const simple =
  (label: BulkVerb["label"], call: "activate" | "enable" | "disable" | "resetPassword"): ParamsParser =>
  () => ({
    label,
    params: {},
    describeParams: () => "",
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) => client.accounts[call]({ selectType, ids, requestId })),
  });

const VERBS: Record<VerbName, ParamsParser> = {
  activate: simple("action.activate", "activate"),
  enable: simple("action.enable", "enable"),
  disable: simple("action.disable", "disable"),
  "reset-password": simple("action.resetPassword", "resetPassword"),

  remark(o, ctx) {
    if (o.remark === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--remark" }));
    const accountRemark = String(o.remark).trim();
    ruleError(ctx, rules.accounts.batchRemark(accountRemark));
    return {
      label: "action.remark",
      params: { accountRemark },
      describeParams: (c) => c.t("param.remark", { remark: accountRemark }),
      api: (client, selectType) =>
        batchApi(client, (ids) => client.accounts.setRemark({ selectType, ids, accountRemark })),
    };
  },

  "activation-type"(o, ctx) {
    if (o.mode === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--mode" }));
    const mode = choiceFlag(ctx.t, "--mode", o.mode, ["manual", "automatic"] as const)!;
    const activationType = mode === "manual" ? 1 : 2;
    return {
      label: "action.activationType",
      params: { activationType },
      describeParams: (c) =>
        c.t("param.activationType", { mode: sdkMessage(c, `activationType.${activationType}`) }),
      api: (client, selectType) =>
        batchApi(client, (ids, requestId) =>
          client.accounts.setActivationType({ selectType, ids, activationType, requestId }),
        ),
    };
  },

  trial(o, ctx) {
    const on = o.on === true;
    const off = o.off === true;
    if (on === off) throw new UsageError(ctx.t("usage.onOff"));
    if (off && o.days !== undefined)
      throw new UsageError(ctx.t("usage.conflict", { a: "--off", b: "--days" }));
    let trialDays: number | undefined;
    if (on) {
      if (o.days === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--days" }));
      ruleError(ctx, rules.accounts.trialDays(String(o.days)));
      trialDays = intFlag(ctx.t, "--days", o.days, 1, 3650);
    }
    const silentSwitchStatus = on ? 1 : 0;
    return {
      label: on ? "action.trialOn" : "action.trialOff",
      params: { silentSwitchStatus, ...(trialDays ? { trialDays } : {}) },
      describeParams: (c) => (on ? c.t("param.trialDays", { days: trialDays! }) : ""),
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
  },

  validity(o, ctx) {
    const input = {
      validTime: o.validTime as string | undefined,
      validTimeUnit: o.validUnit as string | undefined,
      silenceTime: o.silenceTime as string | undefined,
      silenceTimeUnit: o.silenceUnit as string | undefined,
      limitUseSum: o.limit as string | undefined,
    };
    // part1 §5: the pool-fill rules (L000388-L000393); a valid time is required here.
    ruleError(ctx, rules.pools.validityErrors(input, { type: 2 }));
    const units = ["day", "month"] as const;
    const validTimeUnit = choiceFlag(ctx.t, "--valid-unit", input.validTimeUnit, units)!;
    const silenceTimeUnit = choiceFlag(ctx.t, "--silence-unit", input.silenceTimeUnit, units);
    const validTime = intFlag(ctx.t, "--valid-time", input.validTime, 1, 100_000)!;
    const silenceTime = intFlag(ctx.t, "--silence-time", input.silenceTime, 1, 100_000);
    const limitUseSum = intFlag(ctx.t, "--limit", input.limitUseSum, 1, Number.MAX_SAFE_INTEGER);
    if (silenceTimeUnit && silenceTime === undefined)
      throw new UsageError(ctx.t("usage.needs", { flag: "--silence-unit", other: "--silence-time" }));
    const params = {
      validTime,
      validTimeUnit,
      ...(silenceTime !== undefined ? { silenceTime, silenceTimeUnit } : {}),
      ...(limitUseSum !== undefined ? { limitUseSum } : {}),
    };
    return {
      label: "action.validity",
      params,
      describeParams: (c) =>
        c.t("param.validity", {
          valid: `${validTime} ${sdkMessage(c, `timeUnit.${validTimeUnit}`)}`,
          silence:
            silenceTime !== undefined
              ? `${silenceTime} ${sdkMessage(c, `timeUnit.${silenceTimeUnit}`)}`
              : "-",
          limit: limitUseSum ?? "-",
        }),
      api: (client, selectType) =>
        batchApi(client, (ids, requestId) =>
          client.accounts.setValidity({ selectType, ids, requestId, ...params }),
        ),
    };
  },
};

/** The verb module of one bulk verb (see index.ts: `import("./bulk.js").then((m) => m.verb("activate"))`). */
export function verb(name: VerbName): VerbModule<Options> {
  return {
    parseOptions(_args, o, ctx) {
      const def = VERBS[name](o, ctx);
      const selection = parseSelection(o, ctx);
      const flags = parseBulkFlags(o, ctx);
      return { ...flags, selection, verb: { action: name, ...def } };
    },
    run: (ctx, opts) => runBulk(ctx, opts.verb, opts),
  };
}
