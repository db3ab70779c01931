// The LRU of kept views (part1 §2: up to 10 views are kept cached).
import { describe, expect, it } from "vitest";
import { dropView, findView, VIEWS_KEPT, visitView, type ViewsState } from "./lru";

const visit = (views: ViewsState, key: string, search = "") =>
  visitView(views, { key, routeId: key, search });
const keys = (views: ViewsState) => views.map((v) => v.key);

describe("views kept cached", () => {
  it("keeps ten views and drops the least recently visited on the eleventh", () => {
    let views: ViewsState = [];
    for (let i = 1; i <= VIEWS_KEPT; i++) views = visit(views, `/v${i}`);
    expect(views).toHaveLength(10);
    views = visit(views, "/v11");
    expect(views).toHaveLength(10);
    expect(findView(views, "/v1")).toBeUndefined();
    expect(findView(views, "/v2")).toBeDefined();
  });

  it("a revisit makes a view recent again without moving it", () => {
    let views: ViewsState = [];
    for (let i = 1; i <= 10; i++) views = visit(views, `/v${i}`);
    views = visit(views, "/v1");
    views = visit(views, "/v11");
    // /v2 was the least recent once /v1 was revisited.
    expect(keys(views)).toEqual(["/v1", "/v3", "/v4", "/v5", "/v6", "/v7", "/v8", "/v9", "/v10", "/v11"]);
  });

  it("the same view twice changes nothing", () => {
    const once = visit(visit([], "/a"), "/b");
    expect(visit(once, "/b")).toBe(once);
  });

  it("keeps the search the view was last shown with", () => {
    let views = visit([], "/highPrecision", "?tab=2");
    views = visit(views, "/overview");
    expect(findView(views, "/highPrecision")?.search).toBe("?tab=2");
    views = visit(views, "/highPrecision", "?tab=1");
    expect(findView(views, "/highPrecision")?.search).toBe("?tab=1");
    expect(views).toHaveLength(2);
  });

  it("drops a view on demand and honours a smaller limit", () => {
    const views = visit(visit(visit([], "/a"), "/b"), "/c");
    expect(keys(dropView(views, "/b"))).toEqual(["/a", "/c"]);
    expect(dropView(views, "/x")).toBe(views);
    expect(keys(visitView(views, { key: "/d", routeId: "/d", search: "" }, 2))).toEqual(["/c", "/d"]);
  });
});
