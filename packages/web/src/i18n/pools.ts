// The `pools` namespace (pool list, pool drawer, device accounts) travels with the lazy
// service and /serviceNoList chunks instead of the first route's bundle: the modules that
// render it import this file, which adds both languages once. Without an i18next backend,
// react-i18next treats an added bundle as loaded, so nothing suspends.
import i18next from "i18next";
import type { Bundles } from "./index";
import en from "./locales/en/pools.json";
import zhCN from "./locales/zh-CN/pools.json";

export const POOLS_NS = "pools";

const bundles: Record<keyof Bundles, Record<string, string>> = { "zh-CN": zhCN, en };
for (const [lng, bundle] of Object.entries(bundles)) {
  if (!i18next.hasResourceBundle(lng, POOLS_NS)) i18next.addResourceBundle(lng, POOLS_NS, bundle);
}
