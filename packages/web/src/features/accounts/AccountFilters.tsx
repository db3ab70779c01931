import { enumValues, labelKey, type ServiceType, SERVICE_TYPES, type EnumName } from "@fixcloud/sdk";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import "dayjs/locale/zh-cn";
import { type FormEvent, memo, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountFilterSearch } from "../../routes/search";
import { useSettings } from "../../shared/useSettings";
import { type DayRange, dayRangeToWire, wireToDayRange } from "./dateRange";
import { serviceProductsQuery } from "./queries";

interface FormState {
  accountName: string;
  orderNo: string;
  serviceProduct: string | null;
  serviceState: string | null;
  disableState: string | null;
  onlineState: string | null;
  silentSwitch: string | null;
  createTime: DayRange;
  endTime: DayRange;
  logoutTime: DayRange;
}

function toForm(s: AccountFilterSearch, tz: "UTC" | "local"): FormState {
  const str = (v: number | undefined) => (v === undefined ? null : String(v));
  return {
    accountName: s.accountName ?? "",
    orderNo: s.orderNo ?? "",
    serviceProduct: s.serviceProduct ?? null,
    serviceState: str(s.serviceState),
    disableState: str(s.disableState),
    onlineState: str(s.onlineState),
    silentSwitch: str(s.silentSwitch),
    createTime: wireToDayRange(s.startCreateTime, s.endCreateTime, tz),
    endTime: wireToDayRange(s.startEndTime, s.endEndTime, tz),
    logoutTime: wireToDayRange(s.startLogoutTime, s.endLogoutTime, tz),
  };
}

function toSearch(f: FormState, tz: "UTC" | "local"): AccountFilterSearch {
  const num = (v: string | null) => (v === null || v === "" ? undefined : Number(v));
  const text = (v: string) => v.trim() || undefined;
  const [startCreateTime, endCreateTime] = dayRangeToWire(f.createTime, tz);
  const [startEndTime, endEndTime] = dayRangeToWire(f.endTime, tz);
  const [startLogoutTime, endLogoutTime] = dayRangeToWire(f.logoutTime, tz);
  return {
    accountName: text(f.accountName),
    orderNo: text(f.orderNo),
    serviceProduct: f.serviceProduct ?? undefined,
    serviceState: num(f.serviceState),
    disableState: num(f.disableState),
    onlineState: num(f.onlineState),
    silentSwitch: num(f.silentSwitch),
    startCreateTime,
    endCreateTime,
    startEndTime,
    endEndTime,
    startLogoutTime,
    endLogoutTime,
  };
}

export interface AccountFiltersProps {
  selectType: ServiceType;
  value: AccountFilterSearch;
  onSearch: (filters: AccountFilterSearch) => void;
  onReset: () => void;
}

/**
 * Every filter of part1 §2; text is trimmed, days are read in the stored time zone. Memoized:
 * the list re-renders on every fetch and selection change; the filters only need the URL.
 */
export const AccountFilters = memo(function AccountFilters({
  selectType,
  value,
  onSearch,
  onReset,
}: AccountFiltersProps) {
  const { t } = useTranslation("services");
  const { language, timeZone } = useSettings();
  const [form, setForm] = useState<FormState>(() => toForm(value, timeZone));
  // The URL is the source of truth: follow it (back/forward, reset, time-zone switch). Synced
  // during render rather than in an effect, so a search does not commit the filters twice.
  const [synced, setSynced] = useState({ value, timeZone });
  if (synced.value !== value || synced.timeZone !== timeZone) {
    setSynced({ value, timeZone });
    setForm(toForm(value, timeZone));
  }

  const products = useQuery(serviceProductsQuery(selectType));
  const productOptions = useMemo(() => {
    const fromDict = (products.data ?? []).map((d) => ({ value: d.dictCode, label: d.dictName }));
    if (fromDict.length) return fromDict;
    // Dictionary unavailable: fall back to the spec's product codes (part1 §9).
    return SERVICE_TYPES[selectType].products.map((p) => ({
      value: p,
      label: t(`serviceProduct.${p}`, { ns: "sdk" }),
    }));
  }, [products.data, selectType, t]);

  const enumOptions = (name: EnumName) =>
    enumValues(name).map((v) => ({
      value: String(v),
      label: t(labelKey(name, v) ?? String(v), { ns: "sdk" }),
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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t("filters.accountName")}
            placeholder={t("filters.placeholderText")}
            value={form.accountName}
            maxLength={100}
            onChange={(e) => set("accountName")(e.currentTarget.value)}
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
            label={t("filters.serviceState")}
            data={enumOptions("serviceState")}
            value={form.serviceState}
            onChange={set("serviceState")}
            {...selectProps}
          />
          <Select
            label={t("filters.disableState")}
            data={enumOptions("disableState")}
            value={form.disableState}
            onChange={set("disableState")}
            {...selectProps}
          />
          <Select
            label={t("filters.onlineState")}
            data={enumOptions("onlineState")}
            value={form.onlineState}
            onChange={set("onlineState")}
            {...selectProps}
          />
          <DatePickerInput
            label={t("filters.createTime")}
            value={form.createTime}
            onChange={(v) => set("createTime")(v as DayRange)}
            {...rangeProps}
          />
          <DatePickerInput
            label={t("filters.endTime")}
            value={form.endTime}
            onChange={(v) => set("endTime")(v as DayRange)}
            {...rangeProps}
          />
          <DatePickerInput
            label={t("filters.logoutTime")}
            value={form.logoutTime}
            onChange={(v) => set("logoutTime")(v as DayRange)}
            {...rangeProps}
          />
          <Select
            label={t("filters.silentSwitch")}
            data={enumOptions("silentSwitch")}
            value={form.silentSwitch}
            onChange={set("silentSwitch")}
            {...selectProps}
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
});
