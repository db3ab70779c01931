// The ionosphere page (issue 12; part1 §2 Tools "Ionosphere query"): the activity level of each
// 2.5° × 5° grid cell over the service area on the offline map, a slider over the last 24 hours
// (hourly) and the level at a point picked on the map or typed in. Data: `tools.ionosphereGrid`.
import { type IonosphereGrid, toWireTime } from "@fixcloud/sdk";
import { IONOSPHERE_HOURS, ionosphereNodeAt } from "@fixcloud/sdk/lists";
import type { StationRegion } from "@fixcloud/sdk/stations";
import { Alert, Badge, Button, Group, Paper, Slider, Stack, Text, Title } from "@mantine/core";
import type { GeoProjection } from "d3-geo";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../shared/useSettings";
import { useFormatTime } from "../../shared/time";
import { GeoMap } from "../map/GeoMap";
import { regionOfLanguage } from "../map/projection";
import { tools } from "../shared/api";
import { formatPosition } from "../shared/format";
import { type Point, PointForm } from "../shared/PointForm";
import { RegionSwitch } from "../shared/RegionSwitch";
import { ToolLayout } from "../shared/ToolLayout";
import { Legend } from "./Legend";
import { levelFill } from "./levels";

const HOUR_MS = 3_600_000;
const wireMs = (wire: string) => Date.parse(`${wire.replace(" ", "T")}Z`);

/** The outline of a grid cell in the map's projection (edges along parallels sampled: a conic bends them). */
function cellPoints(projection: GeoProjection, lat: number, lon: number, latStep: number, lonStep: number): string {
  const s = lat - latStep / 2;
  const n = lat + latStep / 2;
  const w = lon - lonStep / 2;
  const e = lon + lonStep / 2;
  const ring: [number, number][] = [
    [w, s],
    [lon, s],
    [e, s],
    [e, n],
    [lon, n],
    [w, n],
  ];
  return ring
    .map((c) => projection(c))
    .filter((p): p is [number, number] => p !== null)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(" ");
}

/** The map of one hour, loaded once per hour and region. */
function useGrid(region: StationRegion, time: string | undefined) {
  const [state, setState] = useState<{ grid?: IonosphereGrid; error?: string; loading: boolean }>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  const { language } = useSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and language re-request on purpose.
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    tools.ionosphereGrid(time ? { time, region } : { region }, { signal: abort.signal }).then(
      (grid) => setState({ grid, loading: false }),
      (e: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, loading: false, error: (e as Error).message }));
      },
    );
    return () => abort.abort();
  }, [region, time, attempt, language]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** The page. */
