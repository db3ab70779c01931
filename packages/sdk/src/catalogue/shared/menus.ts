// The console's route table (part1 §2, part2 §2) and its side-menu tree. Menu codes gate
// menu items and routes; entries without a code are open to every signed-in user.
// Several routes appear twice with different codes (a menu group and its first child share
// a path, e.g. /highPrecision FWGL_HSK974 and LMJFW_KHF756), so each entry has its own `id`.

import { SERVICE_TYPES, type ServiceType } from "./services.js";

/** One entry of the route table. */
export interface RouteEntry {
  /** Unique id, also the suffix of the label key (`menu.<id>`). */
  readonly id: string;
  /** Hash route path under /my/, e.g. `/highPrecision`; groups carry their first child's path. */
  readonly path: string;
  /** Menu code that gates this entry, or null when every signed-in user may see it. */
  readonly menuCode: string | null;
  /** Id of the parent entry, or null at the top level. */
  readonly parent: string | null;
  /** Hidden entries are routes without a side-menu item (details, forms). */
  readonly hidden: boolean;
  /** Message key of the label, `menu.<id>`. */
  readonly labelKey: string;
  /** Query parameters the route reads (documentation; the web validates them with zod). */
  readonly query?: readonly string[];
  /** Spec part and section. */
  readonly source: string;
}

function r(
  id: string,
  path: string,
  menuCode: string | null,
  parent: string | null,
  hidden: boolean,
  source: string,
  query?: readonly string[],
): RouteEntry {
  const e = { id, path, menuCode, parent, hidden, labelKey: `menu.${id}`, source };
  return query ? { ...e, query } : e;
}

const P1 = "part1 §2";

/** Menu code of the sub-account screen /accountMng (project-defined: the spec gives none). */
export const USERS_MENU = "YHGL_QXG601";
/** Menu code of the role screen /roleMng (project-defined: the spec gives none). */
export const ROLES_MENU = "JSGL_QXG602";
/** Menu code of the audit trail /audit (project addition, docs/audit.md). */
export const AUDIT_MENU = "CZRZ_QXG603";
const P2 = "part2 §2";

