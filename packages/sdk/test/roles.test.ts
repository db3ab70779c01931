// The role decisions and the menu tree (part2 §4-5): the toggle, the wire form
// of an empty selection, the split into menu and permission codes, and the tree's check rules.
import { describe, expect, it } from "vitest";
import {
  checkMenuCode,
  filterMenuNodes,
  findMenuNode,
  joinMenuCodeList,
  menuCodeListPayload,
  menuNodes,
  menuTreeCodes,
  nextRoleStatus,
  roleToggleConfirmation,
  roleUpdatePayload,
  rules,
  selectedCodes,
  splitMenuCodeList,
  uncheckMenuCode,
} from "../src/index.js";

describe("role toggle", () => {
  it("flips 0 ↔ 1 and names the matching confirmation", () => {
    expect(nextRoleStatus(0)).toBe(1);
    expect(nextRoleStatus("1")).toBe(0);
    expect(roleToggleConfirmation(0)).toBe("L000517");
    expect(roleToggleConfirmation(1)).toBe("L000516");
  });
});

describe("menuCodeList on the wire", () => {
  it('sends an empty selection as ["0"] and reads it back as empty', () => {
    expect(menuCodeListPayload([])).toEqual(["0"]);
    expect(menuCodeListPayload(["0"])).toEqual(["0"]);
    expect(selectedCodes(["0"])).toEqual([]);
    expect(rules.roles.menuCodeList(["0"])).toBe("L000077");
    expect(rules.roles.menuCodeList([])).toBe("L000077");
    expect(rules.roles.menuCodeList(null)).toBe("L000077");
    expect(rules.roles.menuCodeList(["KFZ_LJG456"])).toBeNull();
  });

  it("drops duplicates and puts codes in tree order", () => {
    expect(menuCodeListPayload(["LMJFW_KHF756", "FWGL_HSK974", "LMJFW_KHF756"])).toEqual([
      "FWGL_HSK974",
      "LMJFW_KHF756",
    ]);
  });

  it("builds the updateRole body with trimmed texts", () => {
    expect(
      roleUpdatePayload({ id: "7", roleCode: "R7" }, { roleName: "  ops ", remarks: null, selected: [] }),
    ).toEqual({ id: "7", roleCode: "R7", roleName: "ops", remarks: "", menuCodeList: ["0"] });
  });

  it("leaves remarks out of the updateRole body unless the edit sets them", () => {
    expect(
      roleUpdatePayload({ id: "7", roleCode: "R7" }, { roleName: "ops", selected: ["KFZ_LJG456"] }),
    ).toEqual({
      id: "7",
      roleCode: "R7",
      roleName: "ops",
      menuCodeList: ["KFZ_LJG456"],
    });
  });

  it("splits menu codes from permission codes and joins them back", () => {
    const list = ["FWGL_HSK974", "LMJFW_KHF756", "DC_JSH028", "PZGJ_KGS572", "NOPE_XXX000"];
    const g = splitMenuCodeList(list);
    expect(g.menuCodes).toEqual(["FWGL_HSK974", "LMJFW_KHF756", "PZGJ_KGS572"]);
    expect(g.permissions).toEqual(["DC_JSH028", "PZGJ_KGS572"]);
    expect(g.unknown).toEqual(["NOPE_XXX000"]);
    expect(joinMenuCodeList(g.menuCodes, g.permissions)).toEqual(list.slice(0, 4));
  });
});

describe("role rules", () => {
  it("trims the name, requires it and limits both texts to 50", () => {
    expect(rules.roles.roleName("   ")).toBe("L000670");
    expect(rules.roles.roleName(` ${"角".repeat(50)} `)).toBeNull();
    expect(rules.roles.roleName("a".repeat(51))).toBe("L000671");
    expect(rules.roles.remarks("")).toBeNull();
    expect(rules.roles.remarks("r".repeat(51))).toBe("L000672");
  });
});

describe("menu tree", () => {
  it("hangs a service's device-page codes under its device management code", () => {
    const dm = findMenuNode("SBGL_RFR865")!;
    expect(dm.ancestors).toEqual(["FWGL_HSK974", "LMJFW_KHF756"]);
    expect(dm.children.map((c) => c.code)).toContain("ZZHQY_GJP101");
  });

  it("checking a device action checks device management and the service screens", () => {
    expect(checkMenuCode([], "ZZHQY_GJP101")).toEqual([
      "FWGL_HSK974",
      "LMJFW_KHF756",
      "SBGL_RFR865",
      "ZZHQY_GJP101",
    ]);
  });

  it("unchecking device management drops its device actions, not its siblings", () => {
    const sel = checkMenuCode(checkMenuCode([], "ZZHQY_GJP101"), "QY_JHY938");
    expect(uncheckMenuCode(sel, "SBGL_RFR865")).toEqual(["FWGL_HSK974", "LMJFW_KHF756", "QY_JHY938"]);
  });

  it("is not strictly linked: checking a parent does not check its children", () => {
    expect(checkMenuCode([], "FWGL_HSK974")).toEqual(["FWGL_HSK974"]);
  });

  it("every wire node's parentCodes are its ancestors", () => {
    const walk = (nodes: ReturnType<typeof menuNodes>, up: string[]): number =>
      nodes.reduce((n, node) => {
        expect(node.parentCodes).toBe(up.join(","));
        return n + 1 + walk(node.childMenu, [...up, node.menuCode]);
      }, 0);
    expect(walk(menuNodes("en"), [])).toBe(menuTreeCodes().length);
  });

  it("finds nodes by name with the ancestors that lead to them", () => {
    const found = filterMenuNodes(menuNodes("en"), "my orders");
    expect(found.map((n) => n.menuCode)).toEqual(["JYZX_JHS479"]);
    expect(found[0]!.childMenu.map((n) => n.menuCode)).toEqual(["WDDD_GSK852"]);
  });
});