export function IonospherePage() {
  const { t } = useTranslation("tools");
  const { language } = useSettings();
  const fmt = useFormatTime();
  const [region, setRegion] = useState<StationRegion>(() => regionOfLanguage(language));
  // The newest hour on the server's clock (first answer); the slider counts back from it.
  const [latest, setLatest] = useState<string>();
  const [hoursBack, setHoursBack] = useState(0);
  const [point, setPoint] = useState<Point | null>(null);
  const time = latest ? toWireTime(wireMs(latest) - hoursBack * HOUR_MS) : undefined;
  const { grid, error, loading, retry } = useGrid(region, time);
  useEffect(() => {
    if (!latest && grid) setLatest(grid.time);
  }, [latest, grid]);

  const reading = useMemo(() => {
    if (!point || !grid) return null;
    const node = ionosphereNodeAt(point.lat, point.lon);
    return { node, cell: grid.cells.find((c) => c.lat === node.lat && c.lon === node.lon) ?? null };
  }, [point, grid]);

  const timeAt = (back: number) => (latest ? fmt(toWireTime(wireMs(latest) - back * HOUR_MS), "YYYY-MM-DD HH:mm") : "");

  return (
    <ToolLayout title={t("ionosphere.title")} intro={t("ionosphere.intro")}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <RegionSwitch value={region} onChange={setRegion} />
          <Legend />
        </Group>
        <Paper withBorder p="sm" radius="md">
          <Text id="time-label" size="sm" fw={600}>
            {t("time.label")}: <span data-testid="ionosphere-time">{grid ? fmt(grid.time, "YYYY-MM-DD HH:mm") : "-"}</span>
          </Text>
          <Slider
            mt="xs"
            mb="lg"
            min={-IONOSPHERE_HOURS}
            max={0}
            step={1}
            value={-hoursBack}
            onChange={(v) => setHoursBack(-v)}
            disabled={!latest}
            thumbLabel={t("time.label")}
            label={(v) => timeAt(-v)}
            marks={[
              { value: -IONOSPHERE_HOURS, label: t("time.hoursAgo", { count: IONOSPHERE_HOURS }) },
              { value: -12, label: t("time.hoursAgo", { count: 12 }) },
              { value: 0, label: t("time.now") },
            ]}
            data-testid="ionosphere-slider"
          />
        </Paper>
        {error && (
          <Alert color="red" role="alert" title={t("error.title")}>
            <Group justify="space-between">
              <Text size="sm">{error}</Text>
              <Button size="xs" variant="white" onClick={retry}>
                {t("common:action.retry")}
              </Button>
            </Group>
          </Alert>
        )}
        <div style={{ position: "relative" }} aria-busy={loading}>
          <GeoMap
            region={region}
            label={t("ionosphere.mapLabel", { region: t(`region.${region}`) })}
            testId="ionosphere-map"
            onPick={(lat, lon) => setPoint({ lat, lon })}
          >
            {(projection) => (
              <g fillOpacity={0.6}>
                {grid?.cells.map((c) => (
                  <polygon
                    key={`${c.lat}:${c.lon}`}
                    points={cellPoints(projection, c.lat, c.lon, grid.latStep, grid.lonStep)}
                    fill={levelFill(c.level)}
                    stroke="#fff"
                    strokeOpacity={0.5}
                    strokeWidth={0.5}
                  />
                ))}
                {point &&
                  (() => {
                    const p = projection([point.lon, point.lat]);
                    return p ? (
                      <circle cx={p[0]} cy={p[1]} r={6} fill="#111" fillOpacity={1} stroke="#fff" strokeWidth={2} />
                    ) : null;
                  })()}
              </g>
            )}
          </GeoMap>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="point-title">
          <Title order={2} size="h4" id="point-title" mb="xs">
            {t("ionosphere.pointTitle")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("point.hint")}
          </Text>
          <PointForm id="ionosphere-point" value={point} onSubmit={setPoint} submitLabel={t("ionosphere.pointSubmit")} />
          <div aria-live="polite" data-testid="ionosphere-reading">
            {reading && grid && (
              <Stack gap={4} mt="md">
                {reading.cell ? (
                  <>
                    <Group gap="xs">
                      <Text fw={600}>{t("ionosphere.level")}:</Text>
                      <Badge
                        data-testid="ionosphere-level"
                        data-level={reading.cell.level}
                        variant="filled"
                        style={{ background: levelFill(reading.cell.level), color: "#111" }}
                        tt="none"
                      >
                        {t(`sdk:ionosphereLevel.${reading.cell.level}`)}
                      </Badge>
                    </Group>
                    <Text size="sm">
                      {t("sdk:field.roti")}: <strong>{reading.cell.value.toFixed(2)}</strong>
                    </Text>
                    <Text size="sm">
                      {t("ionosphere.cell")}: {formatPosition(t, reading.cell.lat, reading.cell.lon)}
                    </Text>
                    <Text size="sm">
                      {t("time.label")}: {fmt(grid.time, "YYYY-MM-DD HH:mm")}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" data-testid="ionosphere-outside">
                    {t("ionosphere.outside", { position: formatPosition(t, point?.lat ?? 0, point?.lon ?? 0) })}
                  </Text>
                )}
              </Stack>
            )}
          </div>
        </Paper>
      </Stack>
    </ToolLayout>
  );
}
