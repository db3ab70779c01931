// The message catalogue of every area merged: L-codes and the labels of every domain value and
// field, in zh-CN and en (part1 §8, part2 §8). The sandbox and the CLI read this whole
// catalogue; the console loads the shared labels first and each area's set with its pages.
import { accountsLabels } from "./accounts/labels.js";
import { certificationLabels } from "./certification/labels.js";
import { credentialsLabels } from "./credentials/labels.js";
import { faultLabels } from "./fault/labels.js";
import { messagesLabels } from "./messages/labels.js";
import { noticesLabels } from "./notices/labels.js";
import { ordersLabels } from "./orders/labels.js";
import { overviewLabels } from "./overview/labels.js";
import { poolsLabels } from "./pools/labels.js";
import { receiversLabels } from "./receivers/labels.js";
import { rolesLabels } from "./roles/labels.js";
import { securityLabels } from "./security/labels.js";
import type { Language } from "./session/schemas.js";
import { type Labels, type MessageCatalogue, mergeLabels } from "./shared/label.js";
import { sharedLabels } from "./shared/labels.js";
import { subaccountsLabels } from "./subaccounts/labels.js";
import { ticketsLabels } from "./tickets/labels.js";
import { webhooksLabels } from "./webhooks/labels.js";
import { auditLabels } from "./audit/labels.js";
import { toolsLabels } from "./tools/labels.js";
import { fleetLabels } from "./fleet/labels.js";

/** Every area's label set, by area (the console registers them as its pages load). */
export const labelSets = {
  shared: sharedLabels,
  overview: overviewLabels,
  notices: noticesLabels,
  accounts: accountsLabels,
  pools: poolsLabels,
  receivers: receiversLabels,
  messages: messagesLabels,
  tickets: ticketsLabels,
  certification: certificationLabels,
  orders: ordersLabels,
  credentials: credentialsLabels,
  security: securityLabels,
  subaccounts: subaccountsLabels,
  roles: rolesLabels,
  fault: faultLabels,
  webhooks: webhooksLabels,
  audit: auditLabels,
  tools: toolsLabels,
  fleet: fleetLabels,
} as const satisfies Record<string, Labels>;

/**
 * The message catalogues of both interface languages: every L-code and every label of every
 * area (part1 §8, part2 §8). Both hold exactly the same keys; no key is defined twice.
 */
export const messages: { readonly [L in Language]: MessageCatalogue } = mergeLabels(
  ...Object.values(labelSets),
);

/** The message of `key` in `language`, or the key itself when the catalogue lacks it. */
export function translate(key: string, language: Language): string {
  return messages[language][key] ?? key;
}
