// A pool's details (part1 §2 pool detail drawer): its fields and the usage chart by day or
// month over a chosen range (part1 §7 poolStatistics, §9 default ranges).
import {
  abpState,
  activationType,
  calType,
  type EnumDef,
  enumValues,
  formatAmount,
  labelKey,
  type Pool,
  rules,
  serviceProduct,
} from "@fixcloud/sdk";
import {
  Alert,
  Center,
  Drawer,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { DatePickerInput, DatesProvider, MonthPickerInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import "dayjs/locale/zh-cn";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { EnumBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { useSettings } from "../../../shared/useSettings";
import {
  type ChartType,
  defaultChartRange,
  type PickerRange,
  pickerToWire,
  type WireRange,
  usageParams,
  wireToPicker,
} from "../chartRange";
import { LabeledValue } from "../../../shared/LabeledValue";
import { poolForecastQuery, poolStatsQuery } from "../queries";

const UsageChart = lazy(() => import("./UsageChart"));

/** Usage by day or month over a chosen range (part1 §2, §7, §9). */
function UsagePanel({ pool }: { pool: Pool }) {
  const { t } = useTranslation(POOLS_NS);
  const { language, timeZone } = useSettings();
  // Granularity and range change together, so "By month" sends one request (not one with the
  // day range, then one with the month range). Another time zone starts from the default range
  // again (adjusted while rendering, before any request); another pool remounts this panel.
  const [chart, setChart] = useState(() => ({
    type: "day" as ChartType,
    range: defaultChartRange("day", timeZone),
    timeZone,
  }));
  if (chart.timeZone !== timeZone)
    setChart({ type: chart.type, range: defaultChartRange(chart.type, timeZone), timeZone });
  const { type, range } = chart;
  const setType = (next: ChartType) =>
    setChart({ type: next, range: defaultChartRange(next, timeZone), timeZone });
  const setRange = (next: WireRange) => setChart((c) => ({ ...c, range: next }));

  const rangeError = rules.pools.chartRange(range[0], range[1]);
  const stats = useQuery({
    ...poolStatsQuery(usageParams(pool, type, range)),
    enabled: !rangeError,
  });

  const picker: PickerRange = wireToPicker(type, range, timeZone);
  const onPick = (v: PickerRange) => setRange(pickerToWire(type, v, timeZone));
  const pickerProps = {
    type: "range" as const,
    clearable: true,
    allowSingleDateInRange: true,
    label: t("chart.range"),
    placeholder: t("chart.rangePlaceholder"),
    value: picker,
    onChange: (v: unknown) => onPick(v as PickerRange),
    w: 280,
    popoverProps: { withinPortal: true },
  };

  return (
    <Stack gap="sm" data-testid="pool-usage">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3} size="h5">
          {t("sdk:field.totalSum")}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t("chart.granularity")}
          value={type}
          onChange={(v) => setType(v === "month" ? "month" : "day")}
          data={enumValues("chartType").map((v) => ({
            value: String(v),
            label: t(labelKey("chartType", v) ?? String(v), { ns: "sdk" }),
          }))}
        />
      </Group>
      <DatesProvider
        settings={{ locale: language === "en" ? "en" : "zh-cn", firstDayOfWeek: language === "en" ? 0 : 1 }}
      >
        {type === "day" ? (
          <DatePickerInput valueFormat="YYYY-MM-DD" {...pickerProps} />
        ) : (
          <MonthPickerInput valueFormat="YYYY-MM" {...pickerProps} />
        )}
      </DatesProvider>
      {rangeError ? (
        <Alert color="yellow" role="alert" p="xs">
          {t(rangeError, { ns: "sdk" })}
        </Alert>
      ) : stats.isPending ? (
        <Center h={260}>
          <Loader size="sm" />
        </Center>
      ) : stats.isError ? (
        <Alert color="red" p="xs">
          {stats.error.message}
        </Alert>
      ) : stats.data.length === 0 ? (
        <Center h={120}>
          <Text size="sm" c="dimmed">
            {t("chart.empty")}
          </Text>
        </Center>
      ) : (
        <Suspense
          fallback={
            <Center h={260}>
              <Loader size="sm" />
            </Center>
          }
        >
          <UsageChart
            points={stats.data}
            seriesLabel={t("sdk:field.totalSum")}
            format={(v) => formatAmount(language, pool.calType, v)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** When the pool runs out at its last 7 days' use, or why it does not (docs/expiry.md). */
function ForecastValue({ poolId }: { poolId: string }) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();
  const f = useQuery(poolForecastQuery(poolId));
  if (f.isPending) return <Loader size="xs" />;
  if (f.isError) return <Text c="red">{f.error.message}</Text>;
  const d = f.data;
  return (
    <span data-testid="pool-forecast">
      {d.kind === "runsOut"
        ? t("forecast.runsOut", { time: fmt(d.runsOutAt), rate: Number(d.ratePerDay?.toPrecision(4)) })
        : t(`forecast.${d.kind}`)}
    </span>
  );
}

/** The detail drawer of a pool (closed when `pool` is null). */
export function PoolDetailDrawer({ pool, onClose }: { pool: Pool | null; onClose: () => void }) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();
  /** The SDK label of an enum value, or undefined when it has none. */
  const label = (def: EnumDef, value: unknown) => {
    const key = labelKey(def, value);
    return key ? t(key, { ns: "sdk" }) : undefined;
  };
  return (
    <Drawer
      opened={pool !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={pool ? t("detail.title", { poolId: pool.poolId }) : ""}
      closeButtonProps={{ "aria-label": t("common:action.close") }}
    >
      {pool && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <LabeledValue label={t("sdk:field.poolId")}>{pool.poolId}</LabeledValue>
            <LabeledValue label={t("sdk:field.orderNo")}>{pool.orderNo || "-"}</LabeledValue>
            <LabeledValue label={t("sdk:field.serviceProduct")}>
              {label(serviceProduct, pool.serviceProduct) ?? pool.serviceProductName}
            </LabeledValue>
            <LabeledValue label={t("sdk:field.calType")}>
              {label(calType, pool.calType) ?? pool.calTypeName}
            </LabeledValue>
            <LabeledValue label={t("sdk:field.buyTotal")}>{pool.buyTotalName}</LabeledValue>
            <LabeledValue label={t("sdk:field.remainingQuantity")}>{pool.remainingQuantityName}</LabeledValue>
            <LabeledValue label={t("sdk:field.abpState")}>
              <EnumBadge def={abpState} value={pool.abpState} />
            </LabeledValue>
            <LabeledValue label={t("sdk:field.deviceCount")}>{pool.deviceCount}</LabeledValue>
            <LabeledValue label={t("sdk:field.activationMode")}>
              {label(activationType, pool.activationMode) ?? "-"}
            </LabeledValue>
            <LabeledValue label={t("sdk:field.forceActivationTime")}>
              {fmt(pool.forceActivationTime)}
            </LabeledValue>
            <LabeledValue label={t("sdk:field.activationTime")}>{fmt(pool.activationTime)}</LabeledValue>
            <LabeledValue label={t("sdk:field.endTime")}>{fmt(pool.endTime)}</LabeledValue>
            <LabeledValue label={t("forecast.label")}>
              <ForecastValue poolId={pool.poolId} />
            </LabeledValue>
          </SimpleGrid>
          <UsagePanel key={pool.poolId} pool={pool} />
        </Stack>
      )}
    </Drawer>
  );
}
