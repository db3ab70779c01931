// `fixcloud doctor <account> [--since 24h]`: the verdict of the fault diagnosis: the
// ranked findings with their evidence and the action to take, worded by the SDK.
// Exit 0 when nothing is an error, 7 (ExitCode.FINDINGS) when a finding is, so a script or a
// support runbook can branch on it; `--output json` prints the findings with their texts.
import { FAULT_STATIONS, findingText, hasError, toWireTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { FindingsError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { showTime } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import {
  ACCOUNT_ARG,
  type FaultTarget,
  findingLines,
  parseTarget,
  rangeOptions,
  resolveSearch,
} from "./shared.js";

export const command: VerbCommand = {
  name: "doctor",
  args: [ACCOUNT_ARG],
  description: h(
    "Why a rover does not connect or fix: ranked findings with evidence and the action to take.",
    "终端为何连不上或不固定：按严重程度排列的诊断结论、依据和处理建议。",
  ),
  options: rangeOptions,
  examples: ["fixcloud doctor rover-001", "fixcloud doctor rover-001 --since 3h --output json"],
  note: h(
    "\nExit codes: 0 no error found, 7 a finding is an error (see the list), others as usual.\n",
    "\n退出码：0 未发现错误，7 诊断结论包含错误，其他同通用退出码。\n",
  ),
  json: true,
  load: () => import("./doctor.js"),
};

/** `--json` fields of each finding. */
export const jsonFields = (): readonly string[] => [
  "code",
  "severity",
  "evidence",
  "action",
  "title",
  "actionText",
];

export type DoctorOptions = FaultTarget;

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): DoctorOptions {
  return parseTarget(args, o, ctx);
}

export async function run(ctx: Context, opts: DoctorOptions): Promise<void> {
  const client = await ctx.client();
  const search = await resolveSearch(client, ctx, opts);
  const { findings } = await client.fault.report(search, { stations: FAULT_STATIONS });
  if (ctx.output === "json") {
    ctx.io.stdout.write(
      toJson(
        findings.map((f) => {
          const t = findingText(f, ctx.language);
          return { ...f, title: t.title, actionText: t.action };
        }),
      ),
    );
  } else {
    const count = (s: string) => findings.filter((f) => f.severity === s).length;
    ctx.io.stdout.write(
      `${ctx.t("doctor.summary", {
        name: safeCell(opts.accountName),
        from: showTime(ctx, toWireTime(opts.start)),
        to: showTime(ctx, toWireTime(opts.end)),
        errors: count("error"),
        warnings: count("warning"),
      })}\n${findingLines(ctx, findings)}\n`,
    );
  }
  if (hasError(findings))
    throw new FindingsError(
      ctx.t("doctor.failed", { errors: findings.filter((f) => f.severity === "error").length }),
    );
}
