import { describe, expect, it } from "vitest";
import { createClient } from "../src/client.js";
import type { Transport } from "../src/core/client.js";
import { endpoints } from "../src/spec/endpoints.js";
import { Accounts } from "../src/resources/accounts.js";
import { Dictionaries } from "../src/resources/dictionaries.js";
import { Notices } from "../src/resources/notices.js";
import { Overview } from "../src/resources/overview.js";
import { Pools } from "../src/resources/pools.js";

/** A transport that records which endpoint each method used and with which kind. */
function recorder() {
  const seen: { kind: string; name: string; body: unknown }[] = [];
  const rec =
    (kind: string) =>
    async (name: string, body: unknown): Promise<unknown> => {
      seen.push({ kind, name, body });
      return { total: 0, list: [], records: [] };
    };
  const t = { call: rec("json"), download: rec("download"), upload: rec("upload") } as unknown as Transport;
  return { t, seen };
}

/** Methods whose first parameter is not a params object. */
const positionalArgs: Record<string, unknown[]> = {
  uploadDevices: ["concurrent", { name: "d.xlsx", data: new Uint8Array() }, { poolId: "p1" }],
  template: ["days"],
  errorReport: ["e1"],
  addDevicesByCount: ["p1", 3],
  generateServiceIds: ["p1", 3],
  setActivationMode: ["p1", 1],
};

describe("resources", () => {
  it("every resource method uses a catalogued endpoint of the right kind", async () => {
    const { t, seen } = recorder();
    const resources = [new Accounts(t), new Pools(t), new Notices(t), new Overview(t), new Dictionaries(t)];
    for (const r of resources) {
      const proto = Object.getPrototypeOf(r) as Record<string, unknown>;
      for (const m of Object.getOwnPropertyNames(proto)) {
        if (m === "constructor" || m === "listAll" || m === "waitForBatch") continue;
        seen.length = 0;
        const args = positionalArgs[m] ?? [{}];
        await (r as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[m]!(...args);
        expect(seen, `${r.constructor.name}.${m}`).toHaveLength(1);
        const def = endpoints[seen[0]!.name as keyof typeof endpoints];
        expect(def, seen[0]!.name).toBeDefined();
        expect(def.kind).toBe(seen[0]!.kind);
      }
    }
  });

  it("retrieve-style methods wrap their id", async () => {
    const { t, seen } = recorder();
    await new Notices(t).retrieve("n1");
    await new Accounts(t).retrieve("a1");
    await new Accounts(t).batchStatus("b1");
    await new Dictionaries(t).byTypes(["field_type"]);
    expect(seen.map((s) => s.body)).toEqual([
      { noticeId: "n1" },
      { id: "a1" },
      { batchId: "b1" },
      { dictTypes: ["field_type"] },
    ]);
  });

  it("waitForBatch polls the batch status until the job is done", async () => {
    const states = ["running", "running", "done"];
    const polled: unknown[] = [];
    const t = {
      call: async (_name: string, body: unknown) => {
        polled.push(body);
        return { batchId: "b1", state: states.shift() };
      },
    } as unknown as Transport;
    const status = await new Accounts(t).waitForBatch("b1", { intervalMs: 1 });
    expect(status.state).toBe("done");
    expect(polled).toEqual([{ batchId: "b1" }, { batchId: "b1" }, { batchId: "b1" }]);
  });

  it("createClient wires every resource to one transport", () => {
    const c = createClient({ baseURL: "http://x" });
    for (const r of [c.session, c.overview, c.notices, c.dictionaries, c.accounts, c.pools])
      expect((r as unknown as { transport: Transport }).transport).toBe(c.transport);
  });
});
