// The validity forms of part1 §5, §7: the validity fields (usage limit, silence period and unit,
// valid period and unit) are described once here and shared by the pool fill ("bind": a count
// and the validity), the service accounts' batch "edit validity" and the device accounts' "edit
// validity"; plus the device dialogs' remark and add-by-count. The console's dialogs, the CLI's
// `pools fill` / `accounts validity` flags, the payload types and the sandbox's checks come from
// these. The fields are in the order their rules are checked (a silence period needs its unit
// before the valid period is judged), so the first failing field is the one the spec names first.
import { accounts } from "../accounts/rules.js";
import { defineForm, type FieldDef, type FormDescriptor, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { NumberInput, Text } from "../shared/rules.js";
import { timeUnit } from "./enums.js";
import { pools } from "./rules.js";

const n = (v: unknown) => v as NumberInput;

/**
 * The validity fields; `validRequired`: a valid period must be given (editing validity), not
 * optional (filling a pool). The valid period's rules read the silence period (cross-field).
 */
function validityFields(validRequired: boolean) {
  return [
    field("limitUseSum", "text", {
      labelKey: "field.limitUseNum",
      rule: (v) => pools.usageLimit(n(v)),
    }),
    field("silenceTime", "text", {
      labelKey: "field.silenceName",
      rule: (v) => pools.silenceTime(n(v)),
    }),
    field("silenceTimeUnit", "select", {
      enum: timeUnit,
      label: { "zh-CN": "静默期单位", en: "Silence period unit" },
      rule: (v, all) => pools.silenceUnit(v as Text, n(all.silenceTime)),
    }),
    field("validTime", "text", {
      labelKey: "field.validName",
      required: validRequired,
      rule: (v, all) => pools.validTime(n(v), n(all.silenceTime), validRequired),
    }),
    field("validTimeUnit", "select", {
      enum: timeUnit,
      required: validRequired,
      label: { "zh-CN": "有效期单位", en: "Validity period unit" },
      rule: (v, all) => pools.validUnit(v as Text, n(all.validTime), n(all.silenceTime), validRequired),
    }),
  ] as const;
}

/**
 * Editing validity (part1 §2 batch "edit validity", §5): the valid period and its unit required,
 * the silence period and the usage limit optional. Service accounts and the device accounts of
 * pools that are not concurrency pools; {@link withoutUsageLimit} for the others.
 */
export const validityForm = defineForm({
  name: "validity",
  source: "part1 §2, §5",
  fields: validityFields(true),
});

/** Creating accounts in a pool (part1 §7 "binding", §5): how many, then the optional validity. */
export const poolFillForm = defineForm({
  name: "poolFill",
  source: "part1 §5, §7",
  fields: [
    field("creatAccountSum", "text", {
      required: true,
      rule: (v) => pools.fillCount(n(v)),
    }),
    ...validityFields(false),
  ],
});

/**
 * Form `d` without the usage limit: concurrency pools and their device accounts take none
 * (part1 §5), so it is neither offered nor checked there.
 */
export function withoutUsageLimit<D extends FormDescriptor>(d: D): FormDescriptor<readonly FieldDef[]> {
  return { ...d, fields: d.fields.filter((f) => f.key !== "limitUseSum") };
}

/** Whether pools of calculation type `calType` take a usage limit (concurrency pools do not). */
export const takesUsageLimit = (calType: string): boolean => calType !== "concurrent_pool";

/** The pool fill form of a pool of calculation type `calType`. */
export const poolFillFormFor = (calType: string) =>
  takesUsageLimit(calType) ? poolFillForm : withoutUsageLimit(poolFillForm);

/** The validity edit form of device accounts (concurrency pool: no usage limit). */
export const validityFormFor = (concurrent: boolean) =>
  concurrent ? withoutUsageLimit(validityForm) : validityForm;

/** The remark of selected device accounts (part1 §2, §5): at most LIMITS.remarkMax characters. */
export const deviceRemarkForm = defineForm({
  name: "deviceRemark",
  source: "part1 §2, §5",
  fields: [
    field("accountRemark", "text", {
      max: LIMITS.remarkMax,
      rule: (v) => accounts.remark(v as Text),
    }),
  ],
});

/** Adding device accounts by count or generating service IDs (part1 §5): 1 to 10,000. L000409. */
export const addCountForm = defineForm({
  name: "addCount",
  source: "part1 §5",
  fields: [
    field("num", "text", {
      required: true,
      label: { "zh-CN": "数量", en: "Count" },
      rule: (v) => pools.addCount(n(v)),
    }),
  ],
});

/**
 * The validity fields of a request, from form values the rules accepted: the numbers as
 * numbers, a unit only beside its period, the usage limit only when `withLimit`. Fields left
 * empty are left out (the silence period then ends; the usage limit is kept).
 */
export function validityPayload(
  values: Readonly<Record<string, unknown>>,
  withLimit: boolean,
): ValidityPayload {
  const num = (v: unknown) => {
    const s = v === undefined || v === null ? "" : String(v).trim();
    return s === "" ? undefined : Number(s);
  };
  const unit = (u: unknown) => (u === "day" || u === "month" ? u : undefined);
  const out: ValidityPayload = {};
  const limit = withLimit ? num(values.limitUseSum) : undefined;
  if (limit !== undefined) out.limitUseSum = limit;
  const silence = num(values.silenceTime);
  const silenceUnit = unit(values.silenceTimeUnit);
  if (silence !== undefined && silenceUnit)
    Object.assign(out, { silenceTime: silence, silenceTimeUnit: silenceUnit });
  const valid = num(values.validTime);
  const validUnit = unit(values.validTimeUnit);
  if (valid !== undefined && validUnit) Object.assign(out, { validTime: valid, validTimeUnit: validUnit });
  return out;
}

/** The validity fields of a request (part1 §7): periods in whole units of `day` or `month`. */
export interface ValidityPayload {
  limitUseSum?: number;
  silenceTime?: number;
  silenceTimeUnit?: "day" | "month";
  validTime?: number;
  validTimeUnit?: "day" | "month";
}
