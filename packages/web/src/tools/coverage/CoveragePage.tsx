// The service coverage page (part1 §2 Tools "Service coverage"): the base stations of
// the network (`@fixcloud/sdk/stations`) with their RTK radius and the RTD ring around it on the
// offline map, and "is this point covered?" by a click or by coordinates: the nearest station,
// its distance and the expected service, decided once by the SDK's `coverageAt`. Positions are
// named with their coordinate system (part1 §9): CGCS2000 in China, ITRF2008 in Europe.
import {
  BASE_STATIONS,
  RTD_RADIUS_FACTOR,
  type StationRegion,
  coordinateSystemCode,
  coordinateSystemOf,
  coverageAt,
} from "@fixcloud/sdk/stations";
import { geoCircle, geoPath } from "d3-geo";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../shared/useSettings";
import { GeoMap } from "../map/GeoMap";
import { regionOfLanguage } from "../map/projection";
import { formatKm, formatPosition } from "../shared/format";
import { type Point, PointPanel } from "../shared/PointForm";
import { RegionSwitch } from "../shared/RegionSwitch";
import { ToolLayout } from "../shared/ToolLayout";

/** Degrees of arc per km on the mean Earth sphere (the SDK's distance uses the same radius). */
const DEG_PER_KM = 180 / (Math.PI * 6371.0088);
const circle = geoCircle().precision(3);
const ring = (lat: number, lon: number, km: number) => circle.center([lon, lat]).radius(km * DEG_PER_KM)();

/** The badge colour of each expected service (its tone in the SDK: success, caution, warning). */
const SERVICE_FILL = { rtk: "var(--t-rtk)", rtd: "var(--t-rtd)", ppp: "var(--t-level-4)" } as const;

/** The page. */
export function CoveragePage() {
  const { t } = useTranslation("tools");
  const { language } = useSettings();
  const [region, setRegion] = useState<StationRegion>(() => regionOfLanguage(language));
  const [point, setPoint] = useState<Point | null>(null);
  const answer = useMemo(() => (point ? coverageAt(point.lat, point.lon) : null), [point]);
  const stations = useMemo(() => BASE_STATIONS.filter((s) => s.region === region), [region]);
  const system = coordinateSystemOf(region);
  const radiusKm = stations[0]?.radiusKm ?? 0;
  const name = (s: { name: { zh: string; en: string } }) => (language === "en" ? s.name.en : s.name.zh);

  return (
    <ToolLayout title={t("coverage.title")} intro={t("coverage.intro")}>
      <div className="t-row">
        <RegionSwitch value={region} onChange={setRegion} />
        <ul className="t-legend" aria-label={t("legend.title")}>
          <li>
            <span
              aria-hidden
              className="t-swatch"
              style={{ background: "#1c4f8a", borderRadius: 8, width: 10, height: 10 }}
            />
            {t("coverage.station", { count: stations.length })}
          </li>
          <li>
            <span aria-hidden className="t-swatch" style={{ background: "var(--t-rtk)", borderRadius: 8 }} />
            {t("coverage.rtkArea", { km: radiusKm })}
          </li>
          <li>
            <span aria-hidden className="t-swatch" style={{ background: "var(--t-rtd)", borderRadius: 8 }} />
            {t("coverage.rtdArea", { km: radiusKm * RTD_RADIUS_FACTOR })}
          </li>
        </ul>
      </div>
      <p data-testid="coverage-system">
        {t("coverage.systemNote", {
          system: t(`sdk:coordinateSystem.${system}`),
          code: coordinateSystemCode(system),
        })}
      </p>
      <GeoMap
        region={region}
        label={t("coverage.mapLabel", { region: t(`region.${region}`), count: stations.length })}
        testId="coverage-map"
        onPick={(lat, lon) => setPoint({ lat, lon })}
        marker={point}
        overlay={(projection) => (
          <g>
            {stations.map((s) => {
              const at = projection([s.lon, s.lat]);
              return at ? <circle key={s.id} cx={at[0]} cy={at[1]} r={2.6} fill="#1c4f8a" /> : null;
            })}
          </g>
        )}
      >
        {(projection) => {
          const path = geoPath(projection);
          return (
            <g>
              {stations.map((s) => (
                <path
                  key={`rtd-${s.id}`}
                  d={path(ring(s.lat, s.lon, s.radiusKm * RTD_RADIUS_FACTOR)) ?? ""}
                  fill="var(--t-rtd)"
                  fillOpacity={0.45}
                />
              ))}
              {stations.map((s) => (
                <path
                  key={`rtk-${s.id}`}
                  d={path(ring(s.lat, s.lon, s.radiusKm)) ?? ""}
                  fill="var(--t-rtk)"
                  fillOpacity={0.7}
                />
              ))}
            </g>
          );
        }}
      </GeoMap>
      <PointPanel
        id="coverage-point"
        title={t("coverage.pointTitle")}
        value={point}
        onSubmit={setPoint}
        submitLabel={t("coverage.pointSubmit")}
      >
        {answer && point && (
          <div className="t-answer">
            <p>
              <strong>{t("coverage.service")}:</strong>{" "}
              <span
                className="t-badge"
                data-testid="coverage-service"
                data-service={answer.service}
                style={{ background: SERVICE_FILL[answer.service] }}
              >
                {t(`sdk:coverageService.${answer.service}`)}
              </span>
            </p>
            <p>
              {t("coverage.point")}: {formatPosition(t, point.lat, point.lon)}
            </p>
            <p data-testid="coverage-station">
              {t("coverage.nearest")}: <strong>{name(answer.station)}</strong> ({answer.station.id}),{" "}
              {t("coverage.distance", { km: formatKm(answer.distanceKm, language) })}
            </p>
            <p>
              {t("coverage.stationPosition")}: {formatPosition(t, answer.station.lat, answer.station.lon)} ·{" "}
              {t(`sdk:coordinateSystem.${answer.coordinateSystem}`)} (
              {coordinateSystemCode(answer.coordinateSystem)})
            </p>
          </div>
        )}
      </PointPanel>
    </ToolLayout>
  );
}
