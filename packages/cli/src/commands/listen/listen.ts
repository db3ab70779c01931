// `fixcloud listen [--forward-to <url>] [--events a,b] [--json]` (like
// `stripe listen`): reads the customer's event stream (GET
// /api/push/webhook/stream, Server-Sent Events), verifies each message's Standard Webhooks
// signature with the `standardwebhooks` library and the stream's own secret (printed once at
// the start: the only secret the CLI prints, so the local app can verify too), and forwards the
// exact body with its three headers, as received, to a local URL. One line per event:
// "→ batch.finished msg_… ← 200 (12 ms)"; `--json` one JSON object per line. A message whose
// signature does not verify is reported and not forwarded. Ctrl+C or SIGTERM stops it (exit
// 130, as every command stopped by a signal: README's exit codes); a lost
// connection is one line and exit 5.
import { ApiError, WEBHOOK_STREAM_PATH, rules } from "@fixcloud/sdk";
import { valuesOf, webhookEventType } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { StoppedError, UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { NetworkFailure } from "../../net/failure.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { readEvents } from "./shared.js";

export const command: VerbCommand = {
  name: "listen",
  description: h(
    "Receive your webhook events live, verify their signatures and forward them to a local URL.",
    "实时接收 Webhook 事件，校验签名并转发到本地地址。",
  ),
  options: () => [
    new Option(
      "--forward-to <url>",
      h(
        "Forward each event (body and headers as received) to this URL.",
        "将每个事件（原样的正文和头）转发到此地址。",
      ),
    ),
    new Option(
      "--events <types>",
      h("Only these event types, comma-separated.", "仅这些事件类型，以逗号分隔。"),
    ),
    new Option("--json", h("One JSON object per event, one per line.", "每个事件输出一行 JSON。")),
  ],
  examples: [
    "fixcloud listen --forward-to http://localhost:3000/hook",
    "fixcloud listen --events batch.finished,account.disabled --json",
  ],
  note: h(
    "\nThe secret printed at the start signs every forwarded event: verify with it as with an endpoint's.\nCtrl+C stops (exit 130); a lost connection exits 5.\n",
    "\n开始时打印的密钥为每个转发事件签名：请像校验端点密钥一样用它校验。\n按 Ctrl+C 停止（退出码 130）；连接断开时退出码为 5。\n",
  ),
  load: () => import("./listen.js"),
};

/** Options of `fixcloud listen`. */
export interface ListenOptions {
  forwardTo: string | undefined;
  /** Event types to show; empty = every type. */
  events: string[];
  json: boolean;
}

/** The flags, checked before any call: a bad URL or an unknown event type is exit 2. */
export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ListenOptions {
  const forwardTo = typeof o.forwardTo === "string" ? o.forwardTo.trim() : undefined;
  if (forwardTo !== undefined && rules.webhooks.url(forwardTo))
    throw new UsageError(ctx.t("listen.badForward", { url: safeCell(forwardTo.slice(0, 200)) }));
  const events =
    typeof o.events === "string"
      ? o.events
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const unknown = events.find((e) => rules.webhooks.eventType(e));
  if (unknown !== undefined)
    throw new UsageError(
      ctx.t("listen.badEvents", {
        type: safeCell(unknown.slice(0, 60)),
        types: valuesOf(webhookEventType).join(", "),
      }),
    );
  return { forwardTo, events, json: o.json === true };
}

/** One message of the stream (WebhookStreamMessage). */
interface StreamMessage {
  id: string;
  timestamp: string;
  type: string;
  body: string;
  signature: string;
}

/** What became of one event, for its line. */
interface Outcome {
  id: string;
  type: string;
  verified: boolean;
  status: number | null;
  durationMs: number | null;
  error: string | null;
}

const resolve = <T>(v: T | (() => T)): T => (typeof v === "function" ? (v as () => T)() : v);

/** POST the body with its three headers to `url`, as received; the answer's status and time. */
async function forward(
  url: string,
  m: StreamMessage,
): Promise<Pick<Outcome, "status" | "durationMs" | "error">> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": m.id,
        "webhook-timestamp": m.timestamp,
        "webhook-signature": m.signature,
      },
      body: m.body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status, durationMs: Math.round(performance.now() - started), error: null };
  } catch (e) {
    const cause = e instanceof Error ? (e.cause as { code?: string } | undefined) : undefined;
    const error = cause?.code ?? (e instanceof Error ? e.message : String(e));
    return { status: null, durationMs: Math.round(performance.now() - started), error: error.slice(0, 200) };
  }
}

