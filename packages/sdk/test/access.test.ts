// The access table (catalogue/shared/access.ts): every catalogued call has exactly one
// entry, it names only codes and screens the route and permission tables have, it agrees with
// the catalogue's `auth` flag and with the console's route check (canVisit), and service calls
// take the codes of the body's service type.
import { describe, expect, it } from "vitest";
import { type EndpointName, endpointList } from "../src/catalogue/endpoints.js";
import {
  ACCESS,
  type Access,
  type Grants,
  mayCall,
  missingAccess,
  requirementsOf,
} from "../src/catalogue/shared/access.js";
import { ALL_MENU_CODES, canVisit, routeTable } from "../src/catalogue/shared/menus.js";
import {
  ALL_PERMISSIONS,
  DEVICE_PERMISSIONS,
  PAGE_PERMISSIONS,
  SERVICE_PERMISSIONS,
} from "../src/catalogue/shared/permissions.js";

const grants = (...codes: string[]): Grants => {
  const set = new Set(codes);
  return { menuCodes: set, permissions: set };
};
const table = ACCESS as Record<string, Access>;
const HIGH = ["FWGL_HSK974", "LMJFW_KHF756"];
const AUX = ["FWGL_HSK974", "FZDWFW_TIK895"];

describe("the access table", () => {
  it("has one entry per catalogued call, and no other", () => {
    const names = endpointList.map((e) => e.name).sort();
    expect(Object.keys(ACCESS).sort()).toEqual(names);
  });

  it("calls public exactly the calls that need no session", () => {
    for (const def of endpointList) expect(table[def.name]!.kind === "public", def.name).toBe(!def.auth);
  });

  it("names only route ids and codes of the route and permission tables", () => {
    const ids = new Set(routeTable.map((r) => r.id));
    for (const [name, access] of Object.entries(table)) {
      if (access.kind === "screen") {
        for (const id of access.routes) expect(ids.has(id), `${name} → ${id}`).toBe(true);
        if (access.permission) expect(ALL_PERMISSIONS, name).toContain(access.permission);
      }
      for (const way of requirementsOf(name as EndpointName, {})) {
        for (const c of way.menuCodes) expect(ALL_MENU_CODES, name).toContain(c);
        for (const c of way.permissions) expect(ALL_PERMISSIONS, name).toContain(c);
      }
    }
  });

  it("lets a caller who may open a call's screen in the console make the call, and no one else", () => {
    // The console's route check and the sandbox's call check read the same codes.
    for (const [name, access] of Object.entries(table)) {
      if (access.kind !== "screen") continue;
      const ways = requirementsOf(name as EndpointName);
      access.routes.forEach((id, i) => {
        const entry = routeTable.find((r) => r.id === id)!;
        const { menuCodes, permissions } = ways[i]!;
        expect(canVisit(entry.path, menuCodes), `${name} via ${entry.path}`).toBe(true);
        expect(mayCall(name as EndpointName, grants(...menuCodes, ...permissions)), name).toBe(true);
      });
      // Without the codes of any of its screens, the call is refused.
      const partial = ways.flatMap((w) => [...w.menuCodes, ...w.permissions].slice(0, -1));
      expect(mayCall(name as EndpointName, grants(...partial)), name).toBe(false);
    }
  });
});

