// The CLI's message catalogue: one typed label set per noun (./<noun>.ts), merged once, with
// the translator the context hands to every verb. Domain labels come from the SDK instead
// (`sdkMessage` in output/print.ts). A test keeps both languages and the sets in step.
import { type Labels, mergeLabels } from "@fixcloud/sdk/lists";
import type { Language } from "../lang.js";
import { accountsMessages } from "./accounts.js";
import { apiMessages } from "./api.js";
import { authMessages } from "./auth.js";
import { commonMessages } from "./common.js";
import { netMessages } from "./net.js";
import { configMessages } from "./config.js";
import { credentialsMessages } from "./credentials.js";
import { environmentMessages } from "./environment.js";
import { jobsMessages } from "./jobs.js";
import { noticesMessages } from "./notices.js";
import { ordersMessages } from "./orders.js";
import { outputMessages } from "./output.js";
import { overviewMessages } from "./overview.js";
import { poolsMessages } from "./pools.js";
import { subaccountsMessages } from "./subaccounts.js";
import { rolesMessages } from "./roles.js";
import { receiversMessages } from "./receivers.js";
import { messagesMessages } from "./messages.js";
import { ticketsMessages } from "./tickets.js";
import { faultMessages } from "./fault.js";
import { webhooksMessages } from "./webhooks.js";
import { listenMessages } from "./listen.js";
import { triggerMessages } from "./trigger.js";

/** The CLI's label sets by noun (`common` is shared by all). */
export const messageSets = {
  common: commonMessages,
  auth: authMessages,
  config: configMessages,
  environment: environmentMessages,
  overview: overviewMessages,
  notices: noticesMessages,
  accounts: accountsMessages,
  pools: poolsMessages,
  net: netMessages,
  jobs: jobsMessages,
  output: outputMessages,
  api: apiMessages,
  credentials: credentialsMessages,
  subaccounts: subaccountsMessages,
  roles: rolesMessages,
  receivers: receiversMessages,
  orders: ordersMessages,
  messages: messagesMessages,
  tickets: ticketsMessages,
  fault: faultMessages,
  webhooks: webhooksMessages,
  listen: listenMessages,
  trigger: triggerMessages,
} as const;

type KeysOf<S> = S extends Labels<infer K> ? K : never;
/** A key of the CLI's own messages, e.g. `"bulk.summary"`. */
export type MessageKey = KeysOf<(typeof messageSets)[keyof typeof messageSets]>;

/** Both languages, every set merged; throws at load when two sets define one key. */
export const cliMessages: Record<Language, Record<MessageKey, string>> = mergeLabels(
  ...Object.values(messageSets),
);

/** Replace `{name}` placeholders with values; unknown placeholders stay as written. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** A translator for one language: `t("bulk.summary", { total: 3, … })`. */
export function translator(lang: Language) {
  return (key: MessageKey, vars?: Record<string, string | number>): string =>
    interpolate(cliMessages[lang][key] ?? cliMessages.en[key], vars);
}
/** The translator type every verb receives as `ctx.t`. */
export type Translate = ReturnType<typeof translator>;
