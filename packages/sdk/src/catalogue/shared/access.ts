// Who may make each call (part1 §6, part2 §6): one
// line per catalogued endpoint naming the screen of the route table (menus.ts) the call belongs
// to and, for actions, the permission code (permissions.ts). The sandbox enforces it before any
// handler runs; the console and the CLI read the same codes to hide what a role may not do.
// Choices the spec leaves open are in docs/identity-permissions.md.

import type { EndpointName } from "../endpoints.js";
import { type RouteEntry, requiredMenuCodes, routeTable } from "./menus.js";
import {
  type DeviceAction,
  PAGE_PERMISSIONS,
  type ServiceAction,
  devicePermission,
  servicePermission,
} from "./permissions.js";
import { SERVICE_TYPES, type ServiceType } from "./services.js";

/**
 * The service action of a call that takes it from a body field, e.g. batchTrialState:
 * `silentSwitchStatus` 1 → trialOn, 0 → trialOff (part1 §7).
 */
export interface ActionByField {
  readonly field: string;
  readonly values: Readonly<Record<string, ServiceAction>>;
}

/**
 * What a call needs (part1 §6, part2 §6):
 * - `public`: no session (sign-in, registration, captcha; the catalogue's `auth: false`);
 * - `signedIn`: any signed-in user, whatever its role (overview, notices, dictionaries, own info);
 * - `screen`: the menu codes of one of `routes` (route-table ids; the entry's code and its
 *   ancestors') and, when given, `permission`;
 * - `service`: the screen of the body's `selectType` (e.g. 1 → FWGL_HSK974 + LMJFW_KHF756) and,
 *   when given, that type's code of `action`;
 * - `devices`: `service` with deviceManagement (the pool device page /serviceNoList), plus the
 *   type's device-page code of `action` and the service code of `serviceAction` when given.
 * A `service`/`devices` call without a `selectType` in its body (calls that name pools or rows)
 * passes the check when the role may make it for some service type; the handler then checks the
 * type of each row it reads.
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "signedIn" }
  | { readonly kind: "screen"; readonly routes: readonly string[]; readonly permission?: string }
  | { readonly kind: "service"; readonly action?: ServiceAction | ActionByField }
  | {
      readonly kind: "devices";
      readonly action?: DeviceAction;
      readonly serviceAction?: ServiceAction;
    };

const PUBLIC: Access = { kind: "public" };
const SIGNED_IN: Access = { kind: "signedIn" };
const screen = (routes: string | readonly string[], permission?: string): Access =>
  permission === undefined
    ? { kind: "screen", routes: typeof routes === "string" ? [routes] : routes }
    : { kind: "screen", routes: typeof routes === "string" ? [routes] : routes, permission };
const service = (action?: ServiceAction | ActionByField): Access =>
  action ? { kind: "service", action } : { kind: "service" };
const devices = (action?: DeviceAction, serviceAction?: ServiceAction): Access => ({
  kind: "devices",
  ...(action ? { action } : {}),
  ...(serviceAction ? { serviceAction } : {}),
});

/**
 * Every catalogued call and what it needs, in catalogue order. The compiler holds it to the
 * catalogue (a call missing here does not build) and tests hold it to the sandbox's checks.
 */
