// Every validation rule, grouped by area: `rules.<area>.<rule>(value, …)` returns the L-code
// of the first failure, or null (part1 §5, part2 §5). Each area's rules live in
// catalogue/<area>/rules.ts; the shared field rules in catalogue/shared/rules.ts.
import { accounts } from "./accounts/rules.js";
import { audit } from "./audit/rules.js";
import { certification } from "./certification/rules.js";
import { credentials } from "./credentials/rules.js";
import { fault } from "./fault/rules.js";
import { pools } from "./pools/rules.js";
import { receivers } from "./receivers/rules.js";
import { roles } from "./roles/rules.js";
import { security } from "./security/rules.js";
import { session } from "./session/rules.js";
import { common } from "./shared/rules.js";
import { subAccounts } from "./subaccounts/rules.js";
import { attachments, tickets } from "./tickets/rules.js";
import { tokens } from "./tokens/rules.js";
import { webhooks } from "./webhooks/rules.js";
import { tools } from "./tools/rules.js";

/**
 * Every validation rule, grouped by area:
 * `common` (phone, captcha, idCard, username, companyName, businessLicence, email,
 * loginUsername, password, strictPassword, passwordsMatch, positiveInteger, selection, search),
 * `accounts`, `pools`, `receivers`, `tickets`, `attachments`, `certification`, `subAccounts`,
 * `roles`, `fault`, `security`, `credentials`, `session` (the ways in), `webhooks`, `tokens`, `audit`. Each returns an L-code (message key) or null.
 * Sources: part1 §5, part2 §5.
 */
export const rules = {
  common,
  accounts,
  pools,
  receivers,
  tickets,
  attachments,
  certification,
  subAccounts,
  roles,
  fault,
  security,
  session,
  credentials,
  webhooks,
  tokens,
  tools,
  audit,
};
