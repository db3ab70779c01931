// The filter flags of a list, generated from its SDK descriptor (`@fixcloud/sdk/lists`; part1
// §2 list filters), with their parsing right below: a text filter `key` is `--kebab-key
// <text>`, an enum `--kebab-key <value>` whose help lists the values with their SDK labels, an
// int `--kebab-key <n>` within min-max, a date range `--kebab-key-from/-to <date>` read in the
// time-zone setting and sent as UTC wire times, a window "ends within N days" `--kebab-key 10d`
// (one of the descriptor's windows; a bare 10 is read as days). A new filter in a descriptor is
// a new flag here.
import { type FilterDef, type FilterValues, type ListDescriptor, valuesOf } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { h } from "../lang.js";
import { completeWith, enumHelp, helpLabel, tabValues } from "./help.js";
import { helpLanguage } from "../lang.js";
import { intFlag, rangeFlags, textFlag } from "./values.js";

/**
 * The spellings of the date-range flags before their rename (`--created-from` …), by descriptor key.
 * Accepted, hidden from help, so existing scripts keep working.
 */
const LEGACY_RANGE_NAMES: Readonly<Record<string, string>> = {
  createTime: "created",
  activationTime: "activated",
  endTime: "ends",
  logoutTime: "logout",
};

/** Per-verb choices about the flag names of a list's filters. */
export interface FilterFlagOptions {
  /** A flag name other than the kebab-cased key, by filter key (e.g. notices: `noticeType` → `type`). */
  readonly names?: Readonly<Record<string, string>>;
}