/** Every route of part1 §2 and part2 §2, in side-menu order. */
export const routeTable: readonly RouteEntry[] = [
  r("root", "/", null, null, true, P1),
  r("overview", "/overview", null, null, false, P1),
  r("noticeList", "/noticeList", null, "overview", true, P1),
  r("noticeDetail", "/noticeDetail", null, "overview", true, P1, ["id"]),
  r("developers", "/androidPdf", "KFZ_LJG456", null, false, P1),
  r("sdkGuide", "/androidPdf", "SDKKFZN_HGD787", "developers", false, P1),
  r("apiGuide", "/apiPdf", "APIKFZN_IHG862", "developers", false, P1),
  r("services", "/highPrecision", "FWGL_HSK974", null, false, P1),
  r("highPrecision", "/highPrecision", "LMJFW_KHF756", "services", false, P1, ["tab"]),
  r("auxPosition", "/auxPosition", "FZDWFW_TIK895", "services", false, P1, ["tab"]),
  r("cloudChip", "/cloudChip", "YXYTFW_OSX551", "services", false, P1, ["tab"]),
  r("serviceNoList", "/serviceNoList", null, "services", true, P1, ["poolId", "type", "selectType"]),
  r("notifications", "/messageMng", "XXGL_FSK445", null, false, `${P1}, ${P2}`),
  r("messages", "/messageMng", "ZNX_KHS725", "notifications", false, P2),
  r("messageDetail", "/messageDetial", null, "messages", true, P2, ["msgId"]),
  r("messageSettings", "/messageSet", "XXSZ_HSJ129", "notifications", false, P2),
  r("receivers", "/receiveMan", "JSR_JSF862", "notifications", false, P2),
  r("tickets", "/workOrderMng", "GDGL_LHG477", null, false, `${P1}, ${P2}`),
  r("myTickets", "/workOrderMng", "WDGD_KJD297", "tickets", false, P2, ["id", "status"]),
  // part1 §2's side menu names this item under the ticket centre; the route table gives it no
  // path or code: the project's /applyTicket, gated by the ticket centre's code, offers the two
  // application forms (part2 §2 /addOpenAPI and /addSdkOrder) and their tickets (docs/tickets.md).
  r("applyTickets", "/applyTicket", null, "tickets", false, `${P1}; project route`),
  r("addBugOrder", "/addBugOrder", null, "myTickets", true, P2, ["type", "status", "detialId"]),
  r("addChangeOrder", "/addChangeOrder", null, "myTickets", true, P2, ["type", "status", "detialId"]),
  r("addOpenAPI", "/addOpenAPI", null, "myTickets", true, P2, ["type", "status", "detialId"]),
  r("addSdkOrder", "/addSdkOrder", null, "myTickets", true, P2, ["type", "status", "detialId"]),
  r("transactions", "/myOrder", "JYZX_JHS479", null, false, `${P1}, ${P2}`),
  r("myOrders", "/myOrder", "WDDD_GSK852", "transactions", false, P2),
  r("orderDetail", "/orderDetial", null, "myOrders", true, `${P1}, ${P2}`, ["detialId"]),
  // part1 §2's side menu: "security center with permission management (users, roles); personal
  // center; real-name authentication". The groups have no code of their own: their children
  // decide. The spec gives /accountMng and /roleMng no code (part2 §6: "which role may see the
  // account and role screens: not shown"); the project adds one each, so a role can grant them
  // and a sub-user without it can neither see nor call them (docs/identity-permissions.md).
  r("security", "/accountMng", null, null, false, P1),
  r("permission", "/accountMng", null, "security", false, `${P1}, ${P2}`),
  r("users", "/accountMng", USERS_MENU, "permission", false, `${P1}, ${P2}; project code`),
  r("roles", "/roleMng", ROLES_MENU, "permission", false, `${P1}, ${P2}; project code`),
  // The audit trail: a hidden page of the security centre (linked from the personal and security
  // centres), its own code so a role can grant it (docs/audit.md).
  r("audit", "/audit", AUDIT_MENU, "security", true, "project addition: audit trail (docs/audit.md)", [
    "user",
    "action",
    "entity",
    "entityId",
  ]),
  r("personal", "/myCenter", "GRZX_JGS897", null, false, `${P1}, ${P2}`),
  r("baseInfo", "/myCenter", "JBXX_KSG629", "personal", false, P2),
  r("safeCenter", "/safeCenter", "AQZX_HGS965", "personal", false, P2),
  r("webhooks", "/webhooks", null, "personal", true, "project addition: webhooks (docs/webhooks.md)"),
  r("realNameAttestate", "/realNameAttestate", "QYRZ_JSG865", null, false, `${P1}, ${P2}`),
  r("realNameInfo", "/realNameInfo", null, "realNameAttestate", true, P2, ["type"]),
  r("obstacle", "/obstacle", "PZGJ_KGS572", null, true, `${P1}, ${P2}`, ["accountName", "serviceSubType"]),
  // Fleet health sits under troubleshooting and takes its code: who may diagnose one account
  // may see them all.
  r("fleet", "/fleet", null, "obstacle", true, "project addition: fleet health (docs/fleet-health.md)", [
    "poolId",
    "serviceProduct",
    "window",
  ]),
];

/** The route `/` redirects to (part1 §2). */
export const HOME_ROUTE = "/overview";

/** Every menu code of the route table, without duplicates, in table order. */
export const ALL_MENU_CODES: readonly string[] = [
  ...new Set(routeTable.flatMap((e) => (e.menuCode ? [e.menuCode] : []))),
];

/** A side-menu item: a leaf with a path, or a group with children. */
export interface MenuItem {
  readonly id: string;
  readonly labelKey: string;
  readonly menuCode: string | null;
  /** Route to open; groups carry their first child's route. */
  readonly path: string;
  readonly children: readonly MenuItem[];
}

