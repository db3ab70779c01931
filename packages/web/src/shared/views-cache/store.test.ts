// The kept views belong to one session: another session never sees them.
import type { SessionData } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { visitView } from "./lru";
import { keepViews, keptViews } from "./store";

const session = (token: string) => ({ token }) as SessionData;

describe("kept views and the session", () => {
  it("a new session (sign-in, role or certification change) starts with no kept view", () => {
    const a = session("a");
    keepViews(a, visitView([], { key: "/roleMng", routeId: "/roleMng", search: "" }));
    expect(keptViews(a)).toHaveLength(1);
    expect(keptViews(session("b"))).toEqual([]);
    expect(keptViews({ ...a })).toEqual([]);
    expect(keptViews(null)).toEqual([]);
  });
});
