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
import { connectionsMessages } from "./connections.js";
import { faultMessages } from "./fault.js";
import { fleetMessages } from "./fleet.js";
import { webhooksMessages } from "./webhooks.js";
import { auditMessages } from "./audit.js";
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
  connections: connectionsMessages,
  fleet: fleetMessages,
  webhooks: webhooksMessages,
  audit: auditMessages,
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

const pluralRules = new Map<Language, Intl.PluralRules>();
/** The CLDR plural category of `n` in `lang` (en: one/other; zh: other). */
function pluralCategory(lang: Language, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

/** `{name, plural, one {…} other {…}}`: the start of an ICU plural argument. */
const PLURAL_START = /\{(\w+), plural,/g;

/**
 * The ICU plural arguments of `text` replaced by the form `vars[name]` takes in `lang`
 * (`one {# error} other {# errors}`, `#` standing for the number; `other` when no form
 * matches). Only this part of ICU MessageFormat is read: the catalogue needs nothing more,
 * and a full MessageFormat library would load with every command.
 */
function selectPlurals(text: string, vars: Record<string, string | number>, lang: Language): string {
  let out = "";
  let from = 0;
  for (const m of text.matchAll(PLURAL_START)) {
    if (m.index < from) continue;
    const forms = new Map<string, string>();
    let i = m.index + m[0].length;
    // Read `category {text}` pairs up to the argument's closing brace.
    for (;;) {
      while (text[i] === " ") i++;
      if (text[i] === "}" || i >= text.length) break;
      const open = text.indexOf("{", i);
      if (open < 0) break;
      let depth = 1;
      let close = open + 1;
      for (; close < text.length && depth > 0; close++)
        depth += text[close] === "{" ? 1 : text[close] === "}" ? -1 : 0;
      forms.set(text.slice(i, open).trim(), text.slice(open + 1, close - 1));
      i = close;
    }
    const n = Number(vars[m[1]!]);
    const form = forms.get(pluralCategory(lang, n)) ?? forms.get("other") ?? "";
    out += text.slice(from, m.index) + form.replaceAll("#", String(vars[m[1]!]));
    from = i + 1;
  }
  return out + text.slice(from);
}

/**
 * Replace `{name}` placeholders with values and ICU plural arguments (`{count, plural, one
 * {# message} other {# messages}}`) with the form the number takes in `lang`; unknown
 * placeholders stay as written.
 */
export function interpolate(
  text: string,
  vars?: Record<string, string | number>,
  lang: Language = "en",
): string {
  if (!vars) return text;
  const selected = text.includes(", plural,") ? selectPlurals(text, vars, lang) : text;
  return selected.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** A translator for one language: `t("bulk.summary", { total: 3, … })`. */
export function translator(lang: Language) {
  return (key: MessageKey, vars?: Record<string, string | number>): string =>
    cliMessages[lang][key] !== undefined
      ? interpolate(cliMessages[lang][key], vars, lang)
      : interpolate(cliMessages.en[key], vars, "en");
}
/** The translator type every verb receives as `ctx.t`. */
export type Translate = ReturnType<typeof translator>;
