// The budget "Sandbox permission check adds ≤ 0.5 ms p95 to a call": the access table's
// check the sandbox runs before every signed-in call (SDK `missingAccess`, what
// platform/rbac.ts requireAccess calls for a sub-user), timed call by call in-process over every
// catalogued endpoint with the bodies it meets (no type, each service type, the trial switch),
// for a role that passes and one that is refused. For context, not budgeted: the same list call
// over HTTP as the seeded operator (checked) and as the main account (which skips the check).
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { percentile, record, root, signIn, startSandbox } from "../lib.mjs";

const sdk = await import(join(root, "packages/sdk/dist/index.js"));

/** A role's grants as the sandbox holds them: one set for menu and permission codes. */
const grantsOf = (codes) => {
  const set = new Set(codes);
  return { menuCodes: set, permissions: set };
};

/** p95 and p50 in µs of the check over every (endpoint, body), `rounds` times after a warm-up. */
function timeChecks(grants, rounds) {
  const names = sdk.endpointList.filter((d) => d.auth).map((d) => d.name);
  const bodies = [{}, { selectType: 1 }, { selectType: 2 }, { selectType: "3", silentSwitchStatus: 0 }];
  const samples = [];
  let refused = 0;
  for (let round = 0; round < rounds + 5; round++)
    for (const name of names)
      for (const body of bodies) {
        const t = process.hrtime.bigint();
        const missing = sdk.missingAccess(name, grants, body);
        const ns = Number(process.hrtime.bigint() - t);
        if (round >= 5) {
          samples.push(ns / 1e3);
          if (missing) refused++;
        }
      }
  samples.sort((a, b) => a - b);
  return { p95: percentile(samples, 95), p50: percentile(samples, 50), count: samples.length, refused };
}

/** p95 in ms of `n` list calls over HTTP with `headers`. */
async function timeHttp(url, headers, n) {
  const times = [];
  for (let i = 0; i < n + 20; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/api/console/accountList/selectAccServList`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ selectType: 1, pageNo: 1, pageSize: 10 }),
    });
    const env = await res.json();
    if (env.code !== 200) throw new Error(`selectAccServList: ${env.code} ${env.message}`);
    if (i >= 20) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}

export default async function run() {
  // A role with part of the menu (the seeded operator's, plus more), and one with none.
  const partial = grantsOf([
    "FWGL_HSK974",
    "LMJFW_KHF756",
    sdk.SERVICE_PERMISSIONS[1].export,
    sdk.SERVICE_PERMISSIONS[1].deviceManagement,
    "XXGL_FSK445",
    "JSR_JSF862",
    sdk.USERS_MENU,
  ]);
  const some = timeChecks(partial, 60);
  // Microseconds: the budget of 0.5 ms is 500 µs.
  record(
    `permission check p95, partial role (${some.count} checks, ${some.refused} refused)`,
    some.p95,
    "µs",
    500,
  );
  record("permission check p50, partial role", some.p50, "µs", null);
  const none = timeChecks(grantsOf([]), 30);
  record("permission check p95, role with no codes (refusals)", none.p95, "µs", 500);

  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 2000 });
  try {
    const { session: main } = await signIn(sandbox.url);
    const { session: op } = await signIn(sandbox.url, "operator");
    const checked = await timeHttp(sandbox.url, { token: op.token, roleCode: "operator" }, 200);
    const unchecked = await timeHttp(sandbox.url, { token: main.token }, 200);
    record("list call p95 over HTTP, sub-user (checked)", checked, "ms", null);
    record("list call p95 over HTTP, main account (no check)", unchecked, "ms", null);
  } finally {
    await sandbox.close();
  }
}
