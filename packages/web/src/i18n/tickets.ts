// Strings of the ticket screens (part2 §2-§5), added when their lazy chunk loads: the
// console's `tickets` namespace and the SDK's ticket labels (kinds, states, field names, rule
// messages). The modules that render them import this file.
import { ticketsLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "./index";
import en from "./locales/en/tickets.json";
import zh from "./locales/zh-CN/tickets.json";

/** Namespace of the ticket screens. */
export const TICKETS_NS = "tickets";

const bundles: Bundles = { "zh-CN": { [TICKETS_NS]: zh }, en: { [TICKETS_NS]: en } };
addBundles(bundles);
registerSdkLabels(ticketsLabels);
