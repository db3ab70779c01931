// `fixcloud roles list`: the role page's table (part2 §2: role code, name, status, remarks, and
// the accounts holding it), searched by name (at most 100) and status as the page does (§7
// list with userFlag, one page of 1000). Labels and status tones come from the SDK.
import { Role, type RoleStatus, rules } from "@fixcloud/sdk";
import { enums } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { type Column, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { checkRule } from "../../flags/check-rule.js";

const STATUS: Record<string, RoleStatus | null> = { all: null, enabled: 0, disabled: 1, "0": 0, "1": 1 };

export const command: VerbCommand = {
  name: "list",
  description: h("List roles with their status and accounts.", "列出角色及其状态和账号。"),
  options: () => [
    new Option("--name <text>", h("Role name contains (at most 100).", "角色名称包含（最多 100 个字符）。")),
    new Option(
      "--status <status>",
      h("enabled (0), disabled (1) or all.", "enabled（0 启用）、disabled（1 停用）或 all。"),
    )
      .choices(Object.keys(STATUS))
      .default("all"),
  ],
  examples: [
    "fixcloud roles list --status enabled",
    "fixcloud roles list --name ops --json roleCode,roleName",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the role's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Role.shape);

export interface RoleListOptions {
  roleName?: string;
  roleStatus: RoleStatus | null;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): RoleListOptions {
  const name = typeof o.name === "string" ? o.name.trim() : "";
  checkRule(ctx, "--name", rules.roles.search(name));
  const status = String(o.status ?? "all");
  if (!(status in STATUS))
    throw new UsageError(
      ctx.t("usage.choice", { flag: "--status", choices: Object.keys(STATUS).join(", "), value: status }),
    );
  return { ...(name ? { roleName: name } : {}), roleStatus: STATUS[status] ?? null };
}

export async function run(ctx: Context, opts: RoleListOptions): Promise<void> {
  const client = await ctx.client();
  const roles = await client.roles.search({ roleName: opts.roleName ?? null, roleStatus: opts.roleStatus });
  const columns: Column<Role>[] = [
    { header: sdkMessage(ctx, "field.roleCode"), value: (r) => r.roleCode, kind: "text" },
    { header: sdkMessage(ctx, "field.roleName"), value: (r) => r.roleName, kind: "text" },
    {
      header: sdkMessage(ctx, "field.roleStatus"),
      value: (r) => r.roleStatus,
      kind: "enum",
      enum: enums.roleStatus,
    },
    { header: sdkMessage(ctx, "field.remarks"), value: (r) => r.remarks, kind: "text" },
    {
      header: sdkMessage(ctx, "field.usernameList"),
      value: (r) => (r.usernameList ?? []).map((u) => u.userName).join(", "),
      kind: "text",
    },
  ];
  await printRows(ctx, roles, columns);
}
