// The service coverage page (issue 12; part1 §2 Tools "Service coverage"): the base stations of
// the network (`@fixcloud/sdk/stations`) with their RTK radius and the RTD ring around it on the
// offline map, and "is this point covered?" by a click or by coordinates: the nearest station,
// its distance and the expected service, decided once by the SDK's `coverageAt`. Positions are
// named with their coordinate system (part1 §9): CGCS2000 in China, ITRF2008 in Europe.
import { enumTone } from "@fixcloud/sdk/lists";
import {
  BASE_STATIONS,
  RTD_RADIUS_FACTOR,
  type StationRegion,
  coordinateSystemCode,
  coordinateSystemOf,
  coverageAt,
  coverageService,
} from "@fixcloud/sdk/stations";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { geoCircle, geoPath } from "d3-geo";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toneColor } from "../../shared/tones";
import { useSettings } from "../../shared/useSettings";
import { GeoMap } from "../map/GeoMap";
import { regionOfLanguage } from "../map/projection";
import { formatKm, formatPosition } from "../shared/format";
import { type Point, PointForm } from "../shared/PointForm";
import { RegionSwitch } from "../shared/RegionSwitch";
import { ToolLayout } from "../shared/ToolLayout";

/** Degrees of arc per km on the mean Earth sphere (the SDK's distance uses the same radius). */
const DEG_PER_KM = 180 / (Math.PI * 6371.0088);
const circle = geoCircle().precision(3);
const ring = (lat: number, lon: number, km: number) => circle.center([lon, lat]).radius(km * DEG_PER_KM)();

/** The page. */
export function CoveragePage() {
  const { t } = useTranslation("tools");
  const { language } = useSettings();
  const [region, setRegion] = useState<StationRegion>(() => regionOfLanguage(language));
  const [point, setPoint] = useState<Point | null>(null);
  const answer = useMemo(() => (point ? coverageAt(point.lat, point.lon) : null), [point]);
  const stations = BASE_STATIONS.filter((s) => s.region === region);
  const system = coordinateSystemOf(region);
  const name = (s: { name: { zh: string; en: string } }) => (language === "en" ? s.name.en : s.name.zh);
  const serviceColor = answer ? toneColor(enumTone(coverageService, answer.service)) : "gray";

  return (
    <ToolLayout title={t("coverage.title")} intro={t("coverage.intro")}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <RegionSwitch value={region} onChange={setRegion} />
          <Group gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("legend.title")}>
            <Group gap={6} component="li">
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: "#1c4f8a" }} />
              <Text size="sm">{t("coverage.station", { count: stations.length })}</Text>
            </Group>
            <Group gap={6} component="li">
              <span aria-hidden style={{ width: 16, height: 16, borderRadius: 8, background: "var(--mantine-color-green-5)", opacity: 0.6 }} />
              <Text size="sm">{t("coverage.rtkArea", { km: stations[0]?.radiusKm ?? 0 })}</Text>
            </Group>
            <Group gap={6} component="li">
              <span aria-hidden style={{ width: 16, height: 16, borderRadius: 8, background: "var(--mantine-color-yellow-4)", opacity: 0.5 }} />
              <Text size="sm">{t("coverage.rtdArea", { km: (stations[0]?.radiusKm ?? 0) * RTD_RADIUS_FACTOR })}</Text>
            </Group>
          </Group>
        </Group>
        <Text size="sm" data-testid="coverage-system">
          {t("coverage.systemNote", {
            system: t(`sdk:coordinateSystem.${system}`),
            code: coordinateSystemCode(system),
          })}
        </Text>
        <GeoMap
          region={region}
          label={t("coverage.mapLabel", { region: t(`region.${region}`), count: stations.length })}
          testId="coverage-map"
          onPick={(lat, lon) => setPoint({ lat, lon })}
          overlay={(projection) => {
            const p = point && projection([point.lon, point.lat]);
            return (
              <g>
                {stations.map((s) => {
                  const at = projection([s.lon, s.lat]);
                  return at ? <circle key={s.id} cx={at[0]} cy={at[1]} r={2.6} fill="#1c4f8a" /> : null;
                })}
                {p && <circle cx={p[0]} cy={p[1]} r={6} fill="#111" stroke="#fff" strokeWidth={2} />}
              </g>
            );
          }}
        >
          {(projection) => {
            const path = geoPath(projection);
            return (
              <g>
                {stations.map((s) => (
                  <path
                    key={`rtd-${s.id}`}
                    d={path(ring(s.lat, s.lon, s.radiusKm * RTD_RADIUS_FACTOR)) ?? ""}
                    fill="var(--mantine-color-yellow-4)"
                    fillOpacity={0.35}
                  />
                ))}
                {stations.map((s) => (
                  <path
                    key={`rtk-${s.id}`}
                    d={path(ring(s.lat, s.lon, s.radiusKm)) ?? ""}
                    fill="var(--mantine-color-green-5)"
                    fillOpacity={0.55}
                  />
                ))}
              </g>
            );
          }}
        </GeoMap>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="coverage-point-title">
          <Title order={2} size="h4" id="coverage-point-title" mb="xs">
            {t("coverage.pointTitle")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("point.hint")}
          </Text>
          <PointForm id="coverage-point" value={point} onSubmit={setPoint} submitLabel={t("coverage.pointSubmit")} />
          <div aria-live="polite" data-testid="coverage-answer">
            {answer && point && (
              <Stack gap={4} mt="md">
                <Group gap="xs">
                  <Text fw={600}>{t("coverage.service")}:</Text>
                  <Badge data-testid="coverage-service" data-service={answer.service} color={serviceColor} variant="light" tt="none">
                    {t(`sdk:coverageService.${answer.service}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t("coverage.point")}: {formatPosition(t, point.lat, point.lon)}
                </Text>
                <Text size="sm" data-testid="coverage-station">
                  {t("coverage.nearest")}: <strong>{name(answer.station)}</strong> ({answer.station.id}),{" "}
                  {t("coverage.distance", { km: formatKm(answer.distanceKm, language) })}
                </Text>
                <Text size="sm">
                  {t("coverage.stationPosition")}: {formatPosition(t, answer.station.lat, answer.station.lon)} ·{" "}
                  {t(`sdk:coordinateSystem.${answer.coordinateSystem}`)} ({coordinateSystemCode(answer.coordinateSystem)})
                </Text>
              </Stack>
            )}
          </div>
        </Paper>
      </Stack>
    </ToolLayout>
  );
}
