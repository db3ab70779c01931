// The ionosphere page (part1 §2 Tools "Ionosphere query"): the activity level of each
// 2.5° × 5° grid cell over the service area on the offline map, a slider over the last 24 hours
// (hourly) and the level at a point picked on the map or typed in. Data: `tools.ionosphereGrid`.
import { type IonosphereGrid, toWireTime } from "@fixcloud/sdk";
import { IONOSPHERE_HOURS, ionosphereNodeAt } from "@fixcloud/sdk/lists";
import type { StationRegion } from "@fixcloud/sdk/stations";
import type { GeoProjection } from "d3-geo";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../shared/time";
import { useSettings } from "../../shared/useSettings";
import { GeoMap } from "../map/GeoMap";
import { regionOfLanguage } from "../map/projection";
import { ionosphereGrid } from "../shared/api";
import { formatPosition } from "../shared/format";
import { type Point, PointPanel } from "../shared/PointForm";
import { RegionSwitch } from "../shared/RegionSwitch";
import { ToolLayout } from "../shared/ToolLayout";
import { Legend } from "./Legend";
import { levelFill } from "./levels";

const HOUR_MS = 3_600_000;
const wireMs = (wire: string) => Date.parse(`${wire.replace(" ", "T")}Z`);
const SHOWN = "YYYY-MM-DD HH:mm";

/** The outline of a grid cell in the map's projection (edges along parallels sampled: a conic bends them). */
function cellPoints(
  projection: GeoProjection,
  lat: number,
  lon: number,
  latStep: number,
  lonStep: number,
): string {
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

/** The map of one hour and region; asked again on a language switch (the server's messages). */
function useGrid(region: StationRegion, time: string | undefined) {
  const [state, setState] = useState<{ grid?: IonosphereGrid; error?: string; loading: boolean }>({
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const { language } = useSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and language re-request on purpose.
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    ionosphereGrid(time ? { time, region } : { region }, abort.signal).then(
      (grid) => setState({ grid, loading: false }),
      (e: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, loading: false, error: (e as Error).message }));
      },
    );
    return () => abort.abort();
  }, [region, time, attempt, language]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** The level, ROTI, cell and time at the picked point, or why there is none. */
function Reading({ point, grid }: { point: Point; grid: IonosphereGrid }) {
  const { t } = useTranslation("tools");
  const fmt = useFormatTime();
  const node = ionosphereNodeAt(point.lat, point.lon);
  const cell = grid.cells.find((c) => c.lat === node.lat && c.lon === node.lon);
  if (!cell)
    return (
      <p data-testid="ionosphere-outside">
        {t("ionosphere.outside", { position: formatPosition(t, point.lat, point.lon) })}
      </p>
    );
  return (
    <div className="t-answer">
      <p>
        <strong>{t("ionosphere.level")}:</strong>{" "}
        <span
          className="t-badge"
          data-testid="ionosphere-level"
          data-level={cell.level}
          style={{ background: levelFill(cell.level) }}
        >
          {t(`sdk:ionosphereLevel.${cell.level}`)}
        </span>
      </p>
      <p>
        {t("sdk:field.roti")}: <strong data-testid="ionosphere-value">{cell.value.toFixed(2)}</strong>
      </p>
      <p>
        {t("ionosphere.point")}: {formatPosition(t, point.lat, point.lon)}
      </p>
      <p>
        {t("ionosphere.cell")}: {formatPosition(t, cell.lat, cell.lon)}
      </p>
      <p>
        {t("time.label")}: {fmt(grid.time, SHOWN)}
      </p>
    </div>
  );
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
  const shownTime = grid ? fmt(grid.time, SHOWN) : "-";
  const cells = useMemo(() => grid?.cells ?? [], [grid]);

  return (
    <ToolLayout title={t("ionosphere.title")} intro={t("ionosphere.intro")}>
      <div className="t-row">
        <RegionSwitch value={region} onChange={setRegion} />
        <Legend />
      </div>
      <div className="t-card">
        <label htmlFor="ionosphere-time" style={{ fontWeight: 600 }}>
          {t("time.label")}: <span data-testid="ionosphere-time">{shownTime}</span>
        </label>
        <input
          id="ionosphere-time"
          className="t-range"
          type="range"
          min={-IONOSPHERE_HOURS}
          max={0}
          step={1}
          value={-hoursBack}
          disabled={!latest}
          aria-valuetext={shownTime}
          data-testid="ionosphere-slider"
          onChange={(e) => setHoursBack(-Number(e.currentTarget.value))}
        />
        <div className="t-ticks" aria-hidden>
          <span>{t("time.hoursAgo", { count: IONOSPHERE_HOURS })}</span>
          <span>{t("time.hoursAgo", { count: IONOSPHERE_HOURS / 2 })}</span>
          <span>{t("time.now")}</span>
        </div>
      </div>
      {error && (
        <div className="t-alert t-inline" role="alert" style={{ justifyContent: "space-between" }}>
          <span>
            <strong>{t("error.title")}</strong> {error}
          </span>
          <button type="button" className="t-button" onClick={retry}>
            {t("common:action.retry")}
          </button>
        </div>
      )}
      <div aria-busy={loading} data-testid="ionosphere-map-box" data-time={grid?.time ?? ""}>
        <GeoMap
          region={region}
          label={t("ionosphere.mapLabel", { region: t(`region.${region}`), time: shownTime })}
          testId="ionosphere-map"
          onPick={(lat, lon) => setPoint({ lat, lon })}
          marker={point}
        >
          {(projection) => (
            <g fillOpacity={0.6}>
              {cells.map((c) => (
                <polygon
                  key={`${c.lat}:${c.lon}`}
                  points={cellPoints(projection, c.lat, c.lon, grid?.latStep ?? 2.5, grid?.lonStep ?? 5)}
                  fill={levelFill(c.level)}
                  stroke="#fff"
                  strokeOpacity={0.6}
                  strokeWidth={0.5}
                />
              ))}
            </g>
          )}
        </GeoMap>
      </div>
      <PointPanel
        id="ionosphere-point"
        title={t("ionosphere.pointTitle")}
        value={point}
        onSubmit={setPoint}
        submitLabel={t("ionosphere.pointSubmit")}
      >
        {point && grid && <Reading point={point} grid={grid} />}
      </PointPanel>
    </ToolLayout>
  );
}