const byId = new Map(routeTable.map((e) => [e.id, e]));

function buildTree(parent: string | null): MenuItem[] {
  return routeTable
    .filter((e) => e.parent === parent && !e.hidden)
    .map((e) => ({
      id: e.id,
      labelKey: e.labelKey,
      menuCode: e.menuCode,
      path: e.path,
      children: buildTree(e.id),
    }));
}

/**
 * The side-menu tree (part1 §2): overview; developers (SDK guide, API guide); service
 * management (high precision, A-GNSS, IC-to-Cloud); notification center (messages, settings,
 * recipients); ticket center (my tickets, OpenAPI and SDK application tickets); transaction center (my orders); security center
 * (permission management: users, roles); personal center (base info, account security);
 * real-name authentication.
 */
export const menus: readonly MenuItem[] = buildTree(null);

/**
 * The side menu a user may see: items whose code is in `menuCodes` or that have no code.
 * Groups left without visible children are dropped. Pass every code (ALL_MENU_CODES) for
 * a main account (accountType 1, part1 §6).
 */
export function visibleMenu(menuCodes: Iterable<string>, tree: readonly MenuItem[] = menus): MenuItem[] {
  const codes = new Set(menuCodes);
  const out: MenuItem[] = [];
  for (const item of tree) {
    if (item.menuCode && !codes.has(item.menuCode)) continue;
    if (item.children.length === 0) {
      out.push(item);
      continue;
    }
    const children = visibleMenu(codes, item.children);
    if (children.length > 0) out.push({ ...item, path: children[0]!.path, children });
  }
  return out;
}

/** The codes needed to reach a route entry: its own and its ancestors' codes. */
export function requiredMenuCodes(entry: RouteEntry): string[] {
  const codes: string[] = [];
  for (let e: RouteEntry | undefined = entry; e; e = e.parent ? byId.get(e.parent) : undefined)
    if (e.menuCode) codes.unshift(e.menuCode);
  return codes;
}

/** The route entries of a path (several when a group shares its first child's path). */
export function routesOf(path: string): RouteEntry[] {
  return routeTable.filter((e) => e.path === path);
}

/**
 * The path of the side-menu item that stands for the page at `path` (part1 §2), which the menu
 * highlights: a menu page's own path; a hidden page's parent's (a notice → the overview, an
 * order's detail → my orders; a group parent gives its first child's path); a hidden page that
 * reads `selectType` (/serviceNoList, a pool's devices) the service screen of that type, so the
 * pool's own service stays lit. `search` is the page's query.
 */
export function menuPathOf(path: string, search: Readonly<Record<string, unknown>> = {}): string {
  const entries = routesOf(path);
  const hidden = entries.find((e) => e.hidden && e.parent);
  if (!hidden?.parent || entries.some((e) => !e.hidden)) return path;
  if (hidden.query?.includes("selectType")) {
    const service = SERVICE_TYPES[Number(search.selectType) as ServiceType] as { route: string } | undefined;
    if (service) return service.route;
  }
  return byId.get(hidden.parent)?.path ?? path;
}

/**
 * Whether a signed-in user with `menuCodes` may open `path` (part1 §6, part2 §6). The most
 * specific entry of the path decides, e.g. /highPrecision needs FWGL_HSK974 and LMJFW_KHF756.
 * Unknown paths answer false.
 */
export function canVisit(path: string, menuCodes: Iterable<string>): boolean {
  const entries = routesOf(path);
  if (entries.length === 0) return false;
  const depth = (e: RouteEntry) => requiredMenuCodes(e).length + (e.parent ? 1 : 0);
  const max = Math.max(...entries.map(depth));
  const codes = new Set(menuCodes);
  return entries.filter((e) => depth(e) === max).some((e) => requiredMenuCodes(e).every((c) => codes.has(c)));
}

/** The route-table entry a menu code gates (its first), for messages that name the screen. */
export function routeOfMenuCode(code: string): RouteEntry | undefined {
  return routeTable.find((e) => e.menuCode === code);
}
