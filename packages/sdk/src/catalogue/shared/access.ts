// What a call needs to be allowed (part1 §6, part2 §6): the kinds of access an endpoint entry
// names (its screen of the route table, menus.ts, and for actions the permission code,
// permissions.ts), and what a caller's grants must hold for one. Each entry of
// `catalogue/<area>/endpoints.ts` says its own; `../access.ts` gathers them by call name for the
// sandbox, which enforces them before any handler runs. Choices the spec leaves open are in
// docs/identity-permissions.md.

import { type RouteEntry, requiredMenuCodes, routeTable } from "./menus.js";
import {
  type DeviceAction,
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

/** No session needed (sign-in, registration, captcha). */
export const PUBLIC: Access = { kind: "public" };
/** Any signed-in user, whatever its role (overview, notices, dictionaries, own info). */
export const SIGNED_IN: Access = { kind: "signedIn" };
/**
 * The screen of one of `routes` (route-table ids, menus.ts) and, when given, the `permission`
 * code (permissions.ts).
 */
export const screen = (routes: string | readonly string[], permission?: string): Access =>
  permission === undefined
    ? { kind: "screen", routes: typeof routes === "string" ? [routes] : routes }
    : { kind: "screen", routes: typeof routes === "string" ? [routes] : routes, permission };
/** The screen of the body's `selectType` and, when given, that type's code of `action`. */
export const service = (action?: ServiceAction | ActionByField): Access =>
  action ? { kind: "service", action } : { kind: "service" };
/**
 * The pool device page of the body's `selectType`, plus that type's device code of `action` and
 * service code of `serviceAction` when given.
 */
export const devices = (action?: DeviceAction, serviceAction?: ServiceAction): Access => ({
  kind: "devices",
  ...(action ? { action } : {}),
  ...(serviceAction ? { serviceAction } : {}),
});

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
 * The ways a caller may be allowed a call needing `access` with `body`: it is allowed when it
 * holds one of them in full. `[]` means no session is needed (`public`); `[{ menuCodes: [],
 * permissions: [] }]` any signed-in user. A service call with a `selectType` has one way (that
 * type's); one without, a way per service type and action. Throws for a route id the route
 * table does not have.
 */
export function requirementsOfAccess(access: Access, body?: unknown): Requirement[] {
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
 * Why `grants` may not make a call needing `access` with `body`, or null when they may (part1
 * §6, part2 §6). Of several ways, the first is named (for a service call without a type: type 1).
 */
export function missingOf(access: Access, grants: Grants, body?: unknown): Missing | null {
  const ways = requirementsOfAccess(access, body);
  let first: Missing | null = null;
  for (const way of ways) {
    const miss = lacking(way, grants);
    if (!miss) return null;
    first ??= miss;
  }
  return first;
}
