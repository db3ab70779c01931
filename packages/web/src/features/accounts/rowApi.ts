// What a row's cells of the account list may do and say (part1 §2 row actions), provided once
// per list through context. The value only changes with the language or the permissions
// (functions read the latest handlers through a ref), so a selection change or an open dialog
// does not re-render the memoized cells.
import type { Account, ServiceAction } from "@fixcloud/sdk";
import type { TFunction } from "i18next";
import { createContext, useContext } from "react";
import { actionLabel } from "../../shared/actions";

/** Whether an action is offered on this list (the role's permission code, part1 §6). */
export type Allows = (action: ServiceAction) => boolean;

/** What the account rows' cells can do and say. */
export interface RowApi {
  allows: Allows;
  /** A batch of the list is starting or running: the rows' changes (activate, enable/disable) wait. */
  busy: boolean;
  /** The fault link to /obstacle is offered (PZGJ_KGS572). */
  faultLink: boolean;
  labels: RowLabels;
  activate: (a: Account) => void;
  toggle: (a: Account) => void;
  detail: (a: Account) => void;
  /** Opens /obstacle for the account (fault link). */
  fault: (a: Account) => void;
  resetPassword: (a: Account) => void;
  customPassword: (a: Account) => void;
  /** Saves an inline remark; resolves true when saved. */
  saveRemark: (a: Account, remark: string) => Promise<boolean>;
}

/** The account list's {@link RowApi}, provided by the accounts tab. */
export const RowApiContext = createContext<RowApi | null>(null);

/** The account list's {@link RowApi}; throws outside the list. */
export function useRowApi(): RowApi {
  const api = useContext(RowApiContext);
  if (!api) throw new Error("RowApiContext missing");
  return api;
}

const ACCOUNT = "\u0001account\u0001";
const COMMON_KEYS = [
  "password.show",
  "password.hide",
  "password.showShort",
  "password.hideShort",
  "password.copy",
  "password.copied",
] as const;
const SERVICES_KEYS = [
  "password.reset",
  "password.custom",
  "password.customShort",
  "remark.edit",
  "remark.editShort",
  "remark.input",
  "row.activateOf",
  "row.enableOf",
  "row.disableOf",
  "row.detailOf",
  "row.fault",
  "row.faultOf",
  "selection.row",
  "row.activateWhy",
] as const;
/** Actions whose names are the SDK's action code labels. */
const ACTIONS = ["activate", "enable", "disable", "resetPassword"] as const;
type LabelKey =
  | (typeof COMMON_KEYS)[number]
  | (typeof SERVICES_KEYS)[number]
  | (typeof ACTIONS)[number]
  | "copy"
  | "details";

/**
 * Cell strings of the current language, translated once per list instead of once per cell
 * (100 rows × a dozen labels). Templates keep a placeholder for the account name: see {@link of}.
 */
export type RowLabels = Readonly<Record<LabelKey, string>>;

/** The cells' strings in the current language, with account-name placeholders. */
export function rowLabels(t: TFunction): RowLabels {
  const out: Record<string, string> = {};
  for (const k of COMMON_KEYS) out[k] = t(k, { ns: "common", account: ACCOUNT });
  for (const k of SERVICES_KEYS) out[k] = t(k, { ns: "services", account: ACCOUNT });
  out.copy = t("common:action.copy");
  out.details = t("common:action.details");
  for (const action of ACTIONS) out[action] = actionLabel(t, action);
  return out as RowLabels;
}

/** A label template with the account name filled in. */
export const of = (template: string, account: string) => template.replaceAll(ACCOUNT, account);
