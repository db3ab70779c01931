// The timeline chart of /obstacle (part2 §2, §9), in its own lazy chunk (recharts is large):
// fix status on a 0-8 axis labelled by the SDK's fix qualities with the satellite count on a
// 0-60 axis, and the differential age below; dots only when fewer than 100 points are drawn.
// Times on the x axis follow the time-zone setting.
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { type GgaPoint, toWireTime, wireMs } from "@fixcloud/sdk";
import { Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../../shared/time";

/** Points above which dots are not drawn (part2 §9: "points are shown when fewer than 100"). */
const DOTS_BELOW = 100;
const FIX_TICKS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Props: the downsampled timeline of the usage answer. */
export interface TimelineChartProps {
  points: readonly GgaPoint[];
}

/** Fix status and satellites, then differential age, over time. */
export function TimelineChart({ points }: TimelineChartProps) {
  const { t } = useTranslation("fault");
  const format = useFormatTime();
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
  const xAxisProps = useMemo(
    () => ({
      type: "number" as const,
      scale: "time" as const,
      domain: ["dataMin", "dataMax"] as [string, string],
      tickCount: 6,
      tickFormatter: (v: number) => format(toWireTime(v), "MM-DD HH:mm"),
    }),
    [format],
  );
  // What both charts share: the data, the time axis, dots under 100 points, no animation.
  const common = {
    data,
    dataKey: "time",
    xAxisProps,
    withDots: data.length < DOTS_BELOW,
    tooltipAnimationDuration: 0,
    lineProps: { isAnimationActive: false },
  };
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
        {...common}
        h={260}
        aria-labelledby="fault-fix-chart"
        curveType="stepAfter"
        withRightYAxis
        yAxisProps={{ domain: [0, 8], ticks: FIX_TICKS, tickFormatter: fixLabel, width: 110, interval: 0 }}
        rightYAxisProps={{ domain: [0, 60] }}
        series={[
          { name: "ggaStatus", label: t("field.ggaStatus", { ns: "sdk" }), color: "teal.7" },
          { name: "satNum", label: t("field.satNum", { ns: "sdk" }), color: "blue.6", yAxisId: "right" },
        ]}
      />
      <Text size="sm" fw={500} id="fault-age-chart">
        {t("ageChart")}
      </Text>
      <LineChart
        {...common}
        h={160}
        aria-labelledby="fault-age-chart"
        series={[{ name: "diffAge", label: t("field.diffAge", { ns: "sdk" }), color: "orange.7" }]}
        connectNulls={false}
      />
    </Stack>
  );
}

export default TimelineChart;
