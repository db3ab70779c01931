// The URL state of the ticket screens (part2 §2): a message's link `/workOrderMng?id=<ticketNo>`
// opens the list filtered by that number, `?status=1` filters by status, and the forms read
// `type` (1 create, 2 view), `status` and `detialId`.
import { describe, expect, it } from "vitest";
import { ticketFormSearch, ticketListSearch } from "./search";
import { ticketListParams } from "./params";

describe("ticket URL state", () => {
  it("reads ?id= as the ticket number filter and ?status= as the status filter", () => {
    const s = ticketListSearch.parse({ id: "GD2026060100001", status: "1" });
    expect(s).toMatchObject({ ticketNo: "GD2026060100001", status: 1, page: 1, pageSize: 10 });
    expect(ticketListParams(s, "UTC")).toMatchObject({ ticketNo: "GD2026060100001", status: 1, pageNo: 1 });
    // A number filter given explicitly wins over ?id=.
    expect(ticketListSearch.parse({ id: "GD1", ticketNo: "GD2" })).toMatchObject({ ticketNo: "GD2" });
    // Values the list does not know are dropped (set to undefined over the router's copy of the
    // URL's own keys) and reported, not sent.
    const bad = ticketListSearch.check({ status: "9", ticketType: "4" });
    expect(bad.value.status).toBeUndefined();
    expect(ticketListParams(bad.value, "UTC")).not.toHaveProperty("status");
    expect(bad.dropped.map((d) => d.key)).toEqual(["status", "ticketType"]);
  });

  it("reads the forms' type, status and detialId", () => {
    expect(ticketFormSearch.parse({})).toEqual({ type: 1 });
    expect(ticketFormSearch.parse({ type: "2", status: 3, detialId: "GD1" })).toEqual({
      type: 2,
      status: 3,
      detialId: "GD1",
    });
    expect(ticketFormSearch.parse({ type: 7, status: 9 })).toEqual({ type: 1 });
  });
});