describe("what a call needs", () => {
  it("public calls need nothing, signed-in calls no code", () => {
    expect(mayCall("session.loginByUsername", grants())).toBe(true);
    expect(requirementsOf("session.loginByUsername")).toEqual([]);
    expect(mayCall("overview.getTicketSum", grants())).toBe(true);
    expect(mayCall("security.getUserBaseInfo", grants())).toBe(true);
  });

  it("service calls take the screen and code of the body's selectType", () => {
    const body = { selectType: 1 };
    expect(missingAccess("accounts.selectAccServList", grants(), body)).toEqual({ menuCode: "FWGL_HSK974" });
    expect(mayCall("accounts.selectAccServList", grants(...HIGH), body)).toBe(true);
    expect(mayCall("accounts.selectAccServList", grants(...HIGH), { selectType: 2 })).toBe(false);
    expect(mayCall("accounts.selectAccServList", grants(...HIGH), { selectType: "1" })).toBe(true);
    expect(missingAccess("accounts.batchDisable", grants(...HIGH), body)).toEqual({
      permission: SERVICE_PERMISSIONS[1].disable,
    });
    expect(mayCall("accounts.batchDisable", grants(...HIGH, SERVICE_PERMISSIONS[1].disable), body)).toBe(
      true,
    );
    // Type 2's code does not open type 1's action.
    expect(
      mayCall("accounts.batchDisable", grants(...HIGH, ...AUX, SERVICE_PERMISSIONS[2].disable), body),
    ).toBe(false);
  });

  it("service calls without a type pass when the role may act on some type", () => {
    const aux = grants(...AUX, SERVICE_PERMISSIONS[2].activate);
    expect(mayCall("pools.batchActivation", aux, { poolIds: ["P1"] })).toBe(true);
    expect(missingAccess("pools.batchActivation", grants(...HIGH), { poolIds: ["P1"] })).toEqual({
      permission: SERVICE_PERMISSIONS[1].activate,
    });
  });

  it("the trial switch needs the code of the way it switches", () => {
    const on = grants(...HIGH, SERVICE_PERMISSIONS[1].trialOn);
    expect(mayCall("accounts.batchTrialState", on, { selectType: 1, silentSwitchStatus: 1 })).toBe(true);
    expect(mayCall("accounts.batchTrialState", on, { selectType: 1, silentSwitchStatus: 0 })).toBe(false);
  });

  it("device calls need device management and the device page's code", () => {
    const base = [...HIGH, SERVICE_PERMISSIONS[1].deviceManagement];
    expect(mayCall("pools.poolDeviceList", grants(...HIGH), { poolId: "P" })).toBe(false);
    expect(mayCall("pools.poolDeviceList", grants(...base), { poolId: "P" })).toBe(true);
    expect(mayCall("pools.batchEnablePoolDevice", grants(...base), { selectType: 1 })).toBe(false);
    expect(
      mayCall("pools.batchEnablePoolDevice", grants(...base, DEVICE_PERMISSIONS[1].enable), {
        selectType: 1,
      }),
    ).toBe(true);
    expect(
      mayCall("pools.batchResetPasswordPoolDevice", grants(...base, SERVICE_PERMISSIONS[1].resetPassword)),
    ).toBe(true);
  });

  it("part-2 actions need their page codes", () => {
    const tickets = ["GDGL_LHG477", "WDGD_KJD297"];
    expect(mayCall("tickets.selectApplyTicketList", grants(...tickets))).toBe(true);
    expect(missingAccess("tickets.addApplyUserTicket", grants(...tickets))).toEqual({
      permission: PAGE_PERMISSIONS.addTicket,
    });
    expect(missingAccess("tickets.selectApplyTicketDetail", grants(...tickets))).toEqual({
      permission: PAGE_PERMISSIONS.ticketDetail,
    });
    expect(mayCall("fault.queryBaseInfo", grants())).toBe(false);
    expect(mayCall("fault.queryBaseInfo", grants(PAGE_PERMISSIONS.faultDiagnosis))).toBe(true);
  });

  it("sub-accounts and roles need the project's codes; each screen may read the other's options", () => {
    expect(mayCall("subaccounts.createSubAccount", grants())).toBe(false);
    expect(mayCall("subaccounts.createSubAccount", grants("YHGL_QXG601"))).toBe(true);
    expect(mayCall("roles.updateRole", grants("YHGL_QXG601"))).toBe(false);
    expect(mayCall("roles.list", grants("YHGL_QXG601"))).toBe(true);
    expect(mayCall("subaccounts.subAccountList", grants("JSGL_QXG602"))).toBe(true);
    expect(mayCall("subaccounts.deleteSubAccount", grants("JSGL_QXG602"))).toBe(false);
  });
});
