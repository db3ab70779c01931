// The budget of signed webhooks: "Webhook delivery: event to a local receiver ≤ 200 ms p95
// with 100 endpoints registered". One customer registers 100 endpoints pointing at a local HTTP
// receiver; 20 sample events (webhooks.triggerEvent, the real delivery path) are published one
// after another, each once its 100 deliveries arrived. A delivery's time runs from the event's
// publication (the body's `timestamp`, ms) to the moment the receiver has read the whole body;
// the receiver verifies nothing (verification is the receiver's cost, not delivery's). The
// sandbox and the receiver share this process, as a developer's machine would; the process's
// CPU time per event is recorded beside it (on a loaded machine the wall-clock figure is
// mostly waiting for a core; the CPU figure is what one event costs).
import { createServer } from "node:http";
import { median, percentile, record, signIn, startSandbox } from "../lib.mjs";

const ENDPOINTS = 100;
const EVENTS = 20;

export default async function run() {
  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0, ntripPort: null, log: false });
  const latencies = [];
  const cpu = [];
  let pending = 0;
  let allArrived = () => {};
  const receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const arrived = Date.now();
      latencies.push(arrived - Date.parse(JSON.parse(body).timestamp));
      res.end();
      if (--pending === 0) allArrived();
    });
  });
  await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${receiver.address().port}/hook`;
  try {
    const { client } = await signIn(sandbox.url);
    for (let i = 0; i < ENDPOINTS; i++) await client.webhooks.create({ url: `${url}?n=${i}` });
    // One warm-up event (connections, statements), not counted.
    for (let i = -1; i < EVENTS; i++) {
      const arrived = new Promise((r) => {
        allArrived = r;
      });
      pending = ENDPOINTS;
      if (i === 0) latencies.length = 0;
      const before = process.cpuUsage();
      await client.webhooks.trigger("batch.finished");
      await arrived;
      const used = process.cpuUsage(before);
      if (i >= 0) cpu.push((used.user + used.system) / 1000);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    if (sorted.length !== ENDPOINTS * EVENTS)
      throw new Error(`expected ${ENDPOINTS * EVENTS} deliveries, got ${sorted.length}`);
    record(
      `webhook delivery, event to local receiver with ${ENDPOINTS} endpoints, p95`,
      percentile(sorted, 95),
      "ms",
      200,
    );
    record(
      `webhook delivery, CPU per event (${ENDPOINTS} deliveries, sandbox and receiver), median`,
      median(cpu),
      "ms",
      null,
    );
  } finally {
    await new Promise((r) => receiver.close(r));
    await sandbox.close();
  }
}
