// The sandbox's account-list answer time at 100,000 accounts.
import { performance } from "node:perf_hooks";
import { percentile, record, signIn, startSandbox } from "../lib.mjs";

export default async function run() {
  const t0 = performance.now();
  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 100_000 });
  record("seed 100,000 accounts", performance.now() - t0, "ms", null);
  try {
    // Timed over HTTP with a plain fetch: the figure is the sandbox's answer time, not the
    // SDK's client-side validation of 100 rows.
    const { session } = await signIn(sandbox.url);
    const listUrl = `${sandbox.url}/api/console/accountList/selectAccServList`;
    const list = async (body) => {
      const res = await fetch(listUrl, {
        method: "POST",
        headers: { "content-type": "application/json", token: session.token },
        body: JSON.stringify(body),
      });
      const env = await res.json();
      if (env.code !== 200) throw new Error(`selectAccServList: ${env.code} ${env.message}`);
      return env.data;
    };
    const filters = [
      {},
      { serviceState: 2 },
      { serviceState: 1, disableState: 1 },
      { onlineState: 1 },
      { accountName: "a" },
      { silentSwitch: 1 },
      { serviceState: 3, onlineState: 2 },
      { startEndTime: "2026-01-01 00:00:00", endEndTime: "2027-12-31 23:59:59" },
    ];
    const times = [];
    for (let i = 0; i < 400; i++) {
      const f = filters[i % filters.length];
      const selectType = (i % 3) + 1;
      const pageNo = 1 + (i % 20);
      const t = performance.now();
      await list({ selectType, pageNo, pageSize: i % 2 ? 100 : 10, ...f });
      if (i >= 40) times.push(performance.now() - t); // first 40 warm up
    }
    times.sort((a, b) => a - b);
    record("selectAccServList p50 @100k accounts", percentile(times, 50), "ms", null);
    record("selectAccServList p95 @100k accounts", percentile(times, 95), "ms", 30);
  } finally {
    await sandbox.close();
  }
}
