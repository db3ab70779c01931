// The filter form of the list pages (part1 §2), built from the SDK's list descriptor: a text
// input, a select (an enum, or the windows of an "expiring within" filter), a number or a day
// range per filter, labelled with the SDK's `field.*`
// labels; a select offers the enum's values with their SDK labels, narrowed to the list's
// scope (e.g. the products of a service type). Days are calendar days, whatever the time-zone
// setting. The URL stays the source of truth: the form follows it and a
// search replaces it.
import { type FilterDef, LIMITS, type ListDescriptor, labelKey, valuesOf } from "@fixcloud/sdk";
import {
  Button,
  Collapse,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  type SimpleGridProps,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import "dayjs/locale/zh-cn";
import { memo, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../useSettings";
import type { DayRange } from "../dateRange";
import {
  type FilterFormValues,
  type FilterInputValue,
  shownFilters,
  toFormValues,
  toSearchValues,
} from "./filterValues";
import type { UrlFilters } from "./search";

/** A select with more options than this can be searched by typing. */
const SEARCHABLE_FROM = 8;
/** Below Mantine's `sm` breakpoint (a phone, 390 px): filters beyond the first go into "more filters". */
const NARROW = "(max-width: 47.99em)";

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
  value: UrlFilters<D>;
  onSearch: (filters: UrlFilters<D>) => void;
  onReset: () => void;
  cols: SimpleGridProps["cols"];
}

/**
 * Memoized: the list re-renders on every fetch and tick; the form only follows the URL (back,
 * forward, reset), synced during render so a search commits once. On a phone only the first
 * filter shows; the others fold into a "more filters" panel whose toggle counts the active ones.
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
  const { language } = useSettings();
  const filters = useMemo(() => shownFilters(descriptor, keys), [descriptor, keys]);
  const search = value as Readonly<Record<string, unknown>>;
  const form = useForm<FilterFormValues>({ initialValues: toFormValues(filters, search) });
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    form.setValues(toFormValues(filters, search));
  }
  const narrow = useMediaQuery(NARROW) === true;
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();

  // Options and labels change with the language and scope only, not with typing.
  const options = useMemo(
    () =>
      Object.fromEntries(
        filters.map((f) => {
          if (f.kind !== "enum" && f.kind !== "within") return [f.key, []];
          // A window select ("within 10 days") offers every window; "All" (no choice) is any end.
          const values: readonly (string | number)[] =
            f.kind === "within"
              ? valuesOf(f.enum)
              : (f.optionsFor?.(scope ?? {}) ?? valuesOf(f.enum)).filter((v) => v !== f.all);
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
  // The day inputs' locale. Each day input has its own provider inside its memoized input:
  // Mantine's DatesProvider gives its context a new object on every render, so one provider
  // around the form re-rendered every day input on each render of the form (a keystroke, a
  // page change).
  const datesSettings = useMemo<DatesSettings>(
    () =>
      ({ locale: language === "en" ? "en" : "zh-cn", firstDayOfWeek: language === "en" ? 0 : 1 }) as const,
    [language],
  );
  const texts = useMemo<InputTexts>(
    () => ({
      text: t("filters.placeholderText"),
      range: t("filters.placeholderRange"),
      select: t("filters.placeholderSelect"),
    }),
    [t],
  );
  // One stable change handler per filter, so an input re-renders only when its own value does.
  const setField = useRef(form.setFieldValue);
  setField.current = form.setFieldValue;
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        filters.map((f) => [f.key, (input: unknown) => setField.current(f.key, inputValue(input))]),
      ),
    [filters],
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => onSearch(toSearchValues<D>(filters, values)))}
      onReset={(e) => {
        e.preventDefault();
        onReset();
      }}
      aria-label={label}
    >
      {(() => {
        // What getInputProps reads: the form's latest values (also mid-render, after a sync).
        const values = form.getValues();
        const inputs = filters.map((f) => (
          <FilterInput
            key={f.key}
            filter={f}
            label={t(f.labelKey, { ns: "sdk" })}
            value={values[f.key] ?? null}
            error={form.errors[f.key]}
            onChange={handlers[f.key] as (value: unknown) => void}
            data={options[f.key] ?? NO_OPTIONS}
            texts={texts}
            dates={datesSettings}
          />
        ));
        if (!narrow)
          return (
            <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
              {inputs}
            </SimpleGrid>
          );
        // The URL's filters among the folded ones: what the toggle counts.
        const hiddenActive = filters
          .slice(1)
          .filter((f) => search[f.key] !== undefined && search[f.key] !== "").length;
        return (
          <>
            <SimpleGrid cols={1} spacing="sm" verticalSpacing="xs">
              {inputs[0]}
            </SimpleGrid>
            {inputs.length > 1 && (
              <>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt="xs"
                  aria-expanded={moreOpen}
                  aria-controls={moreId}
                  onClick={() => setMoreOpen((o) => !o)}
                  data-testid="more-filters"
                >
                  {t("lists:filters.more", { count: hiddenActive })}
                </Button>
                <Collapse expanded={moreOpen} id={moreId}>
                  <SimpleGrid cols={1} spacing="sm" verticalSpacing="xs" mt="xs">
                    {inputs.slice(1)}
                  </SimpleGrid>
                </Collapse>
              </>
            )}
          </>
        );
      })()}
      <Group mt="sm" gap="sm">
        <Button type="submit">{t("action.search")}</Button>
        <Button type="reset" variant="default">
          {t("action.reset")}
        </Button>
      </Group>
    </form>
  );
}) as <D extends ListDescriptor>(props: FilterFormProps<D>) => ReactNode;

/** A select's options: the value as text and its SDK label. */
type Option = { value: string; label: string };
const NO_OPTIONS: Option[] = [];

/** The locale and first weekday of the day inputs, in the language. */
interface DatesSettings {
  locale: "en" | "zh-cn";
  firstDayOfWeek: 0 | 1;
}

/** The placeholders of the inputs, in the language. */
interface InputTexts {
  text: string;
  range: string;
  select: string;
}

/** What an input's change event carries, as the form stores it (Mantine's getInputOnChange). */
function inputValue(input: unknown): FilterInputValue {
  if (input && typeof input === "object" && "nativeEvent" in input && "currentTarget" in input)
    return (input.currentTarget as HTMLInputElement).value;
  // A select's value, a number input's number or text, a picked day range.
  return input as FilterInputValue;
}

/** Props of {@link FilterInput}. */
interface FilterInputProps {
  filter: FilterDef;
  label: string;
  value: FilterInputValue;
  error: ReactNode;
  /** Stable: the form's setter of this filter. */
  onChange: (value: unknown) => void;
  data: Option[];
  texts: InputTexts;
  /** Stable while the language is. */
  dates: DatesSettings;
}

/** A day range is a new array on every sync of the form: equal when its two days are. */
const sameValue = (a: FilterInputValue, b: FilterInputValue) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1]);