export const ACCESS = {
  // ---- session (part1 §3-§7): before sign-in
  "session.getInitData": PUBLIC,
  "session.imgValidate": PUBLIC,
  "session.loginByUsername": PUBLIC,
  "session.loginByPhone": PUBLIC,
  "session.smsNoLogin": PUBLIC,
  "session.forgotPassVerifyPhone": PUBLIC,
  "session.forgotPassVerifyEmail": PUBLIC,
  "session.forgotPassResetpasswd": PUBLIC,
  "session.forgotPassResetpasswdByEmail": PUBLIC,
  "session.emailRegister": PUBLIC,
  "session.phoneRegister": PUBLIC,
  "session.logout": SIGNED_IN,
  // ---- overview and its hidden notice pages have no menu code (part1 §2)
  "overview.getAccOnlineCountAndTotalCount": SIGNED_IN,
  "overview.getOrderSumNew": SIGNED_IN,
  "overview.getTicketSum": SIGNED_IN,
  "overview.getGoodsList": SIGNED_IN,
  "notices.getNoticeList": SIGNED_IN,
  "notices.getNoticeDetails": SIGNED_IN,
  // ---- lookups every screen and form reads
  "dictionary.list": SIGNED_IN,
  "dictionary.queryServDictInfoList": SIGNED_IN,
  "dictionary.queryAppArea": SIGNED_IN,
  "dictionary.getDictDataByTypeList": SIGNED_IN,
  // ---- service accounts (part1 §6): the type's screen, the action's code
  "accounts.selectAccServList": service(),
  "accounts.batchEnable": service("enable"),
  "accounts.batchDisable": service("disable"),
  "accounts.batchActivation": service("activate"),
  "accounts.batchResetPassword": service("resetPassword"),
  "accounts.batchSetAccountRemark": service("remark"),
  "accounts.setPassword": service("customPassword"),
  "accounts.batchSetActivationType": service("settings"),
  "accounts.selectAccServDetail": service(),
  "accounts.batchTrialState": service({
    field: "silentSwitchStatus",
    values: { 1: "trialOn", 0: "trialOff" },
  }),
  "accounts.checkBatchTrialState": service(),
  "accounts.querySilentSwitch": service(),
  "accounts.batchExportExcel": service("export"),
  "accounts.batchModifyValid": service("editValidity"),
  "accounts.batchStatus": service(),
  // ---- pools (part1 §6): the type's screen; device calls the device page
  "pools.poolList": service(),
  "pools.batchActivation": service("activate"),
  "pools.batchSetActivationType": service("settings"),
  "pools.poolStatistics": service(),
  "pools.concurrentPoolFillAccount": service("bind"),
  "pools.daysPoolFillAccount": service("bind"),
  "pools.autoCreateAccountOfPool": service("bind"),
  "pools.poolDeviceList": devices(),
  "pools.batchEnablePoolDevice": devices("enable"),
  "pools.batchDisablePoolDevice": devices("disable"),
  "pools.batchSetRemarkPoolDevice": devices("remark"),
  "pools.modifyPoolDeviceValid": devices("editValidity"),
  "pools.batchResetPasswordPoolDevice": devices(undefined, "resetPassword"),
  "pools.poolFillDeviceId": devices(),
  "pools.uploadConcPoolDevice": devices(),
  "pools.uploadDaysPoolDevice": devices(),
  "pools.uploadPoolFillDevice": devices(),
  "pools.setElTimePoolActivationMode": devices(undefined, "settings"),
  "pools.generateElTimePoolSon": devices(),
  "pools.uploadElTimePoolSonSnReq": devices(),
  "pools.addElTimePoolSonByNum": devices(),
  "pools.getElErrorUploadSnDownload": devices(),
  "pools.batchExportPoolExcel": service("export"),
  "pools.batchExportPoolDeviceExcel": devices("export"),
  "pools.getConcPoolUploadDeviTemplate": devices(),
  "pools.getDaysPoolUploadDeviTemplate": devices(),
  "pools.getPoolFillDeviceIdTemplate": devices(),
  "pools.getElTimePoolSonTemplate": devices(),
  "pools.elTimePoolSonList": devices(),
  "pools.enableElTimePoolSon": devices("enable"),
  "pools.disableElTimePoolSon": devices("disable"),
  "pools.modifyElTimePoolSonValid": devices("editValidity"),
  // ---- notification centre (part2 §2): the receiver list also feeds the settings' chooser
  "receivers.queryAll": screen(["receivers", "messageSettings"]),
  "receivers.queryDetails": screen("receivers"),
  "receivers.getCreateReceiverCount": screen("receivers"),
  "receivers.createReceiver": screen("receivers"),
  "receivers.updateReceiver": screen("receivers"),
  "receivers.deleteReceiver": screen("receivers"),
  "receivers.checkRepeat": screen("receivers"),
  "receivers.sendEmailVerify": screen("receivers"),
  "receivers.sendPhoneVerify": screen("receivers"),
  "receivers.querySendVerify": screen("receivers"),
  "messages.queryList": screen("messages"),
  "messages.queryDetails": screen("messageDetail"),
  "messages.signRead": screen("messages"),
  "messages.signDelete": screen("messages"),
  // The header's unread badge shows on every page.
  "messages.queryUnReadCount": SIGNED_IN,
  "messages.setupQueryList": screen("messageSettings"),
  "messages.setupSetReceiver": screen("messageSettings"),
  "messages.setupUpdate": screen("messageSettings"),
  // ---- tickets (part2 §6: add XZ_GSH982, detail XQ_HGS227)
  "tickets.selectApplyTicketList": screen("myTickets"),
  "tickets.selectApplyTicketDetail": screen("myTickets", PAGE_PERMISSIONS.ticketDetail),
  "tickets.addApplyUserTicket": screen("myTickets", PAGE_PERMISSIONS.addTicket),
  // Attachments of tickets and the certificate image of certification (part2 §5).
  "tickets.uploadFile": screen(["myTickets", "realNameAttestate"]),
  "tickets.viewFile": screen(["myTickets", "realNameAttestate"]),
  "tickets.getAllPermission": screen("myTickets"),
  "tickets.queryById": screen(["myTickets", "realNameAttestate"]),
  // ---- certification (part2 §2: /realNameAttestate QYRZ_JSG865, /realNameInfo under it)
  "certification.companyAuth": screen("realNameAttestate"),
  "certification.queryApplicationArea": screen("realNameInfo"),
  "certification.submitCompanyAuth": screen("realNameInfo"),
  "certification.sendAuthCode": screen("realNameInfo"),
  // ---- orders (part2 §2: JYZX_JHS479 › WDDD_GSK852; the detail page lies under my orders)
  "orders.orderList": screen("myOrders"),
  "orders.orderDetail": screen("orderDetail", PAGE_PERMISSIONS.orderDetail),
  // ---- personal centre (part2 §2: GRZX_JGS897 › JBXX_KSG629 base info and credentials)
  "credentials.getAccessKey": screen("baseInfo"),
  "credentials.getAccessSecret": screen("baseInfo"),
  // ---- security centre (GRZX_JGS897 › AQZX_HGS965); codes and own info serve every screen
  // Sign-in forms ask for codes without a token; the handler requires one for `type` 1.
  "security.sms": PUBLIC,
  "security.getUserBaseInfo": SIGNED_IN,
  "security.getSecurityData": screen("safeCenter"),
  "security.bindingPhoneVerifyPhoneOrEmail": screen("safeCenter"),
  "security.bindingPhone": screen("safeCenter"),
  "security.bindingEmail": screen("safeCenter"),
  "security.updatePassword": screen("safeCenter"),
  "security.checkUserName": screen("safeCenter"),
  // ---- sub-accounts and roles (project codes YHGL_QXG601, JSGL_QXG602): each screen also
  // reads the other's list for its options (part2 §7: "also called with an empty body").
  "subaccounts.createSubAccount": screen("users"),
  "subaccounts.updateSubAccountInfo": screen("users"),
  "subaccounts.subAccountList": screen(["users", "roles"]),
  "subaccounts.subAccountConfigRole": screen("users"),
  "subaccounts.subAccountDetails": screen("users"),
  "subaccounts.deleteSubAccount": screen("users"),
  "subaccounts.updateSubAccountStatus": screen("users"),
  "roles.addRole": screen("roles"),
  "roles.list": screen(["roles", "users"]),
  "roles.updateStatus": screen("roles"),
  "roles.deleteRole": screen("roles"),
  "roles.details": screen("roles"),
  "roles.updateRole": screen("roles"),
  "roles.allocateUser": screen("roles"),
  "roles.menuList": screen("roles"),
  // ---- fault diagnosis (PZGJ_KGS572: the /obstacle menu code and the fault link's permission)
  "fault.getServSubType": screen("obstacle"),
  "fault.queryBaseInfo": screen("obstacle"),
  "fault.queryNewServInfo": screen("obstacle"),
  "fault.queryUseInfo": screen("obstacle"),
  "fault.queryExceptionInfo": screen("obstacle"),
  "fault.queryBehaviorInfo": screen("obstacle"),
  "fault.exportGGAInfo": screen("obstacle"),
  "fault.reverseGeocode": screen("obstacle"),
  // ---- webhooks (not in the spec): the hidden /webhooks page under GRZX_JGS897
  "webhooks.listEndpoints": screen("webhooks"),
  "webhooks.createEndpoint": screen("webhooks"),
  "webhooks.updateEndpoint": screen("webhooks"),
  "webhooks.removeEndpoint": screen("webhooks"),
  "webhooks.rotateSecret": screen("webhooks"),
  "webhooks.listDeliveries": screen("webhooks"),
  "webhooks.redeliver": screen("webhooks"),
  "webhooks.triggerEvent": screen("webhooks"),
  "tools.ionosphereGrid": SIGNED_IN,
} as const satisfies Record<EndpointName, Access>;

