// Strings of the audit page, added when its lazy chunk loads: the console's `audit` namespace
// and the SDK's audit labels (actions, entities, clients, fields). Not in the first route.
import { accountsLabels, auditLabels, rolesLabels, subaccountsLabels, webhooksLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "../../i18n/index";
import en from "../../i18n/locales/en/audit.json";
import zh from "../../i18n/locales/zh-CN/audit.json";

/** Namespace of the audit page. */
export const AUDIT_NS = "audit";

const bundles: Bundles = { "zh-CN": { [AUDIT_NS]: zh }, en: { [AUDIT_NS]: en } };
addBundles(bundles);
// Changed fields are named by the areas' field labels (accounts, roles, webhooks).
registerSdkLabels(auditLabels, accountsLabels, rolesLabels, subaccountsLabels, webhooksLabels);
