// Areas whose response schemas load on first use (the console's first route ≤ 170 KB
// gz, and zod classic alone is 27). An area of the first route (overview, notices, messages)
// describes its calls once here, naming each call's schemas by their export name: `M` is the
// area's schema module (request and response), `R` a module the console may load lazily that
// holds the response (zod/mini where the first route reads it, so the lazy chunk stays small).
// The lazy definitions place and send a call without importing zod, the transport validates the
// answer once `R` has loaded; `withSchemas` gives the same calls with their schemas for
// everything that reads them synchronously (sandbox, OpenAPI, the `endpoints` aggregate).
import type { z } from "zod";
import type { Area, AreaDefaults, EndpointDef, EntryOptions, LazyEndpointDef } from "./endpoint.js";
import { placer } from "./place.js";

/** The export names of a schema module `M` that are zod schemas (classic or mini). */
export type SchemaName<M> = { [K in keyof M]: M[K] extends z.core.$ZodType ? K : never }[keyof M] & string;

/** A JSON call of a lazy area: its request and response schemas by export name. */
export interface LazyEntry<Req extends string = string, Res extends string = string> {
  readonly kind: "json";
  readonly request: Req;
  readonly response: Res;
  readonly options: EntryOptions;
}

/**
 * The helpers of an area whose schema module is `M` and whose lazily loaded response module is
 * `R` (default `M`): `read` (idempotent by default) and `write`, as `./endpoint.ts`'s, and
 * `defineArea` ({@link defineLazyArea} for `M`).
 */
export function lazyEntries<M, R = M>() {
  const entry =
    (idempotent: boolean) =>
    <const Req extends SchemaName<M>, const Res extends SchemaName<M> & SchemaName<R>>(
      request: Req,
      response: Res,
      options: EntryOptions = {},
    ): LazyEntry<Req, Res> => ({ kind: "json", request, response, options: { idempotent, ...options } });
  return {
    read: entry(true),
    write: entry(false),
    defineArea: <const A extends Area, const E extends Record<string, LazyEntry>>(
      area: A,
      defaults: AreaDefaults,
      load: () => Promise<R>,
      entries: E,
    ) => defineLazyArea<A, M, R, E>(area, defaults, load, entries),
  };
}

// A mini schema is typed as the classic one it parses like: consumers of `EndpointDef` call only
// what both have (`safeParse`, `parse`, `z.toJSONSchema`).
type Schema<M, K> = K extends keyof M
  ? M[K] extends z.ZodType
    ? M[K]
    : M[K] extends z.core.$ZodType
      ? z.ZodType<z.output<M[K]>, z.input<M[K]>>
      : never
  : never;

/** The lazy definitions of an area, keyed by call; `M` is the area's schema module. */
export type LazyAreaEndpoints<A extends string, M, E extends Record<string, LazyEntry>> = {
  readonly [K in keyof E & string]: LazyEndpointDef<
    Schema<M, E[K]["request"]>,
    Schema<M, E[K]["response"]>,
    `${A}.${K}`
  > & {
    /** The schema names of the call in `M` (what {@link withSchemas} picks). */
    readonly schemaNames: { readonly request: E[K]["request"]; readonly response: E[K]["response"] };
  };
};

/** The definitions of a lazy area with their schemas, keyed by call (as `defineArea` gives them). */
export type LoadedAreaEndpoints<L> = {
  readonly [K in keyof L]: L[K] extends LazyEndpointDef<infer Req, infer Res, infer N>
    ? EndpointDef<Req, Res, N>
    : never;
};

/**
 * Build an area whose response schemas `load` on first use (a dynamic import of `R`): each entry
 * is named and placed as by `defineArea`. Throws at load when two entries share a path.
 */
export function defineLazyArea<const A extends Area, M, R, const E extends Record<string, LazyEntry>>(
  area: A,
  defaults: AreaDefaults,
  load: () => Promise<R>,
  entries: E,
): LazyAreaEndpoints<A, M, E> {
  const place = placer(area, defaults);
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    const response = () => load().then((m) => (m as Record<string, z.ZodType>)[entry.response]);
    out[key] = {
      ...place(key, entry.kind, entry.options),
      response,
      schemaNames: { request: entry.request, response: entry.response },
    };
  }
  return out as LazyAreaEndpoints<A, M, E>;
}

/** A lazy area's calls with their schemas taken from its (statically imported) schema module. */
export function withSchemas<L extends Record<string, LazyEndpointDef & { schemaNames: object }>, M>(
  lazy: L,
  schemas: M,
): LoadedAreaEndpoints<L> {
  const out: Record<string, EndpointDef> = {};
  const byName = schemas as Record<string, z.ZodType>;
  for (const [key, def] of Object.entries(lazy)) {
    const { response: _load, request: _type, schemaNames, ...call } = def;
    const names = schemaNames as { request: string; response: string };
    out[key] = {
      ...call,
      request: byName[names.request] as z.ZodType,
      response: byName[names.response] as z.ZodType,
    };
  }
  return out as LoadedAreaEndpoints<L>;
}