/** The line of one outcome: `→ type id ← 200 (12 ms)`. */
function line(o: Outcome, forwarding: boolean): string {
  const head = `→ ${safeCell(o.type)} ${safeCell(o.id)}`;
  if (!forwarding) return head;
  return o.error === null || o.status !== null
    ? `${head} ← ${o.status} (${o.durationMs} ms)`
    : `${head} ← ${safeCell(o.error)}`;
}

export async function run(ctx: Context, opts: ListenOptions): Promise<void> {
  // Loaded here, not at the top: this file's declaration is in the entry bundle (every command's start-up).
  const { Webhook } = await import("standardwebhooks");
  const transport = await ctx.transport();
  const token = resolve(transport.options.token);
  const roleCode = transport.options.roleCode === undefined ? undefined : resolve(transport.options.roleCode);
  const url = `${ctx.baseURL}${WEBHOOK_STREAM_PATH}`;
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const { stdout, stderr } = ctx.io;
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          accept: "text/event-stream",
          language: ctx.language,
          ...(token ? { token } : {}),
          ...(roleCode ? { roleCode } : {}),
        },
        signal: stop.signal,
      });
    } catch (e) {
      if (stop.signal.aborted) throw new StoppedError();
      throw new NetworkFailure(url, e);
    }
    if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
      // The envelope of a refusal: 401 signed out (exit 4), 403 no access, …
      const envelope = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw ApiError.from({
        code: envelope?.code ?? res.status,
        message: envelope?.message ?? ctx.t("listen.refused", { status: res.status }),
        httpStatus: res.status,
        endpoint: "webhooks.stream",
      });
    }
    let secret: string | undefined;
    const wanted = new Set(opts.events);
    try {
      for await (const event of readEvents(res.body as ReadableStream<Uint8Array>)) {
        if (event.event === "ready") {
          secret = (JSON.parse(event.data) as { secret: string }).secret;
          stderr.write(`${ctx.t("listen.ready", { secret })}\n`);
          stderr.write(
            `${opts.forwardTo ? ctx.t("listen.forwarding", { url: opts.forwardTo }) : ctx.t("listen.notForwarding")}\n`,
          );
          if (wanted.size > 0) stderr.write(`${ctx.t("listen.filter", { types: [...wanted].join(", ") })}\n`);
          continue;
        }
        if (event.event !== "webhook" || secret === undefined) continue;
        const m = JSON.parse(event.data) as StreamMessage;
        if (wanted.size > 0 && !wanted.has(m.type)) continue;
        let verified = true;
        try {
          new Webhook(secret).verify(m.body, {
            "webhook-id": m.id,
            "webhook-timestamp": m.timestamp,
            "webhook-signature": m.signature,
          });
        } catch (e) {
          verified = false;
          const reason = safeCell(e instanceof Error ? e.message : String(e));
          stderr.write(
            `${ctx.t("listen.badSignature", { type: safeCell(m.type), id: safeCell(m.id), reason })}\n`,
          );
        }
        const base = { id: m.id, type: m.type, verified };
        const outcome: Outcome =
          verified && opts.forwardTo
            ? { ...base, ...(await forward(opts.forwardTo, m)) }
            : { ...base, status: null, durationMs: null, error: null };
        if (opts.json) stdout.write(`${JSON.stringify(outcome)}\n`);
        else if (verified) stdout.write(`${line(outcome, opts.forwardTo !== undefined)}\n`);
      }
    } catch (e) {
      if (stop.signal.aborted) throw new StoppedError();
      throw new NetworkFailure(url, e);
    }
    if (stop.signal.aborted) throw new StoppedError();
    // The server ended the stream: the connection is lost (exit 5).
    throw new NetworkFailure(url, Object.assign(new Error("the event stream ended"), { code: "ECONNRESET" }));
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
    if (stop.signal.aborted) stderr.write(`${ctx.t("listen.stopped")}\n`);
  }
}
