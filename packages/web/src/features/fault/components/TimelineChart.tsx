// The timeline chart of /obstacle (part2 §2, §9), in its own lazy chunk (recharts is large):
// fix status on a 0-8 axis labelled by the SDK's fix qualities, satellites and differential age
// on a 0-60 axis; dots only when fewer than 100 points are drawn. One chart, not two: each costs
// its own first paint (docs/fault-diagnosis.md). A legend names the three lines. The x axis has a
// few round moments, each labelled differently (../ticks.ts: HH:mm within a day, MM-DD HH:mm
// across days), in the time-zone setting.
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { type GgaPoint, wireMs } from "@fixcloud/sdk";
import { Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../../shared/useSettings";
import { timeTicks } from "../ticks";

/** Points above which dots are not drawn (part2 §9: "points are shown when fewer than 100"). */
const DOTS_BELOW = 100;
const FIX_TICKS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Props: the downsampled timeline of the usage answer. */
export interface TimelineChartProps {
  points: readonly GgaPoint[];
}

/** Fix status, satellites and differential age over time. */
export function TimelineChart({ points }: TimelineChartProps) {
  const { t } = useTranslation("fault");
  const { timeZone } = useSettings();
  const data = useMemo(
    () =>
      points.map((p) => ({
        time: wireMs(p.time) ?? 0,
        ggaStatus: p.ggaStatus,
        satNum: p.satNum,
        diffAge: p.diffAge,
      })),
    [points],
  );
  // A time axis (numbers), not one category per point: recharts would measure 1,000 tick labels.
  // Explicit ticks: recharts' own, from tickCount, fall on odd moments and, over a short span,
  // several read the same minute.
  const xAxisProps = useMemo(() => {
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const d of data) {
      from = Math.min(from, d.time);
      to = Math.max(to, d.time);
    }
    if (data.length === 0) from = to = 0;
    const axis = timeTicks(from, to, timeZone);
    return {
      type: "number" as const,
      scale: "time" as const,
      domain: [from, to] as [number, number],
      ticks: axis.ticks,
      interval: 0 as const,
      tickFormatter: axis.label,
    };
  }, [data, timeZone]);
  const fixLabel = (v: number) => `${v} ${t(`ggaFixQuality.${v}`, { ns: "sdk" })}`;
  if (data.length === 0)
    return (
      <Text c="dimmed" data-testid="fault-chart" data-points={0}>
        {t("noPoints")}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="fault-chart" data-points={data.length}>
      <Text size="sm" fw={500} id="fault-fix-chart">
        {t("fixChart")}
      </Text>
      <LineChart
        data={data}
        dataKey="time"
        xAxisProps={xAxisProps}
        withDots={data.length < DOTS_BELOW}
        tooltipAnimationDuration={0}
        lineProps={{ isAnimationActive: false }}
        // A missing differential age is a gap, not a line across it.
        connectNulls={false}
        h={300}
        aria-labelledby="fault-fix-chart"
        curveType="stepAfter"
        withRightYAxis
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        yAxisProps={{ domain: [0, 8], ticks: FIX_TICKS, tickFormatter: fixLabel, width: 110, interval: 0 }}
        rightYAxisProps={{ domain: [0, 60], allowDataOverflow: true }}
        rightYAxisLabel={t("rightAxis")}
        series={[
          { name: "ggaStatus", label: t("field.ggaStatus", { ns: "sdk" }), color: "teal.7" },
          { name: "satNum", label: t("field.satNum", { ns: "sdk" }), color: "blue.6", yAxisId: "right" },
          { name: "diffAge", label: t("field.diffAge", { ns: "sdk" }), color: "orange.7", yAxisId: "right" },
        ]}
      />
    </Stack>
  );
}

export default TimelineChart;