/** What a signed-in caller holds: menu and permission codes (a main account holds every one). */
export interface Grants {
  readonly menuCodes: ReadonlySet<string>;
  readonly permissions: ReadonlySet<string>;
}

/** One way to be allowed a call: every menu code and every permission code listed. */
export interface Requirement {
  readonly menuCodes: readonly string[];
  readonly permissions: readonly string[];
}

const entryById = new Map<string, RouteEntry>(routeTable.map((e) => [e.id, e]));
const SERVICE_TYPE_LIST = [1, 2, 3] as const satisfies readonly ServiceType[];

/** The route-table entry of a service type's screen, e.g. 1 → highPrecision (LMJFW_KHF756). */
function serviceScreen(selectType: ServiceType): RouteEntry {
  const path = SERVICE_TYPES[selectType].route;
  const entry = routeTable.find((e) => e.path === path && e.parent === "services");
  if (!entry) throw new Error(`route table: no screen for service type ${selectType}`);
  return entry;
}

/** The menu codes of a route-table id; throws for an id the route table does not have. */
function screenCodes(routeId: string): string[] {
  const entry = entryById.get(routeId);
  if (!entry) throw new Error(`access table: unknown route id ${routeId}`);
  return requiredMenuCodes(entry);
}

/** A service type named by a body's `selectType` (1, 2, 3 or their text), else undefined. */
export function selectTypeOf(body: unknown): ServiceType | undefined {
  if (!body || typeof body !== "object") return undefined;
  const v = (body as { selectType?: unknown }).selectType;
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return n === 1 || n === 2 || n === 3 ? n : undefined;
}

