import type { z } from "zod";

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
  | "fault";

/**
 * How a call answers: `json` with the `{code, message, data}` envelope, `download` with a
 * file body (or an envelope on error), `upload` takes multipart `file` + `msg` and answers JSON.
 */
export type EndpointKind = "json" | "download" | "upload";

/** One call of the API. `path` is the full path under the base URL, prefix included. */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** `area.name`, unique. */
  readonly name: string;
  readonly area: Area;
  readonly method: "GET" | "POST";
  /** Full path, e.g. `/api/billing/console/accountList/batchExportExcel`. */
  readonly path: string;
  /** The path (or description) exactly as the spec's inventory gives it. */
  readonly specPath: string;
  /** Spec part and section, e.g. `part1 §7`. */
  readonly source: string;
  readonly kind: EndpointKind;
  /** Safe to retry: repeating it leaves the same state. */
  readonly idempotent: boolean;
  /** Needs a session token. */
  readonly auth: boolean;
  readonly request: Req;
  readonly response: Res;
}

/** Identity helper that keeps each entry's literal and schema types. */
export function defineEndpoint<const Req extends z.ZodType, const Res extends z.ZodType>(
  def: EndpointDef<Req, Res>,
): EndpointDef<Req, Res> {
  return def;
}

/** Parsed request body type of an endpoint. */
export type RequestOf<E extends EndpointDef> = z.input<E["request"]>;
/** Parsed `data` type of an endpoint's answer. */
export type ResponseOf<E extends EndpointDef> = z.output<E["response"]>;
