// The console's own string bundles of the first route (shell, overview, its announcements,
// message badge and purchases), per language; the SDK's labels are the "sdk" namespace
// (initI18n). Every other namespace loads when a page first uses it (./lazy.ts: its JSON files
// are enough, no line here), or with its feature's chunk (./services.ts …).
import enCommon from "./locales/en/common.json";
import enMessages from "./locales/en/messages.json";
import enNotices from "./locales/en/notices.json";
import enOrders from "./locales/en/orders.json";
import enOverview from "./locales/en/overview.json";
import enShell from "./locales/en/shell.json";
import zhCommon from "./locales/zh-CN/common.json";
import zhMessages from "./locales/zh-CN/messages.json";
import zhNotices from "./locales/zh-CN/notices.json";
import zhOrders from "./locales/zh-CN/orders.json";
import zhOverview from "./locales/zh-CN/overview.json";
import zhShell from "./locales/zh-CN/shell.json";
import { noticesLabels, overviewLabels, sharedLabels, type Labels } from "@fixcloud/sdk";
import type { Bundles } from "./index";

/** The console's own strings of the first route. */
export const consoleBundles: Bundles = {
  "zh-CN": {
    common: zhCommon,
    shell: zhShell,
    overview: zhOverview,
    notices: zhNotices,
    orders: zhOrders,
    messages: zhMessages,
  },
  en: {
    common: enCommon,
    shell: enShell,
    overview: enOverview,
    notices: enNotices,
    orders: enOrders,
    messages: enMessages,
  },
};

/** The SDK label sets of the first route (menu, overview, announcements). */
export const CONSOLE_SDK_LABELS: readonly Labels[] = [sharedLabels, overviewLabels, noticesLabels];
