// Every enum of the spec gathered by name, for callers that look a state up by its name
// (`labelKey("serviceState", 2)`). Each area defines its own in catalogue/<area>/enums.ts.
import * as accounts from "./accounts/enums.js";
import * as certification from "./certification/enums.js";
import { expiringWithin } from "./expiry/expiry.js";
import * as fault from "./fault/enums.js";
import * as messages from "./messages/enums.js";
import * as notices from "./notices/enums.js";
import * as orders from "./orders/enums.js";
import * as overview from "./overview/enums.js";
import * as pools from "./pools/enums.js";
import * as receivers from "./receivers/enums.js";
import * as roles from "./roles/enums.js";
import { type EnumDef, type EnumValue, type Tone, enumEntry, valuesOf } from "./shared/enum.js";
import { serviceProduct, serviceType } from "./shared/services.js";
import * as subaccounts from "./subaccounts/enums.js";
import * as tickets from "./tickets/enums.js";
import * as webhooks from "./webhooks/enums.js";
import { coordinateSystem } from "./stations/coordinate-systems.js";
import { coverageService } from "./stations/enums.js";

/**
 * Every enum of the spec, keyed by name. Unknown values have no label: show a dash
 * (part1 §4, part2 §4). Numeric wire values are numbers, code-like ones strings.
 */
export const enums = {
  serviceType,
  serviceProduct,
  serviceState: accounts.serviceState,
  disableState: accounts.disableState,
  onlineState: accounts.onlineState,
  activationType: accounts.activationType,
  silentSwitch: accounts.silentSwitch,
  actionCode: accounts.actionCode,
  batchReason: accounts.batchReason,
  expiringWithin,
  abpState: pools.abpState,
  calType: pools.calType,
  timeUnit: pools.timeUnit,
  chartType: pools.chartType,
  noticeType: notices.noticeType,
  noticeStatus: notices.noticeStatus,
  ionosphereLevel: overview.ionosphereLevel,
  ticketType: tickets.ticketType,
  ticketStatus: tickets.ticketStatus,
  troubleType: tickets.troubleType,
  processorSize: tickets.processorSize,
  msgType: messages.msgType,
  msgRead: messages.msgRead,
  authFlag: certification.authFlag,
  verifyIndicator: receivers.verifyIndicator,
  verifyFlag: receivers.verifyFlag,
  userStatus: subaccounts.userStatus,
  roleStatus: roles.roleStatus,
  orderTime: orders.orderTime,
  orderType: orders.orderType,
  orderStatus: orders.orderStatus,
  ggaFixQuality: fault.ggaFixQuality,
  errorType: fault.errorType,
  behaviourType: fault.behaviourType,
  faultOnlineStatus: fault.faultOnlineStatus,
  servSubType: fault.servSubType,
  ntripRefusalReason: fault.ntripRefusalReason,
  connectionOutcome: fault.connectionOutcome,
  sessionEndReason: fault.sessionEndReason,
  webhookEventType: webhooks.webhookEventType,
  webhookDeliveryStatus: webhooks.webhookDeliveryStatus,
  coordinateSystem,
  coverageService,
} as const satisfies Record<string, EnumDef>;

/** Name of an enum in {@link enums}. */
export type EnumName = keyof typeof enums;

const defOf = (e: EnumName | EnumDef): EnumDef => (typeof e === "string" ? enums[e] : e);

/**
 * The message key of an enum value, e.g. `labelKey("serviceState", 2)` → `"serviceState.2"`.
 * Takes the enum's name or its definition. Returns undefined for unknown, null or empty
 * values: the UI shows a dash (part1 §4).
 */
export function labelKey(e: EnumName | EnumDef, value: unknown): string | undefined {
  return enumEntry(defOf(e), value)?.labelKey;
}

/** The tone of an enum value, or undefined when the value has none or is unknown. */
export function enumTone(e: EnumName | EnumDef, value: unknown): Tone | undefined {
  return enumEntry(defOf(e), value)?.tone;
}

/** The wire values of an enum in display order, e.g. for a filter select. */
export function enumValues<N extends EnumName>(name: N): (typeof enums)[N]["values"][number]["value"][] {
  return valuesOf(enums[name] as EnumDef) as never;
}

/** Every label key of every enum (used by the catalogue tests and i18n extraction). */
export function allEnumLabelKeys(): string[] {
  return Object.values(enums).flatMap((e) => (e.values as readonly EnumValue[]).map((v) => v.labelKey));
}