/**
 * One filter's input. Memoized on its own value: a search or a URL change re-renders only the
 * inputs whose values changed (each Mantine input is a dozen components; a list page's filter
 * change is budgeted).
 */
const FilterInput = memo(
  function FilterInput({ filter: f, label, value, error, onChange, data, texts, dates }: FilterInputProps) {
    const common = { label, error, onChange, "data-path": f.key };
    if (f.kind === "text")
      return (
        <TextInput
          {...common}
          placeholder={texts.text}
          maxLength={f.max ?? LIMITS.searchMax}
          value={value as string}
        />
      );
    if (f.kind === "int")
      return (
        <NumberInput
          {...common}
          min={f.min}
          max={f.max}
          allowDecimal={false}
          hideControls
          placeholder={texts.text}
          value={value as string}
        />
      );
    if (f.kind === "date-range")
      return (
        <DatesProvider settings={dates}>
          <DatePickerInput
            {...common}
            type="range"
            clearable
            allowSingleDateInRange
            valueFormat="YYYY-MM-DD"
            placeholder={texts.range}
            value={value as DayRange}
          />
        </DatesProvider>
      );
    return (
      <Select
        {...common}
        data={data}
        clearable
        searchable={data.length > SEARCHABLE_FROM}
        placeholder={texts.select}
        comboboxProps={SELECT_COMBOBOX}
        value={value as string | null}
      />
    );
  },
  (a, b) =>
    a.filter === b.filter &&
    a.label === b.label &&
    sameValue(a.value, b.value) &&
    a.error === b.error &&
    a.onChange === b.onChange &&
    a.data === b.data &&
    a.texts === b.texts &&
    a.dates === b.dates,
);
const SELECT_COMBOBOX = { withinPortal: true };

/**
 * The filter part of a URL state, stable while those values stay: the form resets to its value
 * only when it really changes (not on every render of the page).
 */
export function useStableFilters<D extends ListDescriptor>(
  descriptor: D,
  search: object,
  keys?: readonly string[],
): UrlFilters<D> {
  const fields = useMemo(() => shownFilters(descriptor, keys).map((f) => f.key), [descriptor, keys]);
  const values = search as Record<string, unknown>;
  const json = JSON.stringify(fields.map((k) => values[k]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the values change
  return useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const k of fields) if (values[k] !== undefined) out[k] = values[k];
    return out as UrlFilters<D>;
  }, [json, fields]);
}
