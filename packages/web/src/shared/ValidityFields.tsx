// The validity fields of part1 §5, §7 laid out for the pool fill dialog and the accounts' and
// device accounts' "edit validity": the SDK's validity form (catalogue/pools/forms.ts) gives the
// fields, labels, required marks and rules; here only their places (a period beside its unit)
// and the help under them. Values stay text so the SDK rules judge exactly what was typed.
import { type FormDescriptor, type FormValues, type ValidityPayload, validityPayload } from "@fixcloud/sdk";
import { Group, Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DescribedField, type FieldWidgetProps } from "./form/DescribedForm";

/** The validity of an edit: valid time and unit required, silence period and usage limit optional. */
export type ValidityEdit = ValidityPayload & Required<Pick<ValidityPayload, "validTime" | "validTimeUnit">>;

/** The body of an edit, from values the form's rules accepted (they require a valid period). */
export function validityEdit(v: Readonly<Record<string, unknown>>, withLimit: boolean): ValidityEdit | null {
  const body = validityPayload(v, withLimit);
  return body.validTime !== undefined && body.validTimeUnit !== undefined
    ? { ...body, validTime: body.validTime, validTimeUnit: body.validTimeUnit }
    : null;
}

/** Props of {@link ValidityFields}. */
export interface ValidityFieldsProps<D extends FormDescriptor> {
  /** A form with the validity fields (the validity form, or the pool fill form). */
  descriptor: D;
  form: UseFormReturnType<FormValues<D>>;
}

/** A unit's select, labelled for screen readers only: it stands beside its period's input. */
function UnitSelect({ field: f, label, required, inputProps }: FieldWidgetProps) {
  const { t } = useTranslation("common");
  return (
    <Select
      aria-label={label}
      withAsterisk={required}
      w={120}
      clearable
      placeholder={t("validity.unitPlaceholder")}
      comboboxProps={{ withinPortal: true }}
      data={(f.enum?.values ?? []).map((u) => ({
        value: String(u.value),
        label: t(u.labelKey, { ns: "sdk" }),
      }))}
      {...inputProps}
      // The form holds "" for no unit; Mantine's Select means "none" by null (no clear button).
      value={(inputProps.value as string | null) || null}
    />
  );
}

/**
 * The validity inputs of `descriptor` that it has: usage limit (not in a concurrency pool's
 * form), valid time and unit, silence time and unit.
 */
export function ValidityFields<D extends FormDescriptor>({ descriptor, form }: ValidityFieldsProps<D>) {
  const { t } = useTranslation("common");
  const has = (key: string) => descriptor.fields.some((f) => f.key === key);
  const validRequired = descriptor.fields.some((f) => f.key === "validTime" && f.required === true);
  const at = (name: string) => ({ descriptor, form, mode: "add" as const, name: name as never });
  const numeric = { inputMode: "numeric" };
  return (
    <>
      {has("limitUseSum") && (
        <DescribedField {...at("limitUseSum")} description={t("validity.optional")} inputExtra={numeric} />
      )}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DescribedField
          {...at("validTime")}
          description={validRequired ? undefined : t("validity.optional")}
          inputExtra={{ ...numeric, style: { flex: 1 } }}
        />
        <DescribedField {...at("validTimeUnit")} widget={UnitSelect} />
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DescribedField
          {...at("silenceTime")}
          description={t("validity.silenceHint")}
          inputExtra={{ ...numeric, style: { flex: 1 } }}
        />
        <DescribedField {...at("silenceTimeUnit")} widget={UnitSelect} />
      </Group>
    </>
  );
}
