// The menu-permission tree of the role editor (part2 §2-3, §5): every menu code of the route
// table, with the permission codes of a page hung under its menu node (a service's device-page
// codes under its "device management" code, which they need). A role's `menuCodeList` holds
// codes of both kinds (decisions.ts splits them). Nodes have the wire shape of part2 §3
// (menuCode, menuName, parentCodes, childMenu) once a language is chosen. Checking a node
// checks its ancestors, unchecking drops its descendants (part2 §5), over an index built once.

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
// The device page's actions need device management (the sandbox's requireDevices), so they sit
// under it: checking one checks device management, unchecking device management drops them.
const DEVICES_UNDER: Record<string, readonly string[]> = Object.fromEntries(
  ([1, 2, 3] as const).map((t) => [
    SERVICE_PERMISSIONS[t].deviceManagement,
    DEVICE_ACTIONS.map((a) => DEVICE_PERMISSIONS[t][a]),
  ]),
);

const defByCode = new Map(PERMISSION_DEFS.map((d) => [d.code, d]));

/** Permission leaves of a code: a service screen's actions, device actions under device management. */
function permissionNodes(code: string, ancestors: readonly string[]): MenuTreeNode[] {
  const t = SERVICE_MENU[code];
  const codes = t
    ? SERVICE_ACTIONS.map((a) => SERVICE_PERMISSIONS[t][a])
    : [...(PAGE_UNDER[code] ?? []), ...(DEVICES_UNDER[code] ?? [])];
  const below = [...ancestors, code];
  return codes.map(
    (p): MenuTreeNode => ({
      code: p,
      kind: "permission",
      labelKey: defByCode.get(p)?.labelKey ?? p,
      ancestors: below,
      children: permissionNodes(p, below),
    }),
  );
}

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
    return {
      code,
      kind: "menu",
      labelKey: e.labelKey,
      ancestors,
      children: [...build(code, [...ancestors, code]), ...permissionNodes(code, ancestors)],
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

/** Every node of the tree by code, and each code's place in depth-first order. */
interface TreeIndex {
  readonly nodes: ReadonlyMap<string, MenuTreeNode>;
  readonly order: ReadonlyMap<string, number>;
}

let index: TreeIndex | undefined;

function treeIndex(): TreeIndex {
  if (index) return index;
  const nodes = new Map<string, MenuTreeNode>();
  const walk = (list: readonly MenuTreeNode[]) => {
    for (const n of list) {
      nodes.set(n.code, n);
      walk(n.children);
    }
  };
  walk(menuTree);
  index = { nodes, order: new Map([...nodes.keys()].map((c, i) => [c, i])) };
  return index;
}

/** The node of `code` in {@link menuTree}, or undefined. */
export function findMenuNode(code: string): MenuTreeNode | undefined {
  return treeIndex().nodes.get(code);
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
  const node = findMenuNode(code);
  const add = node ? [...node.ancestors, code] : [code];
  return inTreeOrder(new Set([...selected, ...add]));
}

/** Uncheck `code`: the node and all its descendants are removed (part2 §5). */
export function uncheckMenuCode(selected: readonly string[], code: string): string[] {
  const node = findMenuNode(code);
  const drop = new Set(node ? [code, ...menuTreeCodes(node.children)] : [code]);
  return inTreeOrder(new Set(selected.filter((c) => !drop.has(c))));
}

/** Codes without duplicates: those of the tree in tree order, then any others as given. */
export function inTreeOrder(codes: Iterable<string>): string[] {
  const { order } = treeIndex();
  const unique = [...new Set(codes)];
  const known = unique.filter((c) => order.has(c)).sort((a, b) => order.get(a)! - order.get(b)!);
  return [...known, ...unique.filter((c) => !order.has(c))];
}

/**
 * The nodes whose name contains `text` (ignoring case), each with its whole subtree and the
 * ancestors that lead to it: menu/manager/list with a menuName. Blank text keeps every node.
 */
export function filterMenuNodes(nodes: readonly MenuNode[], text: string | null | undefined): MenuNode[] {
  const needle = (text ?? "").trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((n) => {
    if (n.menuName.toLowerCase().includes(needle)) return [n];
    const childMenu = filterMenuNodes(n.childMenu, needle);
    return childMenu.length ? [{ ...n, childMenu }] : [];
  });
}
