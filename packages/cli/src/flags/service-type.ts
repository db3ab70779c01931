// `--type <name>` / `--select-type <n>`: the service family a list, bulk verb or pool command
// works in (part1 §1 `selectType`: 1 high precision, 2 A-GNSS, 3 IC-to-Cloud), declared and
// parsed here. The help shows each family's SDK label.
import { type ServiceType, serviceType } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { h, helpLanguage } from "../lang.js";
import { completeWith, helpLabel, tabValues } from "./help.js";
import { choiceFlag, intFlag } from "./values.js";

/** The CLI names of the service families, by `selectType`. */
export const TYPE_NAMES = { "high-precision": 1, aux: 2, "cloud-chip": 3 } as const satisfies Record<
  string,
  ServiceType
>;
type TypeName = keyof typeof TYPE_NAMES;

/** The `--type` / `--select-type` flags; `defaulted` says the verb falls back to type 1 without them. */
export function typeOptions(defaulted = true): Option[] {
  const sep = helpLanguage === "zh-CN" ? "，" : ", ";
  const names = Object.entries(TYPE_NAMES)
    .map(
      ([name, n]) =>
        `${name} (${n} ${helpLabel(serviceType.values.find((v) => v.value === n)?.labelKey ?? "")})`,
    )
    .join(sep);
  const dflt = defaulted
    ? h(" Default high-precision.", "默认 high-precision。")
    : h(" Without it every service type is searched.", "不提供时在所有服务类型中查找。");
  return [
    completeWith(
      new Option("--type <name>", `${h("Service type: ", "服务类型：")}${names}${h(".", "。")}${dflt}`),
      Object.entries(TYPE_NAMES).map(([name, n]) => ({
        name,
        description: helpLabel(serviceType.values.find((v) => v.value === n)?.labelKey ?? ""),
      })),
    ),
    completeWith(
      new Option("--select-type <n>", h("Service type as a number: 1, 2 or 3.", "服务类型编号：1、2 或 3。")),
      tabValues(serviceType),
    ),
  ];
}

/**
 * The service family from `--type` or `--select-type`, default 1.
 * @throws UsageError for an unknown name or number, or when the two flags disagree.
 */
export function parseSelectType(o: Record<string, unknown>, ctx: Pick<Context, "t">): ServiceType {
  const t = ctx.t;
  const byName = choiceFlag(t, "--type", o.type, Object.keys(TYPE_NAMES) as TypeName[]);
  const byNumber = intFlag(t, "--select-type", o.selectType, 1, 3) as ServiceType | undefined;
  const fromName = byName ? TYPE_NAMES[byName] : undefined;
  if (fromName && byNumber && fromName !== byNumber)
    throw new UsageError(t("usage.conflict", { a: "--type", b: "--select-type" }));
  return fromName ?? byNumber ?? 1;
}

/** The service family when one was given, else undefined (pool commands then search every family). */
export function optionalSelectType(
  o: Record<string, unknown>,
  ctx: Pick<Context, "t">,
): ServiceType | undefined {
  return o.type === undefined && o.selectType === undefined ? undefined : parseSelectType(o, ctx);
}
