// Who may make each call (part1 §6, part2 §6), by call name: what each entry of
// `catalogue/<area>/endpoints.ts` says (`access`), gathered from the catalogue, and what a
// caller's codes must hold for it (the route table's menu codes, the permission tables' codes).
// The sandbox enforces it before any handler runs; clients holding a session's codes ask
// `mayCall`.
import { type EndpointName, endpointList } from "./endpoints.js";
import type { Access, ActionByField, Grants, Missing, Requirement } from "./shared/access.js";
import { type RouteEntry, requiredMenuCodes, routeTable } from "./shared/menus.js";
import { devicePermission, type ServiceAction, servicePermission } from "./shared/permissions.js";
import { SERVICE_TYPES, type ServiceType } from "./shared/services.js";

/** Every catalogued call and what it needs, keyed by call name, in catalogue order. */
export const ACCESS: { readonly [N in EndpointName]: Access } = Object.fromEntries(
  endpointList.map((d) => [d.name, d.access]),
) as { readonly [N in EndpointName]: Access };

/** What the call `name` needs; throws for a name outside the catalogue. */
function accessOf(name: EndpointName): Access {
  const access: Access | undefined = (ACCESS as Record<string, Access>)[name];
  if (!access) throw new Error(`access table: no entry for ${String(name)}`);
  return access;
}

/**
 * The ways a caller may be allowed the call `name` with `body`: it is allowed when it holds one
 * of them in full. `[]` means no session is needed (`public`); `[{ menuCodes: [], permissions:
 * [] }]` any signed-in user. A service call with a `selectType` has one way (that type's); one
 * without, a way per service type and action. Throws for a name outside the catalogue.
 */
export function requirementsOf(name: EndpointName, body?: unknown): Requirement[] {
  return requirementsOfAccess(accessOf(name), body);
}

/**
 * Why `grants` may not make the call `name` with `body`, or null when they may (part1 §6,
 * part2 §6). Of several ways, the first is named (for a service call without a type: type 1).
 * A main account (accountType 1) passes everything and need not be asked.
 */
export function missingAccess(name: EndpointName, grants: Grants, body?: unknown): Missing | null {
  return missingOf(accessOf(name), grants, body);
}

/** Whether `grants` may make the call `name` with `body`; see {@link missingAccess}. */
export function mayCall(name: EndpointName, grants: Grants, body?: unknown): boolean {
  return missingAccess(name, grants, body) === null;
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
function requirementsOfAccess(access: Access, body?: unknown): Requirement[] {
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
function missingOf(access: Access, grants: Grants, body?: unknown): Missing | null {
  const ways = requirementsOfAccess(access, body);
  let first: Missing | null = null;
  for (const way of ways) {
    const miss = lacking(way, grants);
    if (!miss) return null;
    first ??= miss;
  }
  return first;
}
