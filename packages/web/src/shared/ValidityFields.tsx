// The validity fields of part1 §5, §7, shared by the pool fill dialog, the accounts' and the
// device accounts' "edit validity": usage limit (not for concurrency pools), valid time and
// unit, silence time and unit. Values stay text so the SDK rules judge exactly what was typed;
// a rule's L-code is shown on the field it is about.
import { enumValues, labelKey, type RuleResult } from "@fixcloud/sdk";
import type { GetInputPropsReturnType } from "@mantine/form";
import { Group, Select, TextInput } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ruleMessage } from "./rules";

/** The form values of the validity fields (text as typed, units `day`/`month` or null). */
export interface ValidityValues {
  limitUseSum: string;
  silenceTime: string;
  silenceTimeUnit: string | null;
  validTime: string;
  validTimeUnit: string | null;
}

/** Nothing filled in. */
export const EMPTY_VALIDITY: ValidityValues = {
  limitUseSum: "",
  silenceTime: "",
  silenceTimeUnit: null,
  validTime: "",
  validTimeUnit: null,
};

/** The validity part of a request: the fields filled in, as numbers and units. */
export interface ValidityBody {
  limitUseSum?: number;
  silenceTime?: number;
  silenceTimeUnit?: "day" | "month";
  validTime?: number;
  validTimeUnit?: "day" | "month";
}

/** The fields that were filled in, for the API (run after the rules passed). */
export function validityBody(v: ValidityValues, withLimit: boolean): ValidityBody {
  const num = (s: string) => (s.trim() === "" ? undefined : Number(s.trim()));
  const unit = (u: string | null) => (u === "day" || u === "month" ? u : undefined);
  const body: ValidityBody = {};
  const limit = withLimit ? num(v.limitUseSum) : undefined;
  if (limit !== undefined) body.limitUseSum = limit;
  const silence = num(v.silenceTime);
  const silenceUnit = unit(v.silenceTimeUnit);
  if (silence !== undefined && silenceUnit)
    Object.assign(body, { silenceTime: silence, silenceTimeUnit: silenceUnit });
  const valid = num(v.validTime);
  const validUnit = unit(v.validTimeUnit);
  if (valid !== undefined && validUnit) Object.assign(body, { validTime: valid, validTimeUnit: validUnit });
  return body;
}

/** The validity of an edit: valid time and unit required, silence period and usage limit optional. */
export type ValidityEdit = ValidityBody & Required<Pick<ValidityBody, "validTime" | "validTimeUnit">>;

/** The body of an edit (run after the rules passed, which require a valid time and unit). */
export function validityEdit(v: ValidityValues, withLimit: boolean): ValidityEdit | null {
  const body = validityBody(v, withLimit);
  return body.validTime !== undefined && body.validTimeUnit !== undefined
    ? { ...body, validTime: body.validTime, validTimeUnit: body.validTimeUnit }
    : null;
}

/** The field each L-code of the pool and validity rules (rules.pools) is about. */
const FIELD_OF: Readonly<Record<string, string>> = {
  L000387: "creatAccountSum",
  L000388: "limitUseSum",
  L000389: "silenceTime",
  L000390: "silenceTimeUnit",
  L000391: "validTime",
  L000392: "validTimeUnit",
  L000393: "validTime",
};

/** A form-level validator's answer for a rule result: its text on the field it is about. */
export function ruleErrors(t: TFunction, code: RuleResult): Record<string, string> {
  const message = ruleMessage(t, code);
  return code && message ? { [FIELD_OF[code] ?? "validTime"]: message } : {};
}

/** Props of {@link ValidityFields}. */
export interface ValidityFieldsProps {
  /** The form's input props of a field (`form.getInputProps`). */
  inputProps: (field: keyof ValidityValues) => GetInputPropsReturnType;
  withLimit: boolean;
  /** The valid time is required (editing validity), not optional (filling a pool). */
  validRequired?: boolean;
}

/**
 * The validity inputs: usage limit (unless a concurrency pool), valid time and unit, silence time and unit.
 */
export function ValidityFields({ inputProps, withLimit, validRequired = false }: ValidityFieldsProps) {
  const { t } = useTranslation("common");
  const units = enumValues("timeUnit").map((u) => ({
    value: String(u),
    label: t(labelKey("timeUnit", u) ?? String(u), { ns: "sdk" }),
  }));
  const unitProps = {
    data: units,
    w: 120,
    clearable: true,
    placeholder: t("validity.unitPlaceholder"),
    comboboxProps: { withinPortal: true },
  };
  return (
    <>
      {withLimit && (
        <TextInput
          label={t("sdk:field.limitUseNum")}
          description={t("validity.optional")}
          inputMode="numeric"
          {...inputProps("limitUseSum")}
        />
      )}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("sdk:field.validName")}
          description={validRequired ? undefined : t("validity.optional")}
          withAsterisk={validRequired}
          inputMode="numeric"
          {...inputProps("validTime")}
        />
        <Select
          aria-label={t("validity.validTimeUnit")}
          withAsterisk={validRequired}
          {...unitProps}
          {...inputProps("validTimeUnit")}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("sdk:field.silenceName")}
          description={t("validity.silenceHint")}
          inputMode="numeric"
          {...inputProps("silenceTime")}
        />
        <Select
          aria-label={t("validity.silenceTimeUnit")}
          {...unitProps}
          {...inputProps("silenceTimeUnit")}
        />
      </Group>
    </>
  );
}
