// The tool pages' ionosphere call (part1 §2 Tools) on an SDK transport: the envelope, the error
// classes and the session events are the SDK's (part1 §7-8); the answer is checked for its cells.
import { IONOSPHERE_GRID_PATH } from "@fixcloud/sdk/lists";
import { ApiError, ResponseShapeError, SessionError, Transport } from "@fixcloud/sdk/transport";
import { describe, expect, it, vi } from "vitest";
import { ionosphereGridOn } from "./grid";

/** A transport whose server answers `envelope` (HTTP 200), recording the requests. */
function serving(envelope: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const events = { onUnauthorized: vi.fn(), onRelogin: vi.fn() };
  const transport = new Transport({
    baseURL: "http://console.test",
    token: "tok",
    language: "en",
    events,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(envelope), { headers: { "content-type": "application/json" } });
    }) as typeof fetch,
  });
  return { transport, sent, events };
}

const grid = { time: "2026-12-06 10:00:00", region: "CN", cells: [] };

describe("tool pages' ionosphere call", () => {
  it("posts the hour to the grid's path with the session's headers and answers the grid", async () => {
    const { transport, sent } = serving({ code: 200, message: "ok", data: grid });
    await expect(ionosphereGridOn(transport, { region: "CN" })).resolves.toEqual(grid);
    expect(sent[0]?.url).toBe(`http://console.test${IONOSPHERE_GRID_PATH}`);
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.init.body).toBe(JSON.stringify({ region: "CN" }));
    expect(sent[0]?.init.headers).toMatchObject({ token: "tok" });
  });

  it.each([
    [401, "onUnauthorized"],
    [406, "onRelogin"],
  ] as const)(
    "a session that ended (%i) is the SDK's SessionError and its session event",
    async (code, event) => {
      const { transport, events } = serving({ code, message: "Signed out" });
      const error = await ionosphereGridOn(transport, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SessionError);
      expect((error as SessionError).message).toBe("Signed out");
      expect(events[event]).toHaveBeenCalledTimes(1);
    },
  );

  it("another refusal is the ApiError of its code, with the server's message", async () => {
    const { transport } = serving({ code: 500, message: "Grid unavailable" });
    const error = await ionosphereGridOn(transport, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, message: "Grid unavailable" });
  });

  it("an answer without cells is a ResponseShapeError", async () => {
    const { transport } = serving({ code: 200, message: "ok", data: { time: grid.time } });
    await expect(ionosphereGridOn(transport, {})).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
