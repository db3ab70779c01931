import { enumValues, labelKey, SERVICE_TYPES, type ServiceType } from "@fixcloud/sdk";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import "dayjs/locale/zh-cn";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import type { PoolFilterSearch } from "./search";
import { useSettings } from "../../shared/useSettings";
import { type DayRange, dayRangeToWire, wireToDayRange } from "../accounts/dateRange";
import { poolProductsQuery } from "./queries";

interface FormState {
  poolId: string;
  orderNo: string;
  serviceProduct: string | null;
  abpState: string | null;
  activationTime: DayRange;
  endTime: DayRange;
}

function toForm(s: PoolFilterSearch, tz: "UTC" | "local"): FormState {
  return {
    poolId: s.poolId ?? "",
    orderNo: s.orderNo ?? "",
    serviceProduct: s.serviceProduct ?? null,
    abpState: s.abpState === undefined ? null : String(s.abpState),
    activationTime: wireToDayRange(s.startActivationTime, s.endActivationTime, tz),
    endTime: wireToDayRange(s.startEndTime, s.endEndTime, tz),
  };
}

function toSearch(f: FormState, tz: "UTC" | "local"): PoolFilterSearch {
  const text = (v: string) => v.trim() || undefined;
  const [startActivationTime, endActivationTime] = dayRangeToWire(f.activationTime, tz);
  const [startEndTime, endEndTime] = dayRangeToWire(f.endTime, tz);
  return {
    poolId: text(f.poolId),
    orderNo: text(f.orderNo),
    serviceProduct: f.serviceProduct ?? undefined,
    abpState: f.abpState === null || f.abpState === "" ? undefined : Number(f.abpState),
    startActivationTime,
    endActivationTime,
    startEndTime,
    endEndTime,
  };
}

export interface PoolFiltersProps {
  selectType: ServiceType;
  value: PoolFilterSearch;
  onSearch: (filters: PoolFilterSearch) => void;
  onReset: () => void;
}

/** Pool list filters of part1 §2; text is trimmed, days are read in the stored time zone. */
export function PoolFilters({ selectType, value, onSearch, onReset }: PoolFiltersProps) {
  const { t } = useTranslation(POOLS_NS);
  const { language, timeZone } = useSettings();
  const [form, setForm] = useState<FormState>(() => toForm(value, timeZone));
  // The URL is the source of truth: follow it (back/forward, reset, time-zone switch).
  useEffect(() => setForm(toForm(value, timeZone)), [value, timeZone]);

  const products = useQuery(poolProductsQuery(selectType));
  const productOptions = useMemo(() => {
    const fromDict = (products.data ?? []).map((d) => ({ value: d.dictCode, label: d.dictName }));
    if (fromDict.length) return fromDict;
    return SERVICE_TYPES[selectType].products.map((p) => ({
      value: p,
      label: t(`serviceProduct.${p}`, { ns: "sdk" }),
    }));
  }, [products.data, selectType, t]);

  const stateOptions = enumValues("abpState").map((v) => ({
    value: String(v),
    label: t(labelKey("abpState", v) ?? String(v), { ns: "sdk" }),
  }));

  const set =
    <K extends keyof FormState>(key: K) =>
    (v: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(toSearch(form, timeZone));
  }

  const selectProps = {
    clearable: true,
    placeholder: t("filters.placeholderSelect"),
    comboboxProps: { withinPortal: true },
  };
  const rangeProps = {
    type: "range" as const,
    clearable: true,
    allowSingleDateInRange: true,
    valueFormat: "YYYY-MM-DD",
    placeholder: t("filters.placeholderRange"),
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
        aria-label={t("filters.label")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t("filters.poolId")}
            placeholder={t("filters.placeholderText")}
            value={form.poolId}
            maxLength={100}
            onChange={(e) => set("poolId")(e.currentTarget.value)}
          />
          <TextInput
            label={t("filters.orderNo")}
            placeholder={t("filters.placeholderText")}
            value={form.orderNo}
            maxLength={100}
            onChange={(e) => set("orderNo")(e.currentTarget.value)}
          />
          <Select
            label={t("filters.serviceProduct")}
            data={productOptions}
            value={form.serviceProduct}
            onChange={set("serviceProduct")}
            searchable
            {...selectProps}
          />
          <Select
            label={t("filters.abpState")}
            data={stateOptions}
            value={form.abpState}
            onChange={set("abpState")}
            {...selectProps}
          />
          <DatePickerInput
            label={t("filters.activationTime")}
            value={form.activationTime}
            onChange={(v) => set("activationTime")(v as DayRange)}
            {...rangeProps}
          />
          <DatePickerInput
            label={t("filters.endTime")}
            value={form.endTime}
            onChange={(v) => set("endTime")(v as DayRange)}
            {...rangeProps}
          />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t("common:action.search")}</Button>
          <Button type="reset" variant="default">
            {t("common:action.reset")}
          </Button>
        </Group>
      </form>
    </DatesProvider>
  );
}
