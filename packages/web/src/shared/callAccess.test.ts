// The console's call-access decision: the main account may make every call; a sub-user a call
// only with its screen's menu codes (the audit export: the audit trail's code).
import { AUDIT_MENU } from "@fixcloud/sdk";
import { beforeAll, describe, expect, it, vi } from "vitest";

type Module = typeof import("./callAccess");
let c: Module;

beforeAll(async () => {
  // The session module reads the stored session when it loads.
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  c = await import("./callAccess");
});

const sub = (codes: string[]) => ({ accountType: 2, menuCodes: codes, permissions: [] });

describe("calls a session may make", () => {
  it("gives the audit export to the main account and to a role with the audit code only", () => {
    expect(c.mayCallWith({ accountType: 1, menuCodes: [], permissions: [] }, "audit.auditExport")).toBe(true);
    expect(c.mayCallWith(sub(["FWGL_HSK974", "LMJFW_KHF756"]), "audit.auditExport")).toBe(false);
    expect(c.mayCallWith(sub([AUDIT_MENU]), "audit.auditExport")).toBe(true);
    expect(c.mayCallWith(null, "audit.auditExport")).toBe(false);
  });
});
