// The validity fields shared by "bind" (fill accounts) and the device page's "edit validity"
// (part1 §5, §7): usage limit (not for concurrency pools), silence time and unit, valid time
// and unit. Values stay text so the SDK rules judge exactly what was typed.
import { enumValues, labelKey } from "@fixcloud/sdk";
import { Group, Select, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";

export interface ValidityValues {
  limitUseSum: string;
  silenceTime: string;
  silenceTimeUnit: string | null;
  validTime: string;
  validTimeUnit: string | null;
}

export const EMPTY_VALIDITY: ValidityValues = {
  limitUseSum: "",
  silenceTime: "",
  silenceTimeUnit: null,
  validTime: "",
  validTimeUnit: null,
};

/** The fields that were filled in, as numbers and units for the API. */
export function validityBody(v: ValidityValues, withLimit: boolean) {
  const num = (s: string) => (s.trim() === "" ? undefined : Number(s.trim()));
  const unit = (u: string | null) => (u === "day" || u === "month" ? u : undefined);
  const body: {
    limitUseSum?: number;
    silenceTime?: number;
    silenceTimeUnit?: "day" | "month";
    validTime?: number;
    validTimeUnit?: "day" | "month";
  } = {};
  const put = <K extends keyof typeof body>(k: K, value: (typeof body)[K]) => {
    if (value !== undefined) body[k] = value;
  };
  if (withLimit) put("limitUseSum", num(v.limitUseSum));
  put("silenceTime", num(v.silenceTime));
  if (body.silenceTime !== undefined) put("silenceTimeUnit", unit(v.silenceTimeUnit));
  put("validTime", num(v.validTime));
  if (body.validTime !== undefined) put("validTimeUnit", unit(v.validTimeUnit));
  return body;
}

export interface ValidityFieldsProps {
  value: ValidityValues;
  onChange: (next: ValidityValues) => void;
  withLimit: boolean;
  validRequired?: boolean;
}

export function ValidityFields({ value, onChange, withLimit, validRequired }: ValidityFieldsProps) {
  const { t } = useTranslation(POOLS_NS);
  const units = enumValues("timeUnit").map((u) => ({
    value: String(u),
    label: t(labelKey("timeUnit", u) ?? String(u), { ns: "sdk" }),
  }));
  const set = <K extends keyof ValidityValues>(k: K, v: ValidityValues[K]) => onChange({ ...value, [k]: v });
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
          label={t("validity.limitUseSum")}
          description={t("validity.optional")}
          inputMode="numeric"
          value={value.limitUseSum}
          onChange={(e) => set("limitUseSum", e.currentTarget.value)}
        />
      )}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("validity.validTime")}
          description={validRequired ? undefined : t("validity.optional")}
          withAsterisk={validRequired}
          inputMode="numeric"
          value={value.validTime}
          onChange={(e) => set("validTime", e.currentTarget.value)}
        />
        <Select
          aria-label={t("validity.validTimeUnit")}
          value={value.validTimeUnit}
          onChange={(v) => set("validTimeUnit", v)}
          {...unitProps}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("validity.silenceTime")}
          description={t("validity.silenceHint")}
          inputMode="numeric"
          value={value.silenceTime}
          onChange={(e) => set("silenceTime", e.currentTarget.value)}
        />
        <Select
          aria-label={t("validity.silenceTimeUnit")}
          value={value.silenceTimeUnit}
          onChange={(v) => set("silenceTimeUnit", v)}
          {...unitProps}
        />
      </Group>
    </>
  );
}
