// The filter form of the list screens (accounts, pools, device accounts; part1 §2): text,
// select and day-range fields described by data. Text is trimmed; days are picked in the stored
// time zone and sent as UTC wire times covering whole days. The URL stays the source of truth.
import { type EnumName, enumValues, labelKey, SERVICE_TYPES, type ServiceType } from "@fixcloud/sdk";
import { Button, Group, Select, SimpleGrid, type SimpleGridProps, TextInput } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "dayjs/locale/zh-cn";
import type { TFunction } from "i18next";
import { type FormEvent, memo, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DayRange, dayRangeToWire, wireToDayRange } from "./dateRange";
import { useSettings } from "./useSettings";

export interface SelectOption {
  value: string;
  label: string;
}

/** One field; `key` (and `from`/`to` for days) are the URL search and list request names. */
export type FilterField =
  | { kind: "text"; key: string; label: string }
  | { kind: "select"; key: string; label: string; options: SelectOption[]; searchable?: boolean }
  /** An SDK enum: numeric values, labels from the sdk messages. */
  | { kind: "enum"; key: string; label: string; name: EnumName }
  | { kind: "days"; label: string; from: string; to: string };

type Filters = Record<string, string | number | undefined>;
type FormState = Record<string, string | null | DayRange>;
type TimeZone = "UTC" | "local";

const formKey = (f: FilterField) => (f.kind === "days" ? f.from : f.key);

function toForm(fields: readonly FilterField[], value: Filters, tz: TimeZone): FormState {
  const form: FormState = {};
  for (const f of fields) {
    if (f.kind === "days") form[f.from] = wireToDayRange(str(value[f.from]), str(value[f.to]), tz);
    else if (f.kind === "text") form[f.key] = str(value[f.key]) ?? "";
    else form[f.key] = value[f.key] === undefined ? null : String(value[f.key]);
  }
  return form;
}

function toFilters(fields: readonly FilterField[], form: FormState, tz: TimeZone): Filters {
  const out: Filters = {};
  for (const f of fields) {
    const v = form[formKey(f)];
    if (f.kind === "days") [out[f.from], out[f.to]] = dayRangeToWire(v as DayRange, tz);
    else if (f.kind === "text") out[f.key] = (v as string).trim() || undefined;
    else if (v === null || v === "") out[f.key] = undefined;
    else out[f.key] = f.kind === "enum" ? Number(v) : (v as string);
  }
  return out;
}

/** Serving products of a service type: the serv_prod dictionary, else the spec's codes (part1 §9). */
export function productOptions(
  dict: readonly { dictCode: string; dictName: string }[] | undefined,
  selectType: ServiceType,
  t: TFunction,
): SelectOption[] {
  if (dict?.length) return dict.map((d) => ({ value: d.dictCode, label: d.dictName }));
  return SERVICE_TYPES[selectType].products.map((p) => ({
    value: p,
    label: t(`serviceProduct.${p}`, { ns: "sdk" }),
  }));
}

/** The service product select of the account and pool filters. */
export function productField(
  label: string,
  dict: readonly { dictCode: string; dictName: string }[] | undefined,
  selectType: ServiceType,
  t: TFunction,
): FilterField {
  const options = productOptions(dict, selectType, t);
  return { kind: "select", key: "serviceProduct", label, options, searchable: true };
}

/**
 * The filter part of a URL search, stable while those values stay: the form resets to its
 * value only when it really changes (not on every render of the page).
 */
export function useFilterValue<S extends object, K extends keyof S>(
  search: S,
  keys: readonly K[],
): Partial<Pick<S, K>> {
  const json = JSON.stringify(keys.map((k) => search[k]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the values change
  return useMemo(() => {
    const out: Partial<Pick<S, K>> = {};
    for (const k of keys) out[k] = search[k];
    return out;
  }, [json]);
}

const str = (v: string | number | undefined) => (v === undefined ? undefined : String(v));

function enumOptions(t: TFunction, name: EnumName): SelectOption[] {
  return enumValues(name).map((v) => ({
    value: String(v),
    label: t(labelKey(name, v) ?? String(v), { ns: "sdk" }),
  }));
}

export interface FilterFormProps<F> {
  /** Accessible name of the form. */
  label: string;
  fields: readonly FilterField[];
  value: F;
  onSearch: (filters: F) => void;
  onReset: () => void;
  cols: SimpleGridProps["cols"];
}

/**
 * Memoized: the list re-renders on every fetch and tick; the form only follows the URL (back,
 * forward, reset, a time-zone switch), synced during render so a search commits once.
 */
export const FilterForm = memo(function FilterForm<F extends object>({
  label,
  fields,
  value,
  onSearch,
  onReset,
  cols,
}: FilterFormProps<F>) {
  const { t } = useTranslation("common");
  const { language, timeZone } = useSettings();
  const filters = value as Filters;
  const [form, setForm] = useState<FormState>(() => toForm(fields, filters, timeZone));
  const [synced, setSynced] = useState({ value, timeZone });
  if (synced.value !== value || synced.timeZone !== timeZone) {
    setSynced({ value, timeZone });
    setForm(toForm(fields, filters, timeZone));
  }
  const set = (key: string) => (v: string | null | DayRange) => setForm((f) => ({ ...f, [key]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(toFilters(fields, form, timeZone) as F);
  }

  const selectProps = {
    clearable: true,
    placeholder: t("filters.placeholderSelect"),
    comboboxProps: { withinPortal: true },
  };

  return (
    <DatesProvider
      settings={{ locale: language === "en" ? "en" : "zh-cn", firstDayOfWeek: language === "en" ? 0 : 1 }}
    >
      <form
        onSubmit={submit}
        onReset={(e) => {
          e.preventDefault();
          onReset();
        }}
        aria-label={label}
      >
        <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
          {fields.map((f) => {
            const key = formKey(f);
            if (f.kind === "text")
              return (
                <TextInput
                  key={key}
                  label={f.label}
                  placeholder={t("filters.placeholderText")}
                  value={form[key] as string}
                  maxLength={100}
                  onChange={(e) => set(key)(e.currentTarget.value)}
                />
              );
            if (f.kind === "days")
              return (
                <DatePickerInput
                  key={key}
                  type="range"
                  clearable
                  allowSingleDateInRange
                  valueFormat="YYYY-MM-DD"
                  placeholder={t("filters.placeholderRange")}
                  label={f.label}
                  value={form[key] as DayRange}
                  onChange={(v) => set(key)(v as DayRange)}
                />
              );
            return (
              <Select
                key={key}
                label={f.label}
                data={f.kind === "enum" ? enumOptions(t, f.name) : f.options}
                value={form[key] as string | null}
                onChange={set(key)}
                searchable={f.kind === "select" && f.searchable}
                {...selectProps}
              />
            );
          })}
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t("action.search")}</Button>
          <Button type="reset" variant="default">
            {t("action.reset")}
          </Button>
        </Group>
      </form>
    </DatesProvider>
  );
}) as <F extends object>(props: FilterFormProps<F>) => React.ReactNode;
