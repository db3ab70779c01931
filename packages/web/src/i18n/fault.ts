// Strings of the fault diagnosis page (part2 §2-§9), added when its lazy chunk loads:
// the console's `fault` namespace and the SDK's fault labels (fix statuses, error and behaviour
// types, field names, the search rules' messages, the verdict's texts). Not in the first route.
import { accountsLabels, faultLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "./index";
import en from "./locales/en/fault.json";
import zh from "./locales/zh-CN/fault.json";

/** Namespace of the fault diagnosis page. */
export const FAULT_NS = "fault";

const bundles: Bundles = { "zh-CN": { [FAULT_NS]: zh }, en: { [FAULT_NS]: en } };
addBundles(bundles);
// Account field names (accountName, silentSwitch) label the base info too.
registerSdkLabels(faultLabels, accountsLabels);
