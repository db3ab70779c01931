// The search bar of /obstacle (part2 §2, §5, §9): the account name with the last 5 searches as
// autocomplete (≤ 100 characters), the sub-type select (disabled with one option), the datetime
// range (within the last 30 days, not in the future; shown and typed in the time-zone setting)
// with the quick ranges, and search, reset and export. State lives in useFaultSearch.
import { LIMITS, type ServSubTypeOption } from "@fixcloud/sdk";
import { Autocomplete, Button, Group, Select, Stack } from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import "dayjs/locale/zh-cn";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../../shared/useSettings";
import { QUICK_RANGES, type QuickRange, fromPicker, toPicker } from "../ranges";

/** What the bar shows and the callbacks it raises. */
export interface SearchBarProps {
  name: string;
  onName: (v: string) => void;
  history: readonly string[];
  options: readonly ServSubTypeOption[];
  subType: string | null;
  onSubType: (v: string | null) => void;
  start: string | null;
  end: string | null;
  onRange: (start: string | null, end: string | null) => void;
  onQuick: (q: QuickRange) => void;
  onSearch: () => void;
  onReset: () => void;
  /** Export offered (nrtk_serv, rtd_serv) once a search has results. */
  canExport: boolean;
  onExport: () => void;
  exporting: boolean;
  searching: boolean;
}

/** The /obstacle search bar. */
export function SearchBar(p: SearchBarProps) {
  const { t } = useTranslation("fault");
  const { language, timeZone } = useSettings();
  const now = Date.now();
  // The picker's days: the last 30 days up to today (part2 §5), in the setting's calendar.
  const minDate = toPicker(
    new Date(now - LIMITS.faultWindowMs).toISOString().slice(0, 19).replace("T", " "),
    timeZone,
  );
  const maxDate = toPicker(new Date(now).toISOString().slice(0, 19).replace("T", " "), timeZone);
  const dates = useMemo(
    () =>
      ({ locale: language === "en" ? "en" : "zh-cn", firstDayOfWeek: language === "en" ? 0 : 1 }) as const,
    [language],
  );
  const subTypeData = useMemo(() => p.options.map((o) => ({ value: o.code, label: o.desc })), [p.options]);
  return (
    <DatesProvider settings={dates}>
      <form
        aria-label={t("searchBar")}
        onSubmit={(e) => {
          e.preventDefault();
          p.onSearch();
        }}
      >
        <Stack gap="sm">
          <Group align="end" gap="sm" wrap="wrap">
            <Autocomplete
              label={t("accountName")}
              placeholder={t("accountPlaceholder")}
              value={p.name}
              onChange={p.onName}
              data={p.history as string[]}
              w={240}
              data-testid="fault-account"
            />
            <Select
              label={t("field.servSubType", { ns: "sdk" })}
              placeholder={t("subTypePlaceholder")}
              data={subTypeData}
              value={p.subType}
              onChange={p.onSubType}
              disabled={subTypeData.length <= 1}
              w={200}
              data-testid="fault-subtype"
            />
            <DateTimePicker
              label={t("start")}
              value={toPicker(p.start, timeZone)}
              onChange={(v) => p.onRange(fromPicker(v, timeZone), p.end)}
              minDate={minDate ?? undefined}
              maxDate={maxDate ?? undefined}
              valueFormat="YYYY-MM-DD HH:mm"
              w={190}
              data-testid="fault-start"
            />
            <DateTimePicker
              label={t("end")}
              value={toPicker(p.end, timeZone)}
              onChange={(v) => p.onRange(p.start, fromPicker(v, timeZone))}
              minDate={minDate ?? undefined}
              maxDate={maxDate ?? undefined}
              valueFormat="YYYY-MM-DD HH:mm"
              w={190}
              data-testid="fault-end"
            />
            <Button type="submit" loading={p.searching} data-testid="fault-search">
              {t("search")}
            </Button>
            <Button variant="default" onClick={p.onReset}>
              {t("reset")}
            </Button>
            {p.canExport && (
              <Button variant="light" onClick={p.onExport} loading={p.exporting} data-testid="fault-export">
                {t("export")}
              </Button>
            )}
          </Group>
          <Group gap={6} role="group" aria-label={t("quick")}>
            {QUICK_RANGES.map((q) => (
              <Button key={q} size="compact-xs" variant="light" onClick={() => p.onQuick(q)}>
                {t(`quick.${q}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
