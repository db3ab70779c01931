// Strings of the service screens and the device page (part1 §2), added when their lazy chunks
// load instead of with the first route: the console's `services` (accounts tab) and `pools`
// (pools tab, pool drawer, device accounts) namespaces, and the SDK's accounts and pools labels
// (states, calculation types, units, field names). The modules that render them import this file.
import { accountsLabels, poolsLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "./index";
import enPools from "./locales/en/pools.json";
import enServices from "./locales/en/services.json";
import zhPools from "./locales/zh-CN/pools.json";
import zhServices from "./locales/zh-CN/services.json";

/** Namespace of the accounts tab and the service screens. */
export const SERVICES_NS = "services";
/** Namespace of the pools tab, the pool drawer and the device accounts. */
export const POOLS_NS = "pools";

const bundles: Bundles = {
  "zh-CN": { [SERVICES_NS]: zhServices, [POOLS_NS]: zhPools },
  en: { [SERVICES_NS]: enServices, [POOLS_NS]: enPools },
};
addBundles(bundles);
registerSdkLabels(accountsLabels, poolsLabels);