/** The service actions a call may need: one, or each of a field's values when the body has none. */
function serviceActions(
  action: ServiceAction | ActionByField | undefined,
  body: unknown,
): (ServiceAction | undefined)[] {
  if (action === undefined || typeof action === "string") return [action];
  const raw = body && typeof body === "object" ? (body as Record<string, unknown>)[action.field] : undefined;
  const chosen = raw === undefined || raw === null ? undefined : action.values[String(raw)];
  return chosen ? [chosen] : [...new Set(Object.values(action.values))];
}

/** The requirement of a service or device call for one service type. */
function typeRequirement(
  access: Extract<Access, { kind: "service" | "devices" }>,
  selectType: ServiceType,
  action: ServiceAction | undefined,
): Requirement {
  const menuCodes = requiredMenuCodes(serviceScreen(selectType));
  const permissions: string[] = [];
  if (access.kind === "service") {
    if (action) permissions.push(servicePermission(selectType, action));
  } else {
    permissions.push(servicePermission(selectType, "deviceManagement"));
    if (access.action) permissions.push(devicePermission(selectType, access.action));
    if (access.serviceAction) permissions.push(servicePermission(selectType, access.serviceAction));
  }
  return { menuCodes, permissions };
}

/**
 * The ways a caller may be allowed the call `name` with `body`: it is allowed when it holds one
 * of them in full. `[]` means no session is needed (`public`); `[{ menuCodes: [], permissions:
 * [] }]` any signed-in user. A service call with a `selectType` has one way (that type's); one
 * without, a way per service type and action. Throws for a name outside the catalogue.
 */
export function requirementsOf(name: EndpointName, body?: unknown): Requirement[] {
  const access: Access | undefined = (ACCESS as Record<string, Access>)[name];
  if (!access) throw new Error(`access table: no entry for ${String(name)}`);
  switch (access.kind) {
    case "public":
      return [];
    case "signedIn":
      return [{ menuCodes: [], permissions: [] }];
    case "screen":
      return access.routes.map((id) => ({
        menuCodes: screenCodes(id),
        permissions: access.permission ? [access.permission] : [],
      }));
    default: {
      const given = selectTypeOf(body);
      const types = given ? [given] : SERVICE_TYPE_LIST;
      const actions = access.kind === "service" ? serviceActions(access.action, body) : [undefined];
      return types.flatMap((t) => actions.map((a) => typeRequirement(access, t, a)));
    }
  }
}

/** What a refused caller lacks: the first missing menu code, else the first missing permission. */
export type Missing = { readonly menuCode: string } | { readonly permission: string };

/** Whether `grants` hold every code of `req`, else the first missing one. */
function lacking(req: Requirement, grants: Grants): Missing | null {
  for (const code of req.menuCodes) if (!grants.menuCodes.has(code)) return { menuCode: code };
  for (const code of req.permissions) if (!grants.permissions.has(code)) return { permission: code };
  return null;
}

/**
 * Why `grants` may not make the call `name` with `body`, or null when they may (part1 §6,
 * part2 §6). Of several ways, the first is named (for a service call without a type: type 1).
 * A main account (accountType 1) passes everything and need not be asked.
 */
export function missingAccess(name: EndpointName, grants: Grants, body?: unknown): Missing | null {
  const ways = requirementsOf(name, body);
  let first: Missing | null = null;
  for (const way of ways) {
    const miss = lacking(way, grants);
    if (!miss) return null;
    first ??= miss;
  }
  return first;
}

/** Whether `grants` may make the call `name` with `body`; see {@link missingAccess}. */
export function mayCall(name: EndpointName, grants: Grants, body?: unknown): boolean {
  return missingAccess(name, grants, body) === null;
}
