// How the fleet health page (docs/fleet-health.md, "Console") reads the fleet calls' figures:
// numbers in the interface language (shares in percent with one decimal, as the API gives them,
// never rounded further), the trend as chart rows on a time axis, the refusals by reason most
// first, the worst rovers' verdicts as the doctor words them, and the fault link of a rover. Pure:
// no React, no i18next (the labels are passed in).
import {
  type Finding,
  type FleetHealth,
  type FleetRefusalCount,
  type FleetRover,
  findingText,
  type Language,
  serviceSubTypeOf,
  wireMs,
} from "@fixcloud/sdk";

/** What a missing figure shows (a null percentile, a share of a bucket without GGA). */
export const NO_FIGURE = "-";

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    // Up to `digits` decimals, none added: 97.3 stays 97.3, 100 stays 100.
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: digits });
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * A figure as text in `lang`: grouped thousands, at most `digits` decimals (the API's shares
 * and times carry one; counts none). Null or not finite: {@link NO_FIGURE}.
 */
export function formatFigure(value: number | null | undefined, lang: Language, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  return numberFormat(lang, digits).format(value);
}

/** A share in percent (0-100) as text with its sign: `97.3%`; null: {@link NO_FIGURE}. */
export function formatPct(value: number | null | undefined, lang: Language): string {
  const text = formatFigure(value, lang);
  return text === NO_FIGURE ? text : `${text}%`;
}

/** A pair of percentiles as `p50 / p95` text; null: {@link NO_FIGURE}. */
export function formatPercentiles(p: { p50: number; p95: number } | null, lang: Language): string {
  return p ? `${formatFigure(p.p50, lang)} / ${formatFigure(p.p95, lang)}` : NO_FIGURE;
}

/** One row of the trend charts: the bucket's start as epoch ms, its figures (null: no GGA). */
export interface TrendRow {
  time: number;
  fixedPct: number | null;
  floatPct: number | null;
  singlePct: number | null;
  diffAgeP95S: number | null;
  activeRovers: number;
  ggaCount: number;
}

/**
 * The trend as chart rows, oldest first: the wire times as epoch ms (a time axis, not one
 * category per bucket); a bucket without GGA keeps null shares, so a line breaks there instead
 * of drawing a 0 % fix rate that never happened. Buckets whose time does not parse are left out.
 */
export function trendRows(trend: FleetHealth["trend"]): TrendRow[] {
  const rows: TrendRow[] = [];
  for (const p of trend) {
    const time = wireMs(p.time);
    if (time === undefined || time === null) continue;
    const empty = p.ggaCount === 0;
    rows.push({
      time,
      fixedPct: empty ? null : p.fixedPct,
      floatPct: empty ? null : p.floatPct,
      singlePct: empty ? null : p.singlePct,
      diffAgeP95S: empty ? null : p.diffAgeP95S,
      activeRovers: p.activeRovers,
      ggaCount: p.ggaCount,
    });
  }
  return rows.sort((a, b) => a.time - b.time);
}

/** Whether a trend has anything to draw: some bucket with GGA. */
export function trendHasData(rows: readonly TrendRow[]): boolean {
  return rows.some((r) => r.ggaCount > 0);
}

/** The refusals by reason with a count, most first (ties by reason code, for a stable order). */
export function refusalsByCount(refusals: readonly FleetRefusalCount[]): FleetRefusalCount[] {
  return refusals
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * A worst rover's GGA shares, percent: null each when it sent no GGA in the window (a rover
 * listed for its refusals alone), which the API reports as 0 but no rover fixed 0 % of nothing.
 */
export function roverShares(r: Pick<FleetRover, "ggaCount" | "fixedPct" | "floatPct" | "singlePct">): {
  fixedPct: number | null;
  floatPct: number | null;
  singlePct: number | null;
} {
  return r.ggaCount > 0
    ? { fixedPct: r.fixedPct, floatPct: r.floatPct, singlePct: r.singlePct }
    : { fixedPct: null, floatPct: null, singlePct: null };
}

/** The doctor's finding behind a worst rover's verdict (its action key is the code's). */
export function verdictFinding(verdict: FleetRover["verdict"]): Finding {
  return { action: `doctor.${verdict.code}.action`, ...verdict } as Finding;
}

/** A worst rover's verdict worded in `lang` as `fixcloud doctor` words it: severity, title, action. */
export function verdictText(
  rover: FleetRover,
  lang: Language,
): { severity: string; title: string; action: string } {
  return findingText(verdictFinding(rover.verdict), lang);
}

/** The fault page's search for a rover: its account and the sub-type of its product (part1 §2 fault link). */
export function faultSearchOf(rover: Pick<FleetRover, "accountName" | "serviceProduct">): {
  accountName: string;
  serviceSubType: string;
} {
  return { accountName: rover.accountName, serviceSubType: serviceSubTypeOf(rover.serviceProduct) };
}
