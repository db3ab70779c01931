// The console's access decisions: a sub-user may open only the routes its menu codes
// reach, hidden routes following the screen they are opened from, and the sub-account and role
// screens only with their codes; the main account may open everything and use every button,
// whatever codes its session lists (a real server need not list the project's own codes).
import { ALL_MENU_CODES, PAGE_PERMISSIONS, ROLES_MENU, USERS_MENU, routeTable } from "@fixcloud/sdk";
import { beforeAll, describe, expect, it, vi } from "vitest";

type Module = typeof import("./permissions");
let p: Module;

beforeAll(async () => {
  // The session module reads the stored session when it loads.
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  p = await import("./permissions");
});

const sub = (codes: string[], permissions: string[] = []) => ({
  accountType: 2,
  menuCodes: codes,
  permissions,
});
const main = { accountType: 1, menuCodes: [], permissions: [] };

describe("routes a session may open", () => {
  it("gives a sub-user only the routes of its codes, hidden routes included", () => {
    const operator = sub(["FWGL_HSK974", "LMJFW_KHF756"]);
    expect(p.mayVisitWith(operator, "/highPrecision")).toBe(true);
    expect(p.mayVisitWith(operator, "/serviceNoList")).toBe(true);
    expect(p.mayVisitWith(operator, "/auxPosition")).toBe(false);
    expect(p.mayVisitWith(operator, "/overview")).toBe(true);
    expect(p.mayVisitWith(operator, "/noticeDetail")).toBe(true);
    for (const path of [
      "/accountMng",
      "/roleMng",
      "/myOrder",
      "/orderDetial",
      "/realNameInfo",
      "/addBugOrder",
    ])
      expect(p.mayVisitWith(operator, path), path).toBe(false);
    // Paths outside the route table are the router's not-found page, not a 403.
    expect(p.mayVisitWith(operator, "/nowhere")).toBe(true);
  });

  it("opens the sub-account and role screens only with their codes", () => {
    expect(p.mayVisitWith(sub([USERS_MENU]), "/accountMng")).toBe(true);
    expect(p.mayVisitWith(sub([USERS_MENU]), "/roleMng")).toBe(false);
    expect(p.mayVisitWith(sub([ROLES_MENU]), "/roleMng")).toBe(true);
    expect(p.mayVisitWith(sub(["QYRZ_JSG865"]), "/realNameInfo")).toBe(true);
  });

  it("opens every route of the table to the main account, whatever its session lists", () => {
    for (const { path } of routeTable) expect(p.mayVisitWith(main, path), path).toBe(true);
    expect(p.menuCodesOf(main)).toEqual(ALL_MENU_CODES);
    expect(p.menuCodesOf(null)).toEqual([]);
  });
});

describe("buttons a session may use", () => {
  it("holds a sub-user to its permission codes and lets the main account use all", () => {
    expect(p.mayWith(sub([], [PAGE_PERMISSIONS.addTicket]), PAGE_PERMISSIONS.addTicket)).toBe(true);
    expect(p.mayWith(sub([], [PAGE_PERMISSIONS.addTicket]), PAGE_PERMISSIONS.ticketDetail)).toBe(false);
    expect(p.mayWith(main, PAGE_PERMISSIONS.orderDetail)).toBe(true);
    expect(p.mayWith(null, PAGE_PERMISSIONS.orderDetail)).toBe(false);
  });
});
