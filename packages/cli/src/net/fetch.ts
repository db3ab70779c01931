// The fetch the CLI hands to the SDK transport (its `fetch` option; and 5): it
// names the URL of a failed call (a NetworkFailure, see ./failure.ts), including a body cut off
// mid-transfer; with `--debug` or FIXCLOUD_DEBUG=api it prints one line per call to stderr
// (method, URL, status, latency, the cause of a failure; the token never); and it tells the
// slow-call spinner (./spinner.ts) when calls start and end.
import type { TextOut } from "../context.js";
import { codeOf, displayURL, NetworkFailure } from "./failure.js";

/** What the wrapper reports to. */
export interface FetchWatch {
  /** Where `--debug` lines go; undefined means no debug output. */
  debug?: TextOut;
  /** Called when a call starts; the returned function when it has its whole answer or failed. */
  begin?: () => () => void;
  /** Told the URL of every call that failed (a timeout's error loses it: see ./failure.ts). */
  failed?: (url: string) => void;
}

/** Header names whose values never reach a debug line. */
const SECRET_HEADERS = new Set(["token", "authorization", "cookie"]);

/** The request's headers for a debug line, secrets redacted: `language=en token=<redacted>`. */
export function debugHeaders(headers: HeadersInit | undefined): string {
  const entries = new Headers(headers ?? {});
  const parts: string[] = [];
  entries.forEach((value, name) => {
    if (name === "content-type") return;
    parts.push(`${name}=${SECRET_HEADERS.has(name.toLowerCase()) ? "<redacted>" : value}`);
  });
  return parts.join(" ");
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** A call the transport aborted itself (its timeout), not one the caller abandoned. */
const timedOut = (signal: AbortSignal | null | undefined): boolean =>
  signal?.aborted === true && (signal.reason as { name?: string } | undefined)?.name === "TimeoutError";

/** `fn` made safe to call more than once (a body may end and then be cancelled). */
function once(fn: (() => void) | undefined): (() => void) | undefined {
  if (!fn) return undefined;
  let called = false;
  return () => {
    if (!called) {
      called = true;
      fn();
    }
  };
}

/**
 * Wrap `base` (globalThis.fetch by default). Failures to connect throw a NetworkFailure (the
 * SDK wraps it in a ConnectionError); a timeout is rethrown as it is (the SDK makes it a
 * TimeoutError) after noting its URL; a body that breaks off (closed, or timed out) errors
 * with a NetworkFailure.
 */
export function watchedFetch(watch: FetchWatch, base: typeof fetch = globalThis.fetch): typeof fetch {
  const debug = watch.debug;
  const line = (text: string) => debug?.write(`[debug] ${text}\n`);
  return async (input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? "GET";
    const shown = `${method} ${displayURL(url)}`;
    const started = performance.now();
    const ms = () => `${Math.round(performance.now() - started)} ms`;
    const end = once(watch.begin?.());
    if (debug) line(`${shown} ${debugHeaders(init?.headers)}`);
    let res: Response;
    try {
      res = await base(input, init);
    } catch (e) {
      end?.();
      watch.failed?.(url);
      if (debug) line(`${shown} failed after ${ms()}: ${codeOf(e) ?? (e as Error).message}`);
      if (timedOut(init?.signal) || (e instanceof Error && e.name === "AbortError")) throw e;
      throw new NetworkFailure(url, e);
    }
    if (debug) line(`${shown} ${res.status} ${ms()}`);
    // node-fetch (the light path, context.ts `transport()`) answers with a Node stream, not a
    // web one: a body that breaks off rejects the method that reads it, which is wrapped here.
    if (!res.body || typeof (res.body as Partial<ReadableStream>).getReader !== "function") {
      end?.();
      return watchNodeBody(res, url, (e) => {
        watch.failed?.(url);
        if (debug) line(`${shown} body failed after ${ms()}: ${codeOf(e) ?? (e as Error).message}`);
      });
    }
    // The answer is complete only when its body is: watch it to the end.
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            end?.();
            controller.close();
          } else controller.enqueue(value);
        } catch (e) {
          end?.();
          watch.failed?.(url);
          if (debug) line(`${shown} body failed after ${ms()}: ${codeOf(e) ?? (e as Error).message}`);
          controller.error(new NetworkFailure(url, e));
        }
      },
      cancel(reason) {
        end?.();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** The body-reading methods of a Response (those the SDK and the CLI call). */
const BODY_READERS = ["text", "json", "arrayBuffer", "blob"] as const;

/**
 * `res` (node-fetch's, whose body is a Node stream) with its body readers rethrowing a break-off
 * (the server closing mid-body: `ERR_STREAM_PREMATURE_CLOSE`, ECONNRESET …) as a NetworkFailure
 * naming `url`, as the web-stream path does (exit 5, one line), after calling `failed`.
 */
function watchNodeBody(res: Response, url: string, failed: (e: unknown) => void): Response {
  for (const name of BODY_READERS) {
    const read = (res[name] as () => Promise<unknown>).bind(res);
    Object.defineProperty(res, name, {
      configurable: true,
      value: () =>
        read().catch((e: unknown) => {
          failed(e);
          throw new NetworkFailure(url, e);
        }),
    });
  }
  return res;
}
