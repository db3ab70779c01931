// Positions on the tool pages: degrees with a hemisphere, and distances in km, in the
// page's language.
import type { TFunction } from "i18next";

/** `39.904° N, 116.407° E` (en) / `北纬 39.904°，东经 116.407°` (zh-CN), 3 decimals. */
export function formatPosition(t: TFunction, lat: number, lon: number): string {
  const deg = (v: number) => (Math.round(Math.abs(v) * 1000) / 1000).toFixed(3);
  return t("tools:position", {
    lat: t(lat >= 0 ? "tools:north" : "tools:south", { value: deg(lat) }),
    lon: t(lon >= 0 ? "tools:east" : "tools:west", { value: deg(lon) }),
  });
}

/** A distance in km: one decimal below 100 km, whole km above, grouped by the language. */
export function formatKm(km: number, language: string): string {
  const digits = km < 100 ? 1 : 0;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(km);
}