/** `accountName` → `account-name`. */
export function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The attribute commander stores a flag under: `account-name` → `accountName`. */
function attr(flag: string): string {
  return flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function flagOf(f: FilterDef, opts: FilterFlagOptions): string {
  return opts.names?.[f.key] ?? kebab(f.key);
}

/** The commander options of every filter of `d`, with help in the help language. */
export function filterOptions(d: ListDescriptor, opts: FilterFlagOptions = {}): Option[] {
  const out: Option[] = [];
  for (const f of d.filters) {
    const name = flagOf(f, opts);
    const label = helpLabel(f.labelKey);
    switch (f.kind) {
      case "text": {
        const max = f.max ?? 100;
        out.push(
          new Option(
            `--${name} <text>`,
            h(
              `${label}, matched anywhere (at most ${max} characters).`,
              `${label}，模糊匹配（最多 ${max} 个字符）。`,
            ),
          ),
        );
        break;
      }
      case "enum": {
        const scoped = f.optionsFor
          ? h(" Must be a product of the service type (--type).", "须属于所选服务类型（--type）。")
          : "";
        out.push(
          completeWith(
            new Option(
              `--${name} <value>`,
              `${label}${h(": ", "：")}${enumHelp(f.enum)}${h(".", "。")}${scoped}`,
            ),
            tabValues(f.enum),
          ),
        );
        break;
      }
      case "within": {
        // Days carry their unit on the command line (10d), as --within of the expiring verbs.
        const windows = f.enum.values.map((v) => ({
          name: `${v.value}d`,
          description: helpLabel(v.labelKey),
        }));
        const listed = windows
          .map((w) => `${w.name} ${w.description}`)
          .join(helpLanguage === "zh-CN" ? "，" : ", ");
        out.push(
          completeWith(
            new Option(
              `--${name} <days>`,
              `${label}${h(": ", "：")}${listed}${h(" (in service, ending after now).", "（服务中且尚未到期）。")}`,
            ),
            windows,
          ),
        );
        break;
      }
      case "int":
        out.push(new Option(`--${name} <n>`, `${label}${h(": ", "：")}${f.min}-${f.max}${h(".", "。")}`));
        break;
      case "date-range": {
        out.push(
          new Option(`--${name}-from <date>`, h(`${label} from (inclusive).`, `${label}起（含）。`)),
          new Option(`--${name}-to <date>`, h(`${label} to (inclusive).`, `${label}止（含）。`)),
        );
        const legacy = LEGACY_RANGE_NAMES[f.key];
        if (legacy && legacy !== name)
          out.push(
            new Option(`--${legacy}-from <date>`).hideHelp(),
            new Option(`--${legacy}-to <date>`).hideHelp(),
          );
        break;
      }
    }
  }
  return out;
}

/** Every commander attribute a filter of `d` may arrive under (legacy spellings included). */
function attributesOf(d: ListDescriptor, opts: FilterFlagOptions): string[] {
  return d.filters.flatMap((f) => {
    const name = flagOf(f, opts);
    if (f.kind !== "date-range") return [attr(name)];
    const legacy = LEGACY_RANGE_NAMES[f.key];
    const names = legacy && legacy !== name ? [name, legacy] : [name];
    return names.flatMap((n) => [attr(`${n}-from`), attr(`${n}-to`)]);
  });
}

/** True when at least one filter flag of `d` was given (the list's scope is not a filter). */
export function filtersGiven(
  d: ListDescriptor,
  o: Record<string, unknown>,
  opts: FilterFlagOptions = {},
): boolean {
  return attributesOf(d, opts).some((a) => o[a] !== undefined);
}

/** A date-range end given under its flag or its legacy spelling (both: they must agree). */
function rangeEnd(
  t: Context["t"],
  o: Record<string, unknown>,
  name: string,
  legacy: string | undefined,
  edge: string,
) {
  const value = o[attr(`${name}-${edge}`)];
  if (!legacy || legacy === name) return value;
  const old = o[attr(`${legacy}-${edge}`)];
  if (value !== undefined && old !== undefined && String(value).trim() !== String(old).trim())
    throw new UsageError(t("usage.conflict", { a: `--${name}-${edge}`, b: `--${legacy}-${edge}` }));
  return value ?? old;
}

/**
 * The filters of `d` from commander's options: each value checked (text length, enum value and,
 * for `optionsFor` enums, the value's membership in the scope's options, int range, dates),
 * only the given ones kept, as the request fields (`startCreateTime` …). No calls.
 * @param scope the list's scope, e.g. `{ selectType: 2 }` (products are checked against it).
 * @throws UsageError naming the flag at the first bad value.
 */
export function parseFilters<D extends ListDescriptor>(
  d: D,
  o: Record<string, unknown>,
  ctx: Pick<Context, "t" | "timeZone">,
  scope: Readonly<Record<string, unknown>> = {},
  opts: FilterFlagOptions = {},
): FilterValues<D> {
  const t = ctx.t;
  const out: Record<string, unknown> = {};
  for (const f of d.filters) {
    const name = flagOf(f, opts);
    const flag = `--${name}`;
    if (f.kind === "date-range") {
      const legacy = LEGACY_RANGE_NAMES[f.key];
      const [from, to] = rangeFlags(
        ctx,
        name,
        rangeEnd(t, o, name, legacy, "from"),
        rangeEnd(t, o, name, legacy, "to"),
      );
      if (from !== undefined) out[f.from] = from;
      if (to !== undefined) out[f.to] = to;
      continue;
    }
    const raw = o[attr(name)];
    if (raw === undefined) continue;
    if (f.kind === "text") {
      const v = textFlag(t, flag, raw, f.max ?? 100);
      if (v !== undefined) out[f.key] = v;
    } else if (f.kind === "int") out[f.key] = intFlag(t, flag, raw, f.min, f.max);
    else if (f.kind === "within") {
      const text = String(raw).trim();
      const days = /^\d+d?$/i.test(text) ? Number.parseInt(text, 10) : Number.NaN;
      const windows = valuesOf(f.enum);
      // Never the nearest window: 15d is refused, not read as 10d or 30d.
      if (!windows.includes(days))
        throw new UsageError(
          t("usage.choice", { flag, choices: windows.map((d) => `${d}d`).join(", "), value: text }),
        );
      out[f.key] = days;
    } else {
      const text = String(raw).trim();
      const all = valuesOf(f.enum) as (string | number)[];
      const value = all.find((v) => String(v) === text);
      const allowed = f.optionsFor ? (f.optionsFor(scope) as readonly (string | number)[]) : all;
      if (value !== undefined && !allowed.includes(value))
        throw new UsageError(
          t("usage.product", {
            flag,
            value: text,
            type: String(scope.selectType ?? ""),
            choices: allowed.join(", "),
          }),
        );
      if (value === undefined)
        throw new UsageError(t("usage.choice", { flag, choices: allowed.join(", "), value: text }));
      out[f.key] = value;
    }
  }
  return out as FilterValues<D>;
}
