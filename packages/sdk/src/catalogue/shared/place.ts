// Where a call lives: its name, path and spec path derived from the entry's key and its area's
// defaults (part1 §7, part2 §7, docs/spec-calls.tsv), for `defineArea`.
import type { Area, AreaDefaults, CallDef, EndpointKind, EntryOptions } from "./endpoint.js";

/**
 * The placer of an area: `(key, kind, options)` → the call's definition without schemas. Its
 * path is `/api[/service]<base>/<call ?? key>`, its spec path `[{service}]<base>/<call ?? key>`
 * (or the `notShown`/`added` text). Throws when two entries of the area share a path.
 */
export function placer(area: Area, defaults: AreaDefaults) {
  const paths = new Set<string>();
  return (key: string, kind: EndpointKind, o: EntryOptions): Omit<CallDef, "changes"> => {
    const service = o.service === undefined ? defaults.service : o.service;
    const rest = `${o.base ?? defaults.base}/${o.call ?? key}`;
    const path = `/api${service ? `/${service}` : ""}${rest}`;
    if (paths.has(path)) throw new Error(`catalogue: ${area}.${key} repeats the path ${path}`);
    paths.add(path);
    const specPath =
      o.notShown ?? (o.added ? `(project addition: ${o.added})` : `${service ? `{${service}}` : ""}${rest}`);
    return {
      name: `${area}.${key}`,
      area,
      method: o.method ?? "POST",
      path,
      specPath,
      source: o.source ?? defaults.source,
      kind,
      idempotent: o.idempotent ?? false,
      auth: o.auth ?? true,
      role: o.role ?? true,
      media: kind === "download" ? (o.media ?? []) : [],
      sessionOnly: o.sessionOnly ?? false,
    };
  };
}
