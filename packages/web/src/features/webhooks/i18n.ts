// Strings of the webhooks page, added when its lazy chunk loads: the console's
// `webhooks` namespace and the SDK's webhook labels (event types, delivery states, fields, the
// rules' L-codes). Not in the first route.
import { accountsLabels, webhooksLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "../../i18n/index";
import en from "../../i18n/locales/en/webhooks.json";
import zh from "../../i18n/locales/zh-CN/webhooks.json";

/** Namespace of the webhooks page. */
export const WEBHOOKS_NS = "webhooks";

const bundles: Bundles = { "zh-CN": { [WEBHOOKS_NS]: zh }, en: { [WEBHOOKS_NS]: en } };
addBundles(bundles);
// `field.createTime` is the accounts' label, shared by every created-time column.
registerSdkLabels(webhooksLabels, accountsLabels);
