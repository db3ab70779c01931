// `fixcloud webhooks` against a sandbox: every verb through the
// CLI in process as CI runs it (FIXCLOUD_TOKEN, no terminal): the SDK's rules as usage errors before
// any call (exit 2), add printing the secret once (text and --json) while list shows only its
// hint, rotate giving a new secret, deliveries of a sample event that reached a local receiver
// (filtered by endpoint, state and event type), remove with --yes required without a terminal.
// The receiver answers with `connection: close`: once the sandbox's connection to it has
// closed, the sandbox has read the answer and recorded the delivery (no polling).
import { createServer, type Server } from "node:http";
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;
let receiver: Server;
let hookUrl: string;
/** Bodies the receiver got, in order. */
const received: string[] = [];
/** Called with each body once the connection that brought it has closed (its answer was read). */
let delivered: (body: string) => void = () => {};
/** The secret `add --json` printed for the receiver's endpoint. */
let firstSecret = "";

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return run(args, { configDir: session.dir, env: { ...session.env, ...env } });
}
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

interface Added {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  secret: string;
}

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-webhooks-");
  client = session.client;
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(body);
      req.socket.once("close", () => delivered(body));
      res.writeHead(204, { connection: "close" }).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
});
afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise<void>((r) => receiver?.close(() => r()));
  await session?.close();
});

describe("fixcloud webhooks", () => {
  it("refuses bad flags with the SDK rule's message before any call (exit 2)", async () => {
    const cases: [string[], string][] = [
      [["add", "--url", "ftp://example.com/x"], "http://"],
      [["add"], "--url"],
      [["add", "--url", "https://example.com/h", "--events", "batch.finished,nope"], "nope"],
      [["add", "--url", "https://example.com/h", "--description", "x".repeat(51)], "50"],
      [["remove", "ep_1"], "--yes"],
      [["remove", "12", "--yes"], "ep_"],
      [["deliveries", "--status", "lost"], "pending, succeeded, failed"],
    ];
    for (const [args, text] of cases) {
      const r = await cli(["webhooks", ...args, "--lang", "en"], { FIXCLOUD_BASE_URL: DEAD_URL });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toContain(text);
    }
  });

  it("adds an endpoint and prints its secret once; list shows only the hint", async () => {
    const added = json<Added>(
      await cli([
        "webhooks",
        "add",
        "--url",
        ` ${hookUrl} `,
        "--events",
        "batch.finished, account.disabled",
        "--description",
        "CI",
        "--output",
        "json",
      ]),
    );
    expect(added.url).toBe(hookUrl);
    expect(added.eventTypes).toEqual(["batch.finished", "account.disabled"]);
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    firstSecret = added.secret;

    const listed = await cli(["webhooks", "list", "--output", "json"]);
    const rows = json<{ id: string; secretHint: string }[]>(listed);
    const row = rows.find((r) => r.id === added.id);
    expect(row?.secretHint.endsWith(added.secret.slice(-4))).toBe(true);
    expect(listed.stdout).not.toContain(added.secret);

    const table = await cli(["webhooks", "list", "--lang", "en", "--output", "table"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("Batch finished");
    expect(table.stdout).not.toContain(added.secret);

    // The text form says it once, on stdout, with the warning on stderr.
    const text = await cli([
      "webhooks",
      "add",
      "--url",
      "https://example.com/other",
      "--lang",
      "en",
      "--output",
      "table",
    ]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.match(/whsec_\S+/g)).toHaveLength(1);
    expect(text.stderr).toContain("not shown again");
  });

  it("rotates a secret: a new one, the hint follows", async () => {
    const e = (await client.webhooks.list()).find((x) => x.url === hookUrl);
    const r = json<{ id: string; secret: string }>(
      await cli(["webhooks", "rotate", e!.id, "--yes", "--output", "json"]),
    );
    expect(r.id).toBe(e!.id);
    expect(r.secret).toMatch(/^whsec_/);
    expect(r.secret).not.toBe(firstSecret);
    const after = (await client.webhooks.list()).find((x) => x.id === e!.id)!.secretHint;
    expect(after.endsWith(r.secret.slice(-4))).toBe(true);
  });

  it("lists the delivery of a sample event that reached the receiver, with filters", async () => {
    const ep = (await client.webhooks.list()).find((e) => e.url === hookUrl)!;
    const done = new Promise<void>((resolve) => {
      delivered = (body) => {
        if (JSON.parse(body).type === "batch.finished") resolve();
      };
    });
    await client.webhooks.trigger("batch.finished");
    await done;
    const rows = json<{ id: string; endpointId: string; eventType: string; status: string }[]>(
      await cli(["webhooks", "deliveries", "--endpoint", ep.id, "--status", "succeeded", "--output", "json"]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpointId: ep.id, eventType: "batch.finished", status: "succeeded" });
    expect(rows[0]!.id).toMatch(/^msg_/);
    expect(received.some((b) => JSON.parse(b).type === "batch.finished")).toBe(true);

    // account.disabled was subscribed too, but nothing of that type was sent; no failures either.
    const other = json<unknown[]>(
      await cli([
        "webhooks",
        "deliveries",
        "--endpoint",
        ep.id,
        "--event",
        "account.disabled",
        "--output",
        "json",
      ]),
    );
    expect(other).toEqual([]);
    const failed = json<unknown[]>(
      await cli(["webhooks", "deliveries", "--endpoint", ep.id, "--status", "failed", "--output", "json"]),
    );
    expect(failed).toEqual([]);

    const table = await cli([
      "webhooks",
      "deliveries",
      "--endpoint",
      ep.id,
      "--lang",
      "en",
      "--output",
      "table",
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("Succeeded");
  });

  it("removes with --yes; an unknown id is a usage error", async () => {
    const ep = (await client.webhooks.list()).find((e) => e.url === "https://example.com/other")!;
    const r = json<{ id: string; removed: boolean }>(
      await cli(["webhooks", "remove", ep.id, "--yes", "--output", "json"]),
    );
    expect(r).toMatchObject({ id: ep.id, removed: true });
    expect((await client.webhooks.list()).some((e) => e.id === ep.id)).toBe(false);
    const again = await cli(["webhooks", "remove", ep.id, "--yes", "--lang", "en"]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(ep.id);
  });
});
