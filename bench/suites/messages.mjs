// The budgets of messages: (1) the message list with 10,000 messages in the sandbox, p95 of
// msg/queryList over page 1, a deep page and the type tabs ≤ 20 ms; (2) the header's unread count
// in headless Chromium on the built console: calls per route change (budget 0) and calls per idle
// minute (budget ≤ 1), the idle time run on Playwright's clock so five minutes pass in a moment.
import { performance } from "node:perf_hooks";
import { launchChromium, percentile, record, signIn, startConsoleSandbox } from "../lib.mjs";

const MESSAGES = 10_000;
const wire = (ms) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** 10,000 messages for the demo customer, made as the sandbox makes them: from answered tickets. */
function generate(sandbox, customerId) {
  const start = Date.now() - MESSAGES * 60_000;
  const core = { db: sandbox.db, now: () => Date.now() };
  for (let i = 0; i < MESSAGES; i++)
    sandbox.events.publish(core, {
      type: "ticket.answered",
      customerId,
      time: wire(start + i * 60_000),
      data: { ticketNo: `BENCH${String(i).padStart(6, "0")}`, title: `Bench ticket ${i}`, ticketType: 1 },
    });
}

async function listBudget(running) {
  const { session } = await signIn(running.url);
  const customerId = running.sandbox.db
    .prepare("SELECT customer_id AS id FROM users WHERE username = 'demo'")
    .get().id;
  const t0 = performance.now();
  generate(running.sandbox, customerId);
  record("generate 10,000 messages (event → message)", performance.now() - t0, "ms", null);
  const url = `${running.url}/api/push/msg/queryList`;
  const list = async (body) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", token: session.token },
      body: JSON.stringify(body),
    });
    const env = await res.json();
    if (env.code !== 200) throw new Error(`msg/queryList: ${env.code} ${env.message}`);
    return env.data;
  };
  const first = await list({ pageNum: 1, pageSize: 10 });
  if (first.total < MESSAGES) throw new Error(`expected ≥ ${MESSAGES} messages, got ${first.total}`);
  const bodies = [
    { pageNum: 1, pageSize: 10 },
    { pageNum: 500, pageSize: 20 },
    { pageNum: 999, pageSize: 10 },
    { type: 3, pageNum: 1, pageSize: 10 },
    { type: 3, pageNum: 400, pageSize: 20 },
    { type: 1, pageNum: 1, pageSize: 10 },
    { pageNum: 1, pageSize: 100 },
  ];
  const times = [];
  for (let i = 0; i < 420; i++) {
    const t = performance.now();
    await list(bodies[i % bodies.length]);
    if (i >= 20) times.push(performance.now() - t); // the first 20 warm up
  }
  times.sort((a, b) => a - b);
  record("msg/queryList p50 @10,000 messages", percentile(times, 50), "ms", null);
  record(
    "msg/queryList p95 @10,000 messages (page 1, deep pages, type tabs)",
    percentile(times, 95),
    "ms",
    20,
  );
  return session;
}

async function unreadBudget(running, session) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript((s) => localStorage.setItem("fixcloud.session", s), JSON.stringify(session));
    const page = await context.newPage();
    await page.clock.install();
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/push/msg/queryUnReadCount")) calls++;
    });
    await page.goto(`${running.url}/my/#/overview`);
    await page.waitForSelector("[data-testid=unread-badge]");
    await page.waitForLoadState("networkidle");
    const routes = ["/noticeList", "/messageMng", "/messageSet", "/myCenter", "/highPrecision", "/overview"];
    const before = calls;
    const changes = 30;
    for (let i = 0; i < changes; i++) {
      const path = routes[i % routes.length];
      await page.evaluate((p) => {
        window.location.hash = `#${p}`;
      }, path);
      await page.waitForFunction((p) => window.location.hash.startsWith(`#${p}`), path);
      // Kept views stay in the DOM, hidden: wait for what shows.
      await page.waitForSelector("main h1:visible, main [data-testid=overview-tiles]:visible");
    }
    await page.waitForLoadState("networkidle");
    record("unread count calls per route change (30 changes)", (calls - before) / changes, "calls", 0);
    const idleStart = calls;
    const minutes = 5;
    // Minute by minute, letting each refetch answer before the clock moves on.
    for (let m = 0; m < minutes; m++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(300);
    }
    record(
      "unread count calls per idle minute (5 min on the page clock)",
      (calls - idleStart) / minutes,
      "calls",
      1,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}

export default async function run() {
  const running = await startConsoleSandbox();
  try {
    const session = await listBudget(running);
    await unreadBudget(running, session);
  } finally {
    await running.close();
  }
}
