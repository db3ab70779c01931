// The audit trail's budget (docs/audit.md): "audit list over 1,000,000 entries, filtered: p95 ≤
// 30 ms". One customer's audit table is filled with 1,000,000 entries in one SQL statement (five
// users, twelve actions, the customer's accounts as targets, one entry every 8 s over about
// three months), then `audit.auditList` is called over HTTP through the SDK, as the console and
// the CLI call it: no filter, each filter alone (user, action, target, a one-day window, an old
// window) and two together, first page and a deep page. Each call's wall time, the count (capped
// at 10,000) included, is one sample; the seeding time is recorded beside it.
import { performance } from "node:perf_hooks";
import { percentile, record, signIn, startSandbox } from "../lib.mjs";

const ENTRIES = 1_000_000;
const ROUNDS = 10;

export default async function run() {
  const running = await startSandbox({ memory: true, captcha: "1234", port: 0, ntripPort: null, log: false });
  try {
    const db = running.sandbox.db;
    const { id: customerId } = db
      .prepare("SELECT customer_id AS id FROM users WHERE username = 'demo'")
      .get();
    const { first, n } = db
      .prepare("SELECT min(id) AS first, count(*) AS n FROM service_accounts WHERE customer_id = ?")
      .get(customerId);
    const t0 = performance.now();
    // Times step 8 s per entry, ending now: about 93 days.
    const start = Date.parse("2026-03-01T00:00:00Z") / 1000;
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       INSERT INTO audit_log (entity, entity_id, action, user_id, detail, time, customer_id, user_name,
         role_code, client_ip, client_kind, call_name, top)
       SELECT 'service_account', CAST(CAST(? AS INTEGER) + i % CAST(? AS INTEGER) AS TEXT),
         json_extract('["enable","disable","remark","activate","resetPassword","editValidity","trialOn","trialOff","activationType","customPassword","update","create"]', '$[' || (i % 12) || ']'),
         1 + i % 5, '{"from":{"accountRemark":"a"},"to":{"accountRemark":"b"}}',
         strftime('%Y-%m-%d %H:%M:%S', ? + i * 8, 'unixepoch'), ?,
         json_extract('["demo","operator","ops1","ops2","ci"]', '$[' || (i % 5) || ']'),
         NULL, '10.0.0.' || (i % 200), 'console', 'accounts.batchSetAccountRemark', 1
       FROM n`,
    ).run(ENTRIES, first, n, start, customerId);
    const seeded = performance.now() - t0;
    record(`audit: seed ${ENTRIES.toLocaleString("en")} entries`, seeded / 1000, "s", 60);

    // Signed in after the seeding: a kept-alive connection would have timed out meanwhile.
    const { client } = await signIn(running.url);
    const target = String(first + 17);
    const filters = [
      {},
      { username: "operator" },
      { action: "remark" },
      { entity: "service_account", entityId: target },
      { since: "2026-05-01 00:00:00", until: "2026-05-02 00:00:00" },
      { since: "2026-03-02 00:00:00", until: "2026-03-03 00:00:00" },
      { username: "ci", action: "disable" },
      { action: "remark", since: "2026-04-01 00:00:00" },
    ];
    const samples = [];
    for (let r = 0; r < ROUNDS; r++)
      for (const f of filters)
        for (const pageNo of [1, 50]) {
          const t = performance.now();
          const page = await client.audit.list({ ...f, pageNo, pageSize: 20 });
          samples.push(performance.now() - t);
          if (r === 0 && pageNo === 1 && page.total === 0)
            throw new Error(`no entries for ${JSON.stringify(f)}`);
        }
    samples.sort((a, b) => a - b);
    record(
      `audit list over ${ENTRIES.toLocaleString("en")} entries, filtered (p95)`,
      percentile(samples, 95),
      "ms",
      30,
    );
    record("audit list, filtered (median)", percentile(samples, 50), "ms", null);
  } finally {
    await running.close();
  }
}
