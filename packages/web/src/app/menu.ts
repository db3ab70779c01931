// The side-menu tree of part1 §2 (issue 7, defect 10): "… transaction center (my orders);
// security center with permission management (users, roles); personal center; real-name
// authentication". The SDK's tree (catalogue/shared/menus.ts) still has permission management at
// the top level and real-name authentication inside the personal center.
// REQUEST(sdk, catalogue/shared/menus.ts): give routeTable a group entry
//   r("security", "/accountMng", null, null, false, P1) labelled menu.security (= menu.safeCenter's
//   text) with "permission" as its child (parent "security"), and move "realNameAttestate" to the
//   top level after "personal"; then `menus` is this tree and this module goes away.
import { type MenuItem, menus } from "@fixcloud/sdk";

const SECURITY: Pick<MenuItem, "id" | "labelKey" | "menuCode"> = {
  id: "security",
  labelKey: "menu.safeCenter",
  menuCode: null,
};

/**
 * `tree` regrouped as part1 §2 orders it: everything before permission management unchanged, then
 * the security center holding permission management, the personal center (without real-name
 * authentication), and real-name authentication. Menu codes stay on the items they gate, so
 * `visibleMenu(codes, part1Menu())` filters as before.
 */
export function part1Menu(tree: readonly MenuItem[] = menus): MenuItem[] {
  const permission = tree.find((i) => i.id === "permission");
  const personal = tree.find((i) => i.id === "personal");
  const realName = personal?.children.find((c) => c.id === "realNameAttestate");
  if (!permission || !personal || !realName) return [...tree];
  const rest = tree.filter((i) => i !== permission && i !== personal);
  const security: MenuItem = { ...SECURITY, path: permission.path, children: [permission] };
  const personalOnly: MenuItem = { ...personal, children: personal.children.filter((c) => c !== realName) };
  return [...rest, security, personalOnly, realName];
}
