// The menu-permission tree of the role editor (part2 §2-3, §5): every menu code of the route
// table, with the permission codes of a page hung under its menu node. A role's
// `menuCodeList` holds codes of both kinds. Nodes have the wire shape of part2 §3
// (menuCode, menuName, parentCodes, childMenu) once a language is chosen.

import type { Language } from "../session/schemas.js";
import { sharedLabels } from "../shared/labels.js";
import { type RouteEntry, routeTable } from "../shared/menus.js";
import type { ServiceType } from "../shared/services.js";
import {
  DEVICE_ACTIONS,
  DEVICE_PERMISSIONS,
  PAGE_PERMISSIONS,
  PERMISSION_DEFS,
  SERVICE_ACTIONS,
  SERVICE_PERMISSIONS,
} from "../shared/permissions.js";

/** A node of the menu-permission tree, language-neutral. */
export interface MenuTreeNode {
  /** Menu or permission code. */
  readonly code: string;
  readonly kind: "menu" | "permission";
  /** Message key of the node's name. */
  readonly labelKey: string;
  /** Ancestor codes, outermost first. */
  readonly ancestors: readonly string[];
  readonly children: readonly MenuTreeNode[];
}

/** The wire shape of a menu node (part2 §3): `parentCodes` is a comma-separated ancestor list. */
export interface MenuNode {
  menuCode: string;
  menuName: string;
  parentCodes: string;
  childMenu: MenuNode[];
}

const SERVICE_MENU: Record<string, ServiceType> = { LMJFW_KHF756: 1, FZDWFW_TIK895: 2, YXYTFW_OSX551: 3 };
const PAGE_UNDER: Record<string, readonly string[]> = {
  WDGD_KJD297: [PAGE_PERMISSIONS.addTicket, PAGE_PERMISSIONS.ticketDetail],
  WDDD_GSK852: [PAGE_PERMISSIONS.orderDetail],
};

function permissionCodesUnder(menuCode: string): string[] {
  const t = SERVICE_MENU[menuCode];
  if (t)
    return [
      ...SERVICE_ACTIONS.map((a) => SERVICE_PERMISSIONS[t][a]),
      ...DEVICE_ACTIONS.map((a) => DEVICE_PERMISSIONS[t][a]),
    ];
  return [...(PAGE_UNDER[menuCode] ?? [])];
}

const defByCode = new Map(PERMISSION_DEFS.map((d) => [d.code, d]));

/** The nearest coded ancestor entry of a route entry (groups without a code are skipped). */
function codedParent(entry: RouteEntry): RouteEntry | undefined {
  let p = entry.parent ? routeTable.find((e) => e.id === entry.parent) : undefined;
  while (p && !p.menuCode) p = p.parent ? routeTable.find((e) => e.id === p!.parent) : undefined;
  return p;
}

function build(parentCode: string | null, ancestors: readonly string[]): MenuTreeNode[] {
  const menus = routeTable.filter((e) => e.menuCode && (codedParent(e)?.menuCode ?? null) === parentCode);
  const nodes: MenuTreeNode[] = menus.map((e) => {
    const code = e.menuCode!;
    const below = [...ancestors, code];
    const permissionNodes = permissionCodesUnder(code).map(
      (p): MenuTreeNode => ({
        code: p,
        kind: "permission",
        labelKey: defByCode.get(p)?.labelKey ?? p,
        ancestors: below,
        children: [],
      }),
    );
    return {
      code,
      kind: "menu",
      labelKey: e.labelKey,
      ancestors,
      children: [...build(code, below), ...permissionNodes],
    };
  });
  return nodes;
}

/** The menu-permission tree: every menu code once, page permissions under their menu. */
export const menuTree: readonly MenuTreeNode[] = build(null, []);

/** Every code of {@link menuTree} (menu and permission codes), depth first. */
export function menuTreeCodes(tree: readonly MenuTreeNode[] = menuTree): string[] {
  return tree.flatMap((n) => [n.code, ...menuTreeCodes(n.children)]);
}

function findNode(code: string, tree: readonly MenuTreeNode[] = menuTree): MenuTreeNode | undefined {
  for (const n of tree) {
    if (n.code === code) return n;
    const hit = findNode(code, n.children);
    if (hit) return hit;
  }
  return undefined;
}

/** The tree in the wire shape of part2 §3, names in `language`. */
export function menuNodes(language: Language, tree: readonly MenuTreeNode[] = menuTree): MenuNode[] {
  return tree.map((n) => ({
    menuCode: n.code,
    menuName: (sharedLabels[language] as Record<string, string>)[n.labelKey] ?? n.code,
    parentCodes: n.ancestors.join(","),
    childMenu: menuNodes(language, n.children),
  }));
}

/**
 * Check `code` in a role's selection: the node and all its ancestors are added (part2 §5).
 * Returns a new list in tree order; unknown codes are kept as they were.
 */
export function checkMenuCode(selected: readonly string[], code: string): string[] {
  const node = findNode(code);
  const add = node ? [...node.ancestors, code] : [code];
  return inTreeOrder(new Set([...selected, ...add]));
}

/** Uncheck `code`: the node and all its descendants are removed (part2 §5). */
export function uncheckMenuCode(selected: readonly string[], code: string): string[] {
  const node = findNode(code);
  const drop = new Set(node ? [code, ...menuTreeCodes(node.children)] : [code]);
  return inTreeOrder(new Set(selected.filter((c) => !drop.has(c))));
}

function inTreeOrder(codes: Set<string>): string[] {
  const order = menuTreeCodes();
  const known = order.filter((c) => codes.has(c));
  return [...known, ...[...codes].filter((c) => !order.includes(c))];
}
