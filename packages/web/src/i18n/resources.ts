// The console's own string bundles of the first route, per language: everything else is the
// SDK's (added by initI18n as the "sdk" namespace). The service screens' `services` and `pools`
// namespaces are added by ./services.ts with their lazy chunks, not here.
import enCentre from "./locales/en/centre.json";
import enCommon from "./locales/en/common.json";
import enLists from "./locales/en/lists.json";
import enLogin from "./locales/en/login.json";
import enMessages from "./locales/en/messages.json";
import enNotices from "./locales/en/notices.json";
import enOrders from "./locales/en/orders.json";
import enOverview from "./locales/en/overview.json";
import enRoles from "./locales/en/roles.json";
import enShell from "./locales/en/shell.json";
import zhCentre from "./locales/zh-CN/centre.json";
import enSubaccounts from "./locales/en/subaccounts.json";
import enReceivers from "./locales/en/receivers.json";
import zhCommon from "./locales/zh-CN/common.json";
import zhLists from "./locales/zh-CN/lists.json";
import zhLogin from "./locales/zh-CN/login.json";
import zhMessages from "./locales/zh-CN/messages.json";
import zhNotices from "./locales/zh-CN/notices.json";
import zhOrders from "./locales/zh-CN/orders.json";
import zhOverview from "./locales/zh-CN/overview.json";
import zhRoles from "./locales/zh-CN/roles.json";
import zhShell from "./locales/zh-CN/shell.json";
import zhSubaccounts from "./locales/zh-CN/subaccounts.json";
import zhReceivers from "./locales/zh-CN/receivers.json";
import { noticesLabels, overviewLabels, sharedLabels, type Labels } from "@fixcloud/sdk";
import type { Bundles } from "./index";

/** The console's own strings of the first route. */
export const consoleBundles: Bundles = {
  "zh-CN": {
    common: zhCommon,
    lists: zhLists,
    login: zhLogin,
    shell: zhShell,
    overview: zhOverview,
    notices: zhNotices,
    centre: zhCentre,
    subaccounts: zhSubaccounts,
    roles: zhRoles,
    receivers: zhReceivers,
    orders: zhOrders,
    messages: zhMessages,
  },
  en: {
    common: enCommon,
    lists: enLists,
    login: enLogin,
    shell: enShell,
    overview: enOverview,
    notices: enNotices,
    centre: enCentre,
    subaccounts: enSubaccounts,
    roles: enRoles,
    receivers: enReceivers,
    orders: enOrders,
    messages: enMessages,
  },
};

/** The SDK label sets of the first route (menu, overview, announcements). */
export const CONSOLE_SDK_LABELS: readonly Labels[] = [sharedLabels, overviewLabels, noticesLabels];
