// The side menu of part1 §2 (catalogue/shared/menus.ts): the ticket centre carries "OpenAPI and
// SDK application tickets" beside my tickets, and the item a page lights (menuPathOf): its own,
// a hidden page's parent's, and for /serviceNoList the service screen of its selectType.
import { describe, expect, it } from "vitest";
import { ALL_MENU_CODES, canVisit, menuPathOf, menus } from "../src/catalogue/shared/menus.js";
import { messages } from "../src/index.js";

describe("side menu (part1 §2)", () => {
  it("the ticket centre holds my tickets and the OpenAPI and SDK application tickets", () => {
    const tickets = menus.find((m) => m.id === "tickets");
    expect(tickets?.children.map((c) => c.id)).toEqual(["myTickets", "applyTickets"]);
    expect(messages.en["menu.applyTickets"]).toBe("OpenAPI and SDK application tickets");
    expect(messages["zh-CN"]["menu.applyTickets"]).toMatch(/OpenAPI.*SDK/);
    // Gated by the ticket centre's code, like my tickets.
    expect(canVisit("/applyTicket", ["GDGL_LHG477"])).toBe(true);
    expect(
      canVisit(
        "/applyTicket",
        ALL_MENU_CODES.filter((c) => c !== "GDGL_LHG477"),
      ),
    ).toBe(false);
  });

  it("a page lights its own item, a hidden page its parent, a pool's devices its service", () => {
    expect(menuPathOf("/auxPosition")).toBe("/auxPosition");
    expect(menuPathOf("/orderDetial", { detialId: "1" })).toBe("/myOrder");
    expect(menuPathOf("/noticeDetail")).toBe("/overview");
    expect(menuPathOf("/serviceNoList", { selectType: 2 })).toBe("/auxPosition");
    expect(menuPathOf("/serviceNoList", { selectType: "3" })).toBe("/cloudChip");
    expect(menuPathOf("/serviceNoList", { selectType: 1 })).toBe("/highPrecision");
    // Without a known type: the service group's first screen.
    expect(menuPathOf("/serviceNoList", { selectType: 9 })).toBe("/highPrecision");
    expect(menuPathOf("/nowhere")).toBe("/nowhere");
  });
});
