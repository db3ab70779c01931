// The fleet health trend (docs/fleet-health.md, "Console"), in its own lazy chunk (recharts is
// large): the fix, float and single shares per bucket on a 0-100 % axis, then the active rovers
// with the differential age p95 on a right axis. 5-minute buckets over 24 h, hourly over 7 days,
// on a time axis with a few round ticks in the time-zone setting (the fault chart's ticks). A
// bucket without GGA is a gap in the share lines, not a 0 % fix rate; sparse buckets get dots.
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../../shared/useSettings";
import { timeTicks } from "../../fault/public";
import { type TrendRow, trendHasData } from "../figures";
import { FLEET_NS } from "../i18n";

const PCT_TICKS = [0, 25, 50, 75, 100];
/**
 * Buckets with GGA below which the lines get dots: a lone bucket between empty ones is no line
 * at all (the gaps are not bridged), so sparse traffic would not show.
 */
const DOTS_BELOW = 50;
/** Below this width (a phone) the time axis holds 3 ticks, not 6, and the legends two lines. */
const NARROW = "(max-width: 36em)";

/** Props: the trend as chart rows (../figures.ts `trendRows`). */
export interface TrendChartsProps {
  rows: readonly TrendRow[];
}

/** The share chart and the rovers / differential-age chart. */
export function TrendCharts({ rows }: TrendChartsProps) {
  const { t } = useTranslation(FLEET_NS);
  const { timeZone } = useSettings();
  const narrow = useMediaQuery(NARROW) === true;
  const data = rows as TrendRow[];
  const xAxisProps = useMemo(() => {
    const from = data[0]?.time ?? 0;
    const to = data[data.length - 1]?.time ?? 0;
    // "MM-DD HH:mm" labels side by side need ~90 px each.
    const axis = timeTicks(from, to, timeZone, narrow ? 3 : 6);
    return {
      type: "number" as const,
      scale: "time" as const,
      domain: [from, to] as [number, number],
      ticks: axis.ticks,
      interval: 0 as const,
      tickFormatter: axis.label,
    };
  }, [data, timeZone, narrow]);
  if (!trendHasData(rows))
    return (
      <Text size="sm" c="dimmed" data-testid="fleet-chart-empty">
        {t("trend.none")}
      </Text>
    );
  const f = (key: string) => t(`sdk:fleet.field.${key}`);
  const dots = rows.filter((r) => r.ggaCount > 0).length < DOTS_BELOW;
  const legend = { verticalAlign: "bottom" as const, height: narrow ? 64 : 40 };
  return (
    <Stack gap="md" data-testid="fleet-charts" data-points={data.length}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fleet-share-chart">
          {t("trend.shares")}
        </Text>
        <LineChart
          data={data}
          dataKey="time"
          h={240}
          aria-labelledby="fleet-share-chart"
          xAxisProps={xAxisProps}
          yAxisProps={{ domain: [0, 100], ticks: PCT_TICKS, interval: 0 }}
          unit="%"
          withDots={dots}
          connectNulls={false}
          curveType="linear"
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
          withLegend
          legendProps={legend}
          series={[
            { name: "fixedPct", label: f("fixedPct"), color: "teal.7" },
            { name: "floatPct", label: f("floatPct"), color: "orange.6" },
            { name: "singlePct", label: f("singlePct"), color: "red.7" },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fleet-rover-chart">
          {t("trend.rovers")}
        </Text>
        <LineChart
          data={data}
          dataKey="time"
          h={240}
          aria-labelledby="fleet-rover-chart"
          xAxisProps={xAxisProps}
          // Rovers are counted: no 0.75 of one on the axis.
          yAxisProps={{ allowDecimals: false }}
          withRightYAxis
          rightYAxisLabel={f("diffAgeP95S")}
          withDots={dots}
          connectNulls={false}
          curveType="linear"
          tooltipAnimationDuration={0}
          // The active count is 0, not missing, in an empty bucket: its line needs no dots.
          lineProps={(series) => ({
            isAnimationActive: false,
            ...(series.name === "activeRovers" ? { dot: false } : {}),
          })}
          withLegend
          legendProps={legend}
          series={[
            { name: "activeRovers", label: f("activeRovers"), color: "blue.6" },
            { name: "diffAgeP95S", label: f("diffAgeP95S"), color: "orange.7", yAxisId: "right" },
          ]}
        />
      </Stack>
    </Stack>
  );
}

export default TrendCharts;
