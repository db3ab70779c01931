// The console's own string bundles, per domain and language. The SDK's messages are added
// by initI18n as the "sdk" namespace. The "pools" namespace (locales/*/pools.json) is not
// here: it is added by ./pools.ts with the lazy pools and device chunks, so the first route
// does not carry it.
import enCommon from "./locales/en/common.json";
import enLogin from "./locales/en/login.json";
import enNotices from "./locales/en/notices.json";
import enOverview from "./locales/en/overview.json";
import enServices from "./locales/en/services.json";
import enShell from "./locales/en/shell.json";
import zhCommon from "./locales/zh-CN/common.json";
import zhLogin from "./locales/zh-CN/login.json";
import zhNotices from "./locales/zh-CN/notices.json";
import zhOverview from "./locales/zh-CN/overview.json";
import zhServices from "./locales/zh-CN/services.json";
import zhShell from "./locales/zh-CN/shell.json";
import type { Bundles } from "./index";

export const consoleBundles: Bundles = {
  "zh-CN": {
    common: zhCommon,
    login: zhLogin,
    shell: zhShell,
    overview: zhOverview,
    notices: zhNotices,
    services: zhServices,
  },
  en: {
    common: enCommon,
    login: enLogin,
    shell: enShell,
    overview: enOverview,
    notices: enNotices,
    services: enServices,
  },
};
