// The fleet health page's export (docs/fleet-health.md, "Console"; docs/exports.md): one CSV
// of what the page shows for its scope and window, in three sections separated by a blank row:
// the scope (window, from, to, time zone, pool, product), the rovers that fare worst with their
// verdicts, and the trend. Figures are numbers as the API gives them (a spreadsheet sums them),
// times in the time-zone setting, labels in the interface language; every text cell is guarded
// by shared/csv.ts. Pure: the labels come in as a function.
import {
  type FleetHealth,
  type FleetRover,
  formatTime,
  type Language,
  type TimeZoneChoice,
  toWireTime,
} from "@fixcloud/sdk";
import type { CsvCell } from "../../shared/csv";
import type { FleetSearch } from "./search";
import { roverShares, verdictText } from "./figures";

/** What the export needs besides the answers: the scope, the language, the zone and the labels. */
export interface FleetExportContext {
  search: FleetSearch;
  language: Language;
  timeZone: TimeZoneChoice;
  /** A label by key: the SDK's (`fleet.field.*`, `serviceProduct.*`, `fleetWindow.*`) or the page's (`fleet:*`). */
  label: (key: string) => string;
}

const TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** The export's rows: scope, worst rovers, trend (see the file comment). */
export function fleetExportRows(
  health: FleetHealth,
  worst: readonly FleetRover[],
  { search, language, timeZone, label }: FleetExportContext,
): CsvCell[][] {
  const time = (wire: string) => formatTime(wire, { timeZone, format: TIME_FORMAT });
  const product = (code: string | undefined) =>
    code ? label(`serviceProduct.${code}`) : label("fleet:scope.all");
  const scope: CsvCell[][] = [
    [label("fleet:title")],
    [label("fleet.field.window"), label(`fleetWindow.${health.window}`)],
    [label("fleet.field.from"), time(health.from)],
    [label("fleet.field.to"), time(health.to)],
    [label("fleet:export.timeZone"), timeZone === "local" ? label("fleet:export.local") : timeZone],
    [label("fleet.field.poolId"), search.poolId ?? label("fleet:scope.all")],
    [label("fleet.field.serviceProduct"), product(search.serviceProduct)],
  ];
  const rovers: CsvCell[][] = [
    [label("fleet:worst.title")],
    [
      label("fleet.field.accountName"),
      label("fleet.field.poolId"),
      label("fleet.field.serviceProduct"),
      label("fleet.field.ggaCount"),
      label("fleet.field.fixedPct"),
      label("fleet.field.floatPct"),
      label("fleet.field.singlePct"),
      label("fleet.field.diffAgeP95S"),
      label("fleet.field.reconnects"),
      label("fleet.field.refusals"),
      label("fleet.field.distanceKm"),
      label("fleet.field.severity"),
      label("fleet.field.verdict"),
    ],
    ...worst.map((r) => {
      const v = verdictText(r, language);
      const shares = roverShares(r);
      return [
        r.accountName,
        r.poolId,
        label(`serviceProduct.${r.serviceProduct}`),
        r.ggaCount,
        shares.fixedPct,
        shares.floatPct,
        shares.singlePct,
        r.diffAgeP95S,
        r.reconnects,
        r.refusals,
        r.distanceKm,
        v.severity,
        v.title,
      ];
    }),
  ];
  const trend: CsvCell[][] = [
    [label("fleet:trend.title")],
    [
      label("fleet.field.time"),
      label("fleet.field.ggaCount"),
      label("fleet.field.activeRovers"),
      label("fleet.field.fixedPct"),
      label("fleet.field.floatPct"),
      label("fleet.field.singlePct"),
      label("fleet.field.diffAgeP95S"),
    ],
    ...health.trend.map((p) => [
      time(p.time),
      p.ggaCount,
      p.activeRovers,
      p.fixedPct,
      p.floatPct,
      p.singlePct,
      p.diffAgeP95S,
    ]),
  ];
  return [...scope, [], ...rovers, [], ...trend];
}

/** The file's name: `fleet-health-<window>-<YYYYMMDD-HHmmss>.csv`, the moment in the time-zone setting. */
export function fleetExportName(
  window: FleetHealth["window"],
  nowMs: number,
  timeZone: TimeZoneChoice,
): string {
  const stamp = formatTime(toWireTime(nowMs), {
    timeZone,
    format: "YYYYMMDD-HHmmss",
  });
  return `fleet-health-${window}-${stamp}.csv`;
}
