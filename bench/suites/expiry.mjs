// Expiring accounts over 1,000,000 accounts (docs/expiry.md): the answer time of
// accounts.listExpiring (count and first page, 10 and 30 days, each service type), served by
// the partial index service_accounts_expiring of migration 20. Budget p95 ≤ 20 ms.
import { performance } from "node:perf_hooks";
import { percentile, record, signIn, startSandbox } from "../lib.mjs";

export default async function run() {
  const t0 = performance.now();
  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 1_000_000 });
  record("seed 1,000,000 accounts", performance.now() - t0, "ms", null);
  try {
    // A plain fetch: the figure is the sandbox's answer time, not the SDK's client-side checks.
    const { session } = await signIn(sandbox.url);
    const url = `${sandbox.url}/api/console/accountList/listExpiring`;
    const expiring = async (body) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", token: session.token },
        body: JSON.stringify(body),
      });
      const env = await res.json();
      if (env.code !== 200) throw new Error(`listExpiring: ${env.code} ${env.message}`);
      return env.data;
    };
    const first = await expiring({ selectType: 1, withinDays: 30, pageSize: 1 });
    record("accounts expiring within 30 days, type 1 @1M", first.total, "accounts", null);
    const times = [];
    for (let i = 0; i < 400; i++) {
      const t = performance.now();
      await expiring({
        selectType: (i % 3) + 1,
        withinDays: i % 2 ? 30 : 10,
        pageNo: 1 + (i % 5),
        pageSize: 20,
      });
      if (i >= 40) times.push(performance.now() - t); // first 40 warm up
    }
    times.sort((a, b) => a - b);
    record("accounts.listExpiring p50 @1M accounts", percentile(times, 50), "ms", null);
    record("accounts.listExpiring p95 @1M accounts", percentile(times, 95), "ms", 20);
  } finally {
    await sandbox.close();
  }
}
