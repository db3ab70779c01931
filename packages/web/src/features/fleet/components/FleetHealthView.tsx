// The fleet health page's body (docs/fleet-health.md, "Console"): the scope bar (pool, service
// product, 24 h or 7 days) kept in the URL by the page, the window in the time-zone setting, the
// rover counts, the quality figures, the trend charts (lazy: recharts), the refusals by reason
// and the rovers that fare worst with the doctor's verdict, each linking to the fault page for
// its account; the export of the worst rovers and the trend as one CSV. Which rovers are not
// fixing, and why, at a glance.
import type { FleetHealth, FleetRover } from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../../../shared/actions";
import { csvFile } from "../../../shared/csv";
import { confirmExport, exportSaved } from "../../../shared/exports";
import { Loading } from "../../../shared/Loading";
import { Segmented } from "../../../shared/Segmented";
import { useFormatTime } from "../../../shared/time";
import { useSettings } from "../../../shared/useSettings";
import { fleetExportName, fleetExportRows } from "../export";
import { formatFigure, formatPct, formatPercentiles, refusalsByCount, trendRows } from "../figures";
import { FLEET_NS } from "../i18n";
import { fleetHealthQuery, fleetWorstQuery } from "../queries";
import { FLEET_PRODUCTS, type FleetSearch, fleetRequest, WINDOWS } from "../search";
import { WorstTable } from "./WorstTable";

type ChartsComponent = typeof import("./TrendCharts").TrendCharts;

/** A pool the scope may name: its id and how the picker shows it. */
export interface PoolOption {
  value: string;
  label: string;
}

/** Props of {@link FleetHealthView}: the URL state, how to change it, the pools to offer. */
export interface FleetHealthViewProps {
  search: FleetSearch;
  onScope: (next: FleetSearch) => void;
  pools: readonly PoolOption[];
}

/** The fleet health page's body. */
export function FleetHealthView({ search, onScope, pools }: FleetHealthViewProps) {
  const { t } = useTranslation(FLEET_NS);
  const { language, timeZone } = useSettings();
  const formatTime = useFormatTime();
  const request = fleetRequest(search);
  const health = useQuery(fleetHealthQuery(request));
  const worst = useQuery(fleetWorstQuery(request));

  // The charts' chunk (recharts) loads beside the first answer, not after it renders.
  const [Charts, setCharts] = useState<ChartsComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import("./TrendCharts").then((m) => live && setCharts(() => m.TrendCharts));
    return () => {
      live = false;
    };
  }, []);

  // A pool named by the URL that the picker's list does not hold (beyond its first page) stays choosable.
  const poolData =
    search.poolId && !pools.some((p) => p.value === search.poolId)
      ? [{ value: search.poolId, label: search.poolId }, ...pools]
      : pools;
  const data = health.data;
  const rovers = worst.data?.list ?? [];

  const onExport = () => {
    if (!data) return;
    confirmExport({
      message: t("export.confirm", { rovers: rovers.length, points: data.trend.length }),
      onConfirm: () => {
        const rows = fleetExportRows(data, rovers, {
          search,
          language,
          timeZone,
          label: (key) => (key.startsWith("fleet:") ? t(key.slice(6)) : t(key, { ns: "sdk" })),
        });
        exportSaved(csvFile(rows, fleetExportName(data.window, Date.now(), timeZone)));
      },
    });
  };

  return (
    // The export's confirmation (shared/exports.tsx) opens in this page's modals manager.
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} size="h3">
              {t("title")}
            </Title>
            <Button
              variant="default"
              onClick={onExport}
              disabled={!data || !worst.data}
              data-testid="fleet-export"
            >
              {actionLabel(t, "export")}
            </Button>
          </Group>
          <Text size="sm">{t("intro")}</Text>
          <Group align="flex-end" gap="md" data-testid="fleet-scope">
            <Select
              label={t("sdk:fleet.field.poolId")}
              placeholder={t("scope.all")}
              data={poolData as PoolOption[]}
              value={search.poolId ?? null}
              onChange={(v) => onScope({ ...search, poolId: v ?? undefined })}
              searchable
              clearable
              nothingFoundMessage={t("scope.noPool")}
              w={{ base: "100%", xs: 260 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t("sdk:fleet.field.serviceProduct")}
              placeholder={t("scope.all")}
              data={FLEET_PRODUCTS.map((p) => ({ value: p, label: t(`sdk:serviceProduct.${p}`) }))}
              value={search.serviceProduct ?? null}
              onChange={(v) => onScope({ ...search, serviceProduct: v ?? undefined })}
              clearable
              w={{ base: "100%", xs: 220 }}
            />
            <Segmented
              label={t("sdk:fleet.field.window")}
              value={search.window}
              options={WINDOWS.map((w) => ({ value: w, label: t(`sdk:fleetWindow.${w}`) }))}
              onChange={(w) => onScope({ ...search, window: w })}
            />
          </Group>
          {data && (
            <Text size="sm" c="dimmed" data-testid="fleet-window">
              {t("window.range", { from: formatTime(data.from), to: formatTime(data.to) })}
            </Text>
          )}
          {health.isError && (
            <Alert color="red" role="alert">
              {(health.error as Error).message}
            </Alert>
          )}
          {!data && health.isPending && <Loading />}
          {data && (
            <Stack gap="lg" data-testid="fleet-results" aria-busy={health.isFetching || undefined}>
              <RoverTiles data={data} />
              <Summary data={data} />
              <section aria-labelledby="fleet-trend" data-testid="fleet-trend">
                <Title order={2} size="h4" id="fleet-trend" mb="xs">
                  {t("trend.title")}
                </Title>
                {Charts ? <Charts rows={trendRows(data.trend)} /> : <Loader size="sm" />}
              </section>
              <Refusals data={data} />
            </Stack>
          )}
          <section aria-labelledby="fleet-worst" data-testid="fleet-worst">
            <Title order={2} size="h4" id="fleet-worst" mb={4}>
              {t("worst.title")}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t("worst.intro")}
            </Text>
            {worst.isError ? (
              <Alert color="red" role="alert">
                {(worst.error as Error).message}
              </Alert>
            ) : worst.data ? (
              <WorstTable rovers={rovers as FleetRover[]} />
            ) : (
              <Loading />
            )}
          </section>
        </Stack>
      </Paper>
    </ModalsProvider>
  );
}

