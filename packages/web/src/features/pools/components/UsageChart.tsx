// The bar chart itself, in its own lazy chunk: recharts is large, and only the pool detail
// drawer needs it (neither the first route nor the service route's initial chunk loads it).
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";

/** Props of {@link UsageChart}: the points, the series name and how a value reads. */
export interface UsageChartProps {
  points: { time: string; totalSum: number }[];
  seriesLabel: string;
  /** A value with its unit, e.g. the SDK's formatAmount ("4,342 times", "12.5 MB"). */
  format: (value: number) => string;
}

/** Usage by day or month as bars. */
export function UsageChart({ points, seriesLabel, format }: UsageChartProps) {
  return (
    <BarChart
      h={260}
      data={points}
      dataKey="time"
      series={[{ name: "totalSum", label: seriesLabel, color: "blue.6" }]}
      tickLine="y"
      gridAxis="y"
      withTooltip
      valueFormatter={format}
      tooltipAnimationDuration={0}
      barProps={{ isAnimationActive: false }}
      data-testid="usage-chart"
    />
  );
}

export default UsageChart;
