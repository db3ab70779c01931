// The filter form of the list pages (part1 §2), built from the SDK's list descriptor: a text
// input, a select, a number or a day range per filter, labelled with the SDK's `field.*`
// labels; a select offers the enum's values with their SDK labels, narrowed to the list's
// scope (e.g. the products of a service type). Days are picked in the stored time zone. The URL
// stays the source of truth: the form follows it and a search replaces it.
import { type FilterValues, filterFields, type ListDescriptor, labelKey, valuesOf } from "@fixcloud/sdk";
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  type SimpleGridProps,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useForm } from "@mantine/form";
import "dayjs/locale/zh-cn";
import { memo, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../useSettings";
import { shownFilters, toFormValues, toSearchValues } from "./filterValues";

/** A select with more options than this can be searched by typing. */
const SEARCHABLE_FROM = 8;

/** Props of {@link FilterForm} for the list described by `D`. */
export interface FilterFormProps<D extends ListDescriptor> {
  descriptor: D;
  /** The filters to show (all when absent), by key. */
  keys?: readonly string[];
  /** The list's scope (e.g. `{ selectType }`), for filters whose options depend on it. */
  scope?: Readonly<Record<string, unknown>>;
  /** Accessible name of the form. */
  label: string;
  /** The URL's filters; keep it stable while they do not change (see useStableFilters). */
  value: FilterValues<D>;
  onSearch: (filters: FilterValues<D>) => void;
  onReset: () => void;
  cols: SimpleGridProps["cols"];
}

/**
 * Memoized: the list re-renders on every fetch and tick; the form only follows the URL (back,
 * forward, reset, a time-zone switch), synced during render so a search commits once.
 */
export const FilterForm = memo(function FilterForm<D extends ListDescriptor>({
  descriptor,
  keys,
  scope,
  label,
  value,
  onSearch,
  onReset,
  cols,
}: FilterFormProps<D>) {
  const { t } = useTranslation("common");
  const { language, timeZone } = useSettings();
  const filters = useMemo(() => shownFilters(descriptor, keys), [descriptor, keys]);
  const search = value as Readonly<Record<string, unknown>>;
  const form = useForm({ initialValues: toFormValues(filters, search, timeZone) });
  const [synced, setSynced] = useState({ value, timeZone });
  if (synced.value !== value || synced.timeZone !== timeZone) {
    setSynced({ value, timeZone });
    form.setValues(toFormValues(filters, search, timeZone));
  }

  // Options and labels change with the language and scope only, not with typing.
  const options = useMemo(
    () =>
      Object.fromEntries(
        filters.map((f) => {
          if (f.kind !== "enum") return [f.key, []];
          const values = (f.optionsFor?.(scope ?? {}) ?? valuesOf(f.enum)).filter((v) => v !== f.all);
          return [
            f.key,
            values.map((v) => ({
              value: String(v),
              label: t(labelKey(f.enum, v) ?? String(v), { ns: "sdk" }),
            })),
          ];
        }),
      ),
    [filters, scope, t],
  );

  return (
    <DatesProvider
      settings={{ locale: language === "en" ? "en" : "zh-cn", firstDayOfWeek: language === "en" ? 0 : 1 }}
    >
      <form
        onSubmit={form.onSubmit((values) => onSearch(toSearchValues<D>(filters, values, timeZone)))}
        onReset={(e) => {
          e.preventDefault();
          onReset();
        }}
        aria-label={label}
      >
        <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
          {filters.map((f) => {
            const field = t(f.labelKey, { ns: "sdk" });
            if (f.kind === "text")
              return (
                <TextInput
                  key={f.key}
                  label={field}
                  placeholder={t("filters.placeholderText")}
                  maxLength={f.max ?? 100}
                  {...form.getInputProps(f.key)}
                />
              );
            if (f.kind === "int")
              return (
                <NumberInput
                  key={f.key}
                  label={field}
                  min={f.min}
                  max={f.max}
                  allowDecimal={false}
                  hideControls
                  placeholder={t("filters.placeholderText")}
                  {...form.getInputProps(f.key)}
                />
              );
            if (f.kind === "date-range")
              return (
                <DatePickerInput
                  key={f.key}
                  type="range"
                  clearable
                  allowSingleDateInRange
                  valueFormat="YYYY-MM-DD"
                  placeholder={t("filters.placeholderRange")}
                  label={field}
                  {...form.getInputProps(f.key)}
                />
              );
            const data = options[f.key] ?? [];
            return (
              <Select
                key={f.key}
                label={field}
                data={data}
                clearable
                searchable={data.length > SEARCHABLE_FROM}
                placeholder={t("filters.placeholderSelect")}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(f.key)}
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
}) as <D extends ListDescriptor>(props: FilterFormProps<D>) => React.ReactNode;

/**
 * The filter part of a URL state, stable while those values stay: the form resets to its value
 * only when it really changes (not on every render of the page).
 */
export function useStableFilters<D extends ListDescriptor>(
  descriptor: D,
  search: object,
  keys?: readonly string[],
): FilterValues<D> {
  const fields = useMemo(() => shownFilters(descriptor, keys).flatMap(filterFields), [descriptor, keys]);
  const values = search as Record<string, unknown>;
  const json = JSON.stringify(fields.map((k) => values[k]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the values change
  return useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const k of fields) if (values[k] !== undefined) out[k] = values[k];
    return out as FilterValues<D>;
  }, [json, fields]);
}