/** One figure: its label and value, as a group a screen reader names by the label. */
function Figure({
  label,
  children,
  tone,
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} c={tone} lh={1.3} component="div">
        {children}
      </Text>
    </Paper>
  );
}

/** The rovers of the scope: total, active, fixing and not fixing. */
function RoverTiles({ data }: { data: FleetHealth }) {
  const { t } = useTranslation(FLEET_NS);
  const { language } = useSettings();
  const r = data.rovers;
  const n = (v: number) => formatFigure(v, language, 0);
  return (
    <section aria-labelledby="fleet-rovers">
      <Title order={2} size="h4" id="fleet-rovers" mb="xs">
        {t("rovers.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="fleet-rovers">
        <Figure label={t("sdk:fleet.field.roversTotal")}>{n(r.total)}</Figure>
        <Figure label={t("sdk:fleet.field.roversActive")} tone="blue.8">
          {n(r.active)}
        </Figure>
        <Figure label={t("sdk:fleet.field.roversFixing")} tone="green.8">
          {n(r.fixing)}
        </Figure>
        <Figure
          label={t("sdk:fleet.field.roversNotFixing")}
          tone={r.notFixing > 0 ? "red.8" : undefined}
          testId="fleet-not-fixing"
        >
          {n(r.notFixing)}
        </Figure>
      </SimpleGrid>
      {r.active === 0 && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="fleet-no-gga">
          {t("rovers.none")}
        </Text>
      )}
    </section>
  );
}

/** The quality figures of the window: shares, times, satellites, reconnects, distance. */
function Summary({ data }: { data: FleetHealth }) {
  const { t } = useTranslation(FLEET_NS);
  const { language } = useSettings();
  const s = data.summary;
  const f = (key: string) => t(`sdk:fleet.field.${key}`);
  return (
    <section aria-labelledby="fleet-summary">
      <Title order={2} size="h4" id="fleet-summary" mb="xs">
        {t("summary.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="fleet-summary">
        <Figure label={f("fixedPct")} tone="green.8" testId="fleet-fixed">
          {formatPct(s.fixedPct, language)}
        </Figure>
        <Figure label={f("floatPct")}>{formatPct(s.floatPct, language)}</Figure>
        <Figure label={f("singlePct")}>{formatPct(s.singlePct, language)}</Figure>
        <Figure label={f("otherPct")}>{formatPct(s.otherPct, language)}</Figure>
        <Figure label={f("ggaCount")}>{formatFigure(s.ggaCount, language, 0)}</Figure>
        <Figure label={`${f("ttffS")} ${t("summary.p50p95")}`}>{formatPercentiles(s.ttffS, language)}</Figure>
        <Figure label={`${f("diffAgeS")} ${t("summary.p50p95")}`}>
          {formatPercentiles(s.diffAgeS, language)}
        </Figure>
        <Figure label={f("satellitesMean")}>{formatFigure(s.satellitesMean, language)}</Figure>
        <Figure label={f("reconnectsPerHour")}>{formatFigure(s.reconnectsPerHour, language, 2)}</Figure>
        <Figure label={`${f("distanceKm")} ${t("summary.p50p95max")}`}>
          {s.distanceKm
            ? `${formatPercentiles(s.distanceKm, language)} / ${formatFigure(s.distanceKm.max, language)}`
            : formatFigure(null, language)}
        </Figure>
      </SimpleGrid>
    </section>
  );
}

/** Refused connection attempts by reason, most first. */
function Refusals({ data }: { data: FleetHealth }) {
  const { t } = useTranslation(FLEET_NS);
  const { language } = useSettings();
  const rows = refusalsByCount(data.summary.refusals);
  return (
    <section aria-labelledby="fleet-refusals" data-testid="fleet-refusals">
      <Title order={2} size="h4" id="fleet-refusals" mb="xs">
        {t("refusals.title")}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("refusals.none")}
        </Text>
      ) : (
        <Table withTableBorder maw={560} aria-labelledby="fleet-refusals">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("sdk:fleet.field.refusalReason")}</Table.Th>
              <Table.Th ta="right">{t("sdk:fleet.field.refusalCount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.reason} data-reason={r.reason}>
                <Table.Td>{t(`sdk:fleetRefusal.${r.reason}`, { defaultValue: r.reason })}</Table.Td>
                <Table.Td ta="right">{formatFigure(r.count, language, 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
