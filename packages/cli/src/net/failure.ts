// What went wrong on the network, in one place: every failure to reach the
// server — refused, DNS, TLS, timeout, connection closed — becomes one line naming the URL and
// the cause, in the user's language, and exit code 5. The CLI's fetch wrapper (./fetch.ts)
// throws a NetworkFailure carrying the URL; the SDK wraps it in a ConnectionError, or, for a
// body cut off mid-transfer, it reaches the verb as it is. A timeout is turned into the SDK's
// TimeoutError without a cause, so the run's context keeps the URL of its last failed call
// (the wrapper tells it) and hands it to `formatNetworkError`.
import { ConnectionError, TimeoutError } from "@fixcloud/sdk/transport";
import type { Language } from "../lang.js";
import { translator } from "../messages/index.js";

/** The kinds of network failure a user is told apart. */
export type FailureKind = "refused" | "dns" | "tls" | "timeout" | "closed" | "unreachable" | "other";

/** A call that got no (complete) answer: the URL, and the cause from the runtime. */
export class NetworkFailure extends Error {
  override name = "NetworkFailure";
  constructor(
    /** The URL of the call (no query string: nothing secret travels there, but keep it short). */
    readonly url: string,
    /** What the runtime threw (undici's TypeError with its `cause`, a DOMException …). */
    override readonly cause: unknown,
  ) {
    super(`${url}: ${codeOf(cause) ?? (cause instanceof Error ? cause.message : String(cause))}`);
  }
}

/** The URL without its query string (short, and never a secret in a log line). */
export function displayURL(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

const DNS = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL", "EAI_NODATA"]);
const TIMEOUT = new Set([
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "TimeoutError",
]);
const CLOSED = new Set([
  "ECONNRESET",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "EPIPE",
  "ECONNABORTED",
  "UND_ERR_ABORTED",
  // node-fetch (the light transport): the body's stream ended before its length.
  "ERR_STREAM_PREMATURE_CLOSE",
]);
const UNREACHABLE = new Set(["EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "ENETDOWN", "EADDRNOTAVAIL"]);
const TLS = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|ERR_OSSL_)/;

/** Every error in `e`'s cause chain (and AggregateError members), outermost first. */
function* chain(e: unknown, depth = 0): Generator<unknown> {
  if (e === undefined || e === null || depth > 8) return;
  yield e;
  if (e instanceof AggregateError) for (const inner of e.errors) yield* chain(inner, depth + 1);
  if (typeof e === "object" && "cause" in e) yield* chain((e as { cause: unknown }).cause, depth + 1);
}

/** The first system or undici error code in the chain (`ECONNREFUSED`, `UND_ERR_SOCKET` …). */
export function codeOf(e: unknown): string | undefined {
  for (const x of chain(e)) {
    if (typeof x !== "object" || x === null) continue;
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && code !== "") return code;
    const name = (x as { name?: unknown }).name;
    if (name === "TimeoutError") return "TimeoutError";
  }
  return undefined;
}

/** The kind of a network failure, from the first code in its cause chain. */
export function classify(e: unknown): FailureKind {
  if (e instanceof TimeoutError) return "timeout";
  const code = codeOf(e);
  if (code === undefined) {
    // undici says "terminated" when the server closed the connection mid-body.
    for (const x of chain(e)) if (x instanceof Error && x.message === "terminated") return "closed";
    return "other";
  }
  if (code === "ECONNREFUSED") return "refused";
  if (DNS.has(code)) return "dns";
  if (TIMEOUT.has(code)) return "timeout";
  if (CLOSED.has(code)) return "closed";
  if (UNREACHABLE.has(code)) return "unreachable";
  if (TLS.test(code)) return "tls";
  return "other";
}

/**
 * Whether `e` is a failure of the network rather than an answer of the server: the SDK's
 * ConnectionError and TimeoutError, a NetworkFailure (a body cut off mid-transfer), or an
 * error whose cause chain holds a known network code. Exit code 5 for all of them.
 */
export function isNetworkError(e: unknown): boolean {
  if (e instanceof ConnectionError || e instanceof TimeoutError || e instanceof NetworkFailure) return true;
  for (const x of chain(e)) if (x instanceof NetworkFailure) return true;
  return false;
}

/** The innermost message of the chain ("bad port" rather than undici's "fetch failed"). */
function innermostMessage(e: unknown): string {
  let message = String(e);
  for (const x of chain(e)) if (x instanceof Error && x.message) message = x.message;
  return message;
}

/** The URL and the innermost cause a failure carries (or, when it lost them, the last failed call's URL). */
function whereAndWhy(
  e: unknown,
  lastFailedURL: string | undefined,
): { url: string | undefined; cause: unknown } {
  for (const x of chain(e)) if (x instanceof NetworkFailure) return { url: x.url, cause: x.cause };
  return { url: lastFailedURL, cause: e };
}

/**
 * One line for a network failure, in `lang`, without a newline:
 * `cannot reach http://127.0.0.1:9/api/…: connection refused`. `timeoutSeconds` names the
 * limit a timeout hit; `lastFailedURL` (the run's last failed call) names the URL of an error
 * that lost it. Bulk verbs print it, then their journal and resume command.
 */
export function formatNetworkError(
  e: unknown,
  lang: Language,
  timeoutSeconds?: number,
  lastFailedURL?: string,
): string {
  const t = translator(lang);
  const { url, cause } = whereAndWhy(e, lastFailedURL);
  const kind = e instanceof TimeoutError ? "timeout" : classify(cause);
  const code = codeOf(cause);
  const why =
    kind === "timeout"
      ? timeoutSeconds === undefined
        ? t("net.timeout")
        : t("net.timeoutAfter", { seconds: timeoutSeconds })
      : kind === "other"
        ? t("net.other", { code: code ?? innermostMessage(cause) })
        : kind === "tls"
          ? t("net.tls", { code: code ?? "" })
          : t(`net.${kind}`);
  return url ? t("net.failed", { url: displayURL(url), cause: why }) : t("net.failedNoUrl", { cause: why });
}
