// The endpoint builder: an area's calls written once each, with their path, spec path and
// name derived from the entry's key and the area's defaults (part1 §7, part2 §7,
// docs/spec-calls.tsv). `catalogue/<area>/endpoints.ts` uses it; nothing else builds paths.
import type { z } from "zod";
import type { Access } from "./access.js";
import { UnknownResponse } from "./common.js";
import { placer } from "./place.js";
import { XLSX_MEDIA } from "./media.js";

/** Spec areas, matching the first column of docs/spec-calls.tsv. */
export type Area =
  | "session"
  | "overview"
  | "notices"
  | "dictionary"
  | "accounts"
  | "pools"
  | "receivers"
  | "messages"
  | "tickets"
  | "certification"
  | "orders"
  | "credentials"
  | "security"
  | "subaccounts"
  | "roles"
  | "fault"
  | "webhooks"
  | "audit"
  | "tools"
  | "fleet";

/**
 * How a call answers: `json` with the `{code, message, data}` envelope, `download` with a
 * file body (or an envelope on error), `upload` takes multipart `file` + `msg` and answers JSON.
 */
export type EndpointKind = "json" | "download" | "upload";

/**
 * The service prefixes the spec writes as `{billing}`, `{push}` … (part2 §9 endpoint
 * prefixes): each is a path segment under `/api`.
 */
export type Service = "billing" | "push" | "ticket" | "customer" | "order" | "dictionary";

/**
 * One call of the API without its schemas: what sending it needs. `path` is the full path under
 * the base URL, prefix included.
 */
export interface CallDef<Name extends string = string> {
  /** `area.call`, unique, e.g. `accounts.batchDisable`. */
  readonly name: Name;
  readonly area: Area;
  readonly method: "GET" | "POST";
  /** Full path, e.g. `/api/billing/console/accountList/batchExportExcel`. */
  readonly path: string;
  /** The path (or description) exactly as the spec's inventory (docs/spec-calls.tsv) gives it. */
  readonly specPath: string;
  /** Spec part and section, e.g. `part1 §7`. */
  readonly source: string;
  readonly kind: EndpointKind;
  /** Safe to retry: repeating it leaves the same state. */
  readonly idempotent: boolean;
  /** Needs a session token. */
  readonly auth: boolean;
  /**
   * The media types a `download` call's file body may have (e.g. the .xlsx type), without
   * parameters; empty for the other kinds. A failure is the JSON envelope instead.
   */
  readonly media: readonly string[];
  /**
   * A sub-user must send its `roleCode` header (part1 §6). False only for the call that tells
   * a token its roles (security.getUserBaseInfo), so the CLI can
   * sign in with a token alone.
   */
  readonly role: boolean;
}

/** A call's title in both languages: the operation summary of the OpenAPI reference. */
export interface EndpointTitle {
  readonly "zh-CN": string;
  readonly en: string;
}

/**
 * One call of the API as its entry describes it: where it lives, its request and response
 * schemas, who may make it and its title.
 */
export interface EndpointDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Name extends string = string,
> extends CallDef<Name> {
  readonly request: Req;
  readonly response: Res;
  /** Who may make it (part1 §6, part2 §6): its screen and permission, see `./access.ts`. */
  readonly access: Access;
  /** Its title in both languages. */
  readonly title: EndpointTitle;
}

/** Where an entry lives: its service prefix, the path before the call's segment, the segment. */
export interface Place {
  /** `{service}` prefix; `null` drops the area's default. */
  readonly service?: Service | null;
  /** Path between the prefix and the call's segment, e.g. `/console/accountList`. */
  readonly base?: string;
  /** The last path segment when it differs from the entry's key. */
  readonly call?: string;
}

/**
 * Options of one entry: who may make the call and its title, and where every other field has a
 * default from the area or the entry's helper.
 */
