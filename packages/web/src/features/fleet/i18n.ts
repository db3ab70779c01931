// Strings of the fleet health page, added when its lazy chunk loads: the console's `fleet`
// namespace and the SDK's fleet labels (figures, windows, refusal reasons) with the fault labels
// the verdicts and fix qualities use and the accounts' action names. Not in the first route.
import { accountsLabels, faultLabels, fleetLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "../../i18n/index";
import en from "../../i18n/locales/en/fleet.json";
import zh from "../../i18n/locales/zh-CN/fleet.json";

/** Namespace of the fleet health page. */
export const FLEET_NS = "fleet";

const bundles: Bundles = { "zh-CN": { [FLEET_NS]: zh }, en: { [FLEET_NS]: en } };
addBundles(bundles);
// The accounts' labels name the export action (`actionCode.4`), as on every export button.
registerSdkLabels(fleetLabels, faultLabels, accountsLabels);
