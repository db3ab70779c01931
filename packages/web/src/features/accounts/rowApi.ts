// What a row's cells may do and say, provided once per list through context. The value only
// changes with the language or the permissions (functions read the latest handlers through a
// ref), so a selection change or an open dialog does not re-render the memoized cells.
import type { Account } from "@fixcloud/sdk";
import type { TFunction } from "i18next";
import { createContext, useContext } from "react";
import type { AccountAccess } from "./access";

export interface RowApi {
  access: AccountAccess;
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

export const RowApiContext = createContext<RowApi | null>(null);

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
  "password.resetShort",
  "password.custom",
  "password.customShort",
  "remark.edit",
  "remark.editShort",
  "remark.input",
  "row.activate",
  "row.activateOf",
  "row.enable",
  "row.enableOf",
  "row.disable",
  "row.disableOf",
  "row.detailOf",
  "row.fault",
  "row.faultOf",
  "selection.row",
] as const;
const SDK_KEYS = [
  "serviceState.1",
  "serviceState.2",
  "serviceState.3",
  "disableState.1",
  "disableState.2",
  "disableState.3",
  "onlineState.1",
  "onlineState.2",
  "activationType.1",
  "activationType.2",
  "L000617",
] as const;
type LabelKey =
  | (typeof COMMON_KEYS)[number]
  | (typeof SERVICES_KEYS)[number]
  | (typeof SDK_KEYS)[number]
  | "copy"
  | "details";

/**
 * Cell strings of the current language, translated once per list instead of once per cell
 * (100 rows × a dozen labels). Templates keep a placeholder for the account name: see {@link of}.
 */
export type RowLabels = Readonly<Record<LabelKey, string>>;

export function rowLabels(t: TFunction): RowLabels {
  const out: Record<string, string> = {};
  for (const k of COMMON_KEYS) out[k] = t(k, { ns: "common", account: ACCOUNT });
  for (const k of SERVICES_KEYS) out[k] = t(k, { ns: "services", account: ACCOUNT });
  for (const k of SDK_KEYS) out[k] = t(k, { ns: "sdk" });
  out.copy = t("common:action.copy");
  out.details = t("common:action.details");
  return out as RowLabels;
}

/** A label template with the account name filled in. */
export const of = (template: string, account: string) => template.replaceAll(ACCOUNT, account);

/** The label of an enum value, or a dash for values without one (part1 §4). */
export function enumLabel(
  labels: RowLabels,
  name: "serviceState" | "disableState" | "onlineState" | "activationType",
  v: number,
): string {
  return (labels as Record<string, string>)[`${name}.${v}`] ?? "-";
}
