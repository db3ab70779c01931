// The budget of personal access tokens: "a token check adds ≤ 0.5 ms p95 to a call". The same
// light call (overview.getTicketSum) is made 3,000 times with the demo user's session token and
// 3,000 times with a read token of the same user, interleaved so both see the same machine, in
// process (the sandbox's own fetch: no sockets, whose noise is larger than the figure). The
// figure is the PAT's p95 minus the session's p95 (wall clock, and the budget's in this process's
// CPU time per call): what the token's lookup, expiry check, last-use write and scope decision add.
import { join } from "node:path";
import { percentile, record, root } from "../lib.mjs";

const { createSandbox } = await import(join(root, "packages/fixtures/dist/index.js"));

const CALLS = 3_000;

export default async function run() {
  const sb = createSandbox({ memory: true, captcha: "1234", log: false });
  try {
    const post = async (path, body, headers = {}) => {
      const res = await sb.fetch(
        new Request(`http://sandbox.bench${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      );
      return res.json();
    };
    const { createClient, endpoints } = await import(join(root, "packages/sdk/dist/index.js"));
    const client = createClient({
      baseURL: "http://sandbox.bench",
      fetch: (input, init) => sb.fetch(new Request(input, init)),
    });
    const { uuid } = await client.session.captcha();
    const session = await client.session.loginByUsername({
      username: "demo",
      password: "Demo@2026",
      code: "1234",
      uuid,
    });
    const signed = createClient({
      baseURL: "http://sandbox.bench",
      token: session.token,
      fetch: (input, init) => sb.fetch(new Request(input, init)),
    });
    const { token } = await signed.tokens.create({ name: "bench", scope: "read" });
    const { path } = endpoints["overview.getTicketSum"];
    const cpuSession = [];
    const cpuToken = [];
    const timed = async (t, cpu) => {
      const started = performance.now();
      const before = process.cpuUsage();
      const env = await post(path, {}, { token: t });
      const used = process.cpuUsage(before);
      const ms = performance.now() - started;
      if (env.code !== 200) throw new Error(`call refused: ${env.code} ${env.message}`);
      cpu?.push((used.user + used.system) / 1000);
      return ms;
    };
    for (let i = 0; i < 200; i++) {
      await timed(session.token);
      await timed(token);
    }
    const bySession = [];
    const byToken = [];
    for (let i = 0; i < CALLS; i++) {
      bySession.push(await timed(session.token, cpuSession));
      byToken.push(await timed(token, cpuToken));
    }
    bySession.sort((a, b) => a - b);
    byToken.sort((a, b) => a - b);
    const s95 = percentile(bySession, 95);
    const t95 = percentile(byToken, 95);
    record("a call with a session token, in process, p95", s95, "ms", null);
    record("a call with a personal access token, in process, p95", t95, "ms", null);
    record(
      "token check added to a call, wall clock (PAT p95 − session p95)",
      Math.max(0, t95 - s95),
      "ms",
      null,
    );
    // The budget's figure in CPU time: on a loaded machine the wall clock is mostly waiting for a
    // core, which grows every call alike and swamps a check of a few microseconds.
    cpuSession.sort((a, b) => a - b);
    cpuToken.sort((a, b) => a - b);
    record(
      "token check added to a call, CPU (PAT p95 − session p95)",
      Math.max(0, percentile(cpuToken, 95) - percentile(cpuSession, 95)),
      "ms",
      0.5,
    );
  } finally {
    sb.close();
  }
}