export interface EntryOptions extends Place {
  /** Who may make the call (`PUBLIC`, `SIGNED_IN`, `screen(…)`, `service(…)`, `devices(…)` of `./access.ts`). */
  readonly access: Access;
  /** The call's title in both languages. */
  readonly title: EndpointTitle;
  readonly method?: "GET" | "POST";
  readonly idempotent?: boolean;
  readonly auth?: boolean;
  /** Default true: a sub-user sends `roleCode` (see {@link EndpointDef.role}). */
  readonly role?: boolean;
  readonly source?: string;
  /**
   * The spec describes the call without a path: the inventory's text for it. The path the
   * project chose is then derived as usual (docs/api-paths.md).
   */
  readonly notShown?: string;
  /** A call the project adds (not in the spec): why, for the inventory and docs. */
  readonly added?: string;
  /** A download's media types; default the .xlsx type ({@link CallDef.media}). */
  readonly media?: readonly string[];
}

/** An entry before the area gives it a name and a path. */
export interface Entry<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly kind: EndpointKind;
  readonly request: Req;
  readonly response: Res;
  readonly options: EntryOptions;
}

/** A JSON call that changes nothing (lists, details, lookups): idempotent by default. */
export const read = <const Req extends z.ZodType, const Res extends z.ZodType>(
  request: Req,
  response: Res,
  options: EntryOptions,
): Entry<Req, Res> => ({ kind: "json", request, response, options: { idempotent: true, ...options } });

/** A JSON call that changes state: not idempotent unless `options.idempotent` says so. */
export const write = <const Req extends z.ZodType, const Res extends z.ZodType>(
  request: Req,
  response: Res,
  options: EntryOptions,
): Entry<Req, Res> => ({ kind: "json", request, response, options: { idempotent: false, ...options } });

/**
 * A call answered with a file (exports, templates, reports): an .xlsx file unless
 * `options.media` names the types it sends.
 */
export const download = <const Req extends z.ZodType>(
  request: Req,
  options: EntryOptions,
): Entry<Req, typeof UnknownResponse> => ({
  kind: "download",
  request,
  response: UnknownResponse,
  options: { idempotent: true, media: [XLSX_MEDIA], ...options },
});

/** A multipart upload: `file` plus `msg`, validated by `msg`'s schema, answering JSON. */
export const upload = <const Req extends z.ZodType, const Res extends z.ZodType>(
  msg: Req,
  response: Res,
  options: EntryOptions,
): Entry<Req, Res> => ({
  kind: "upload",
  request: msg,
  response,
  options: { idempotent: false, ...options },
});

/** Defaults of an area's entries. */
export interface AreaDefaults extends Place {
  readonly base: string;
  /** Spec part and section of the area's calls, e.g. `part1 §7`. */
  readonly source: string;
}

/** The endpoint definitions of an area, keyed by call: `accounts.batchDisable` is `accounts["batchDisable"]`. */
export type AreaEndpoints<A extends string, E extends Record<string, Entry>> = {
  readonly [K in keyof E & string]: EndpointDef<E[K]["request"], E[K]["response"], `${A}.${K}`>;
};

/**
 * Build an area's catalogue: each entry's name is `area.key`, its path
 * `/api[/service]<base>/<call ?? key>` and its spec path `[{service}]<base>/<call ?? key>`
 * (or the `notShown`/`added` text). Throws at load when two entries share a path.
 */
export function defineArea<const A extends Area, const E extends Record<string, Entry>>(
  area: A,
  defaults: AreaDefaults,
  entries: E,
): AreaEndpoints<A, E> {
  const out: Record<string, EndpointDef> = {};
  const place = placer(area, defaults);
  for (const [key, entry] of Object.entries(entries))
    out[key] = {
      ...place(key, entry.kind, entry.options),
      request: entry.request,
      response: entry.response,
      access: entry.options.access,
      title: entry.options.title,
    };
  return out as AreaEndpoints<A, E>;
}

/** Parsed request body type of an endpoint (what a caller passes). */
export type RequestOf<E extends EndpointDef> = z.input<NonNullable<E["request"]>>;
/** Parsed `data` type of an endpoint's answer. */
export type ResponseOf<E extends EndpointDef> = z.output<E["response"]>;
/** Every definition of an area map, keyed by its full name. */
export type ByName<T extends Record<string, EndpointDef>> = { readonly [D in T[keyof T] as D["name"]]: D };
