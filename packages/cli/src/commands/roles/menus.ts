// `fixcloud roles menus`: the menu-permission tree a role is built from (part2 §3 menu node,
// §7 menu/manager/list), drawn as a tree with the names in the run's language and each node's
// code (what `roles update --menus` takes); `--output json` gives the nodes as the API does
// (menuCode, menuName, parentCodes, childMenu), csv one row per node.
import type { MenuNodeShape } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "menus",
  description: h("Show the menu-permission tree with its codes.", "显示菜单权限树及其编码。"),
  examples: ["fixcloud roles menus", "fixcloud roles menus --output json"],
  json: true,
  load: () => import("./menus.js"),
};

/** `--json` fields: a node's fields. */
export const jsonFields = (): readonly string[] => ["menuCode", "menuName", "parentCodes", "childMenu"];

export type RoleMenusOptions = Record<string, never>;

export function parseOptions(): RoleMenusOptions {
  return {};
}

/** The tree as text lines: `├─ name  CODE`, children indented under their parent. */
export function treeLines(
  nodes: readonly MenuNodeShape[],
  dim: (s: string) => string,
  prefix = "",
): string[] {
  return nodes.flatMap((n, i) => {
    const last = i === nodes.length - 1;
    const line = `${prefix}${last ? "└─ " : "├─ "}${safeCell(n.menuName)}  ${dim(safeCell(n.menuCode))}`;
    return [line, ...treeLines(n.childMenu, dim, `${prefix}${last ? "   " : "│  "}`)];
  });
}

function flat(nodes: readonly MenuNodeShape[]): Record<string, unknown>[] {
  return nodes.flatMap((n) => [
    { menuCode: n.menuCode, menuName: n.menuName, parentCodes: n.parentCodes },
    ...flat(n.childMenu),
  ]);
}

export async function run(ctx: Context, _opts: RoleMenusOptions): Promise<void> {
  const client = await ctx.client();
  const tree = await client.roles.menus();
  const out = ctx.io.stdout;
  if (ctx.output === "json") out.write(toJson(tree));
  else if (ctx.output === "csv") out.write(toCsv(flat(tree)));
  else {
    const dim = (s: string) => (ctx.color ? `\u001b[2m${s}\u001b[22m` : s);
    out.write(`${treeLines(tree, dim).join("\n")}\n`);
  }
}
