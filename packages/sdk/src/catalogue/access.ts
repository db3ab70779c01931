// Who may make each call (part1 §6, part2 §6), by call name: what each entry of
// `catalogue/<area>/endpoints.ts` says (`access`), gathered from the catalogue. The sandbox
// enforces it before any handler runs; clients holding a session's codes ask `mayCall`.
import { type EndpointName, endpointList } from "./endpoints.js";
import {
  type Access,
  type Grants,
  type Missing,
  missingOf,
  type Requirement,
  requirementsOfAccess,
} from "./shared/access.js";

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
