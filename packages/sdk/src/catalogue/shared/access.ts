// What a call needs to be allowed (part1 §6, part2 §6): the kinds of access an endpoint entry
// names (its screen of the route table, menus.ts, and for actions the permission code,
// permissions.ts) and what a caller holds. Data only: each entry of
// `catalogue/<area>/endpoints.ts` says its own with these; `../access.ts` gathers them by call
// name and decides, for the sandbox, which enforces them before any handler runs. Choices the
// spec leaves open are in docs/identity-permissions.md.

import type { DeviceAction, ServiceAction } from "./permissions.js";

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

/** What a refused caller lacks: the first missing menu code, else the first missing permission. */
export type Missing = { readonly menuCode: string } | { readonly permission: string };
