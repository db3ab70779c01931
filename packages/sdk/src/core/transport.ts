// The transport under every resource: builds the headers (token, roleCode, language,
// timeZone), sends one catalogued call, unwraps the `{code, message, data}` envelope, maps a
// failure to its error class (errors.ts) and raises the session events. Part1 §7-8.
import { ApiError, ConnectionError, ResponseShapeError, TimeoutError } from "./errors.js";
import { httpStatusMessage, SESSION_CODES, type SessionCode } from "../catalogue/shared/codes.js";
import type { CallDef, EndpointDef, RequestOf, ResponseOf } from "../catalogue/shared/endpoint.js";
import type { Language, TimeZoneSetting } from "../catalogue/session/schemas.js";

/** Default request timeout in ms (part1 §9). */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** Callbacks for the session codes of part1 §4/§8; the console and CLI decide what to do. */
export interface SessionEvents {
  /** 401: signed out or the token expired. */
  onUnauthorized?: (error: ApiError) => void;
  /** 405: the customer is not certified. */
  onNotCertified?: (error: ApiError) => void;
  /** 406: return to the sign-in page. */
  onRelogin?: (error: ApiError) => void;
  /** 505: redirect to the overview. */
  onToOverview?: (error: ApiError) => void;
}

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Server origin plus optional path, e.g. `http://127.0.0.1:8787`. Endpoint paths start with /api. */
  baseURL: string;
  /** Session token, sent in the `token` header. */
  token?: string | (() => string | undefined);
  /**
   * Current role code, sent in the `roleCode` header: a sub-user's chosen role, unset for the
   * main account (accountType 1). `roleCodeOf(session)` gives it (part1 §6).
   */
  roleCode?: string | (() => string | undefined);
  /**
   * The signed-in customer's id (the session's `customerId`), added to the bodies of the calls
   * part1 §7 says carry it (account batches and export, pool fill, pool device calls) when the
   * caller does not give one. Unset: the bodies go without it (the sandbox accepts that).
   */
  customerId?: string | (() => string | undefined);
  /** Language of client-side messages and the `language` header. Default `zh-CN`. */
  language?: Language | (() => Language);
  /** Time-zone setting, sent as the `timeZone` header. */
  timeZone?: TimeZoneSetting | (() => TimeZoneSetting);
  /** Per-call timeout in ms. Default 60000. */
  timeout?: number;
  /** Injectable fetch (tests, proxies). Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Session event callbacks. */
  events?: SessionEvents;
  /**
   * Which program makes the calls, sent as the `X-Fixcloud-Client` header: the sandbox records it
   * in the audit trail as where a change came from (docs/audit.md). Default `sdk`.
   */
  client?: ClientKind;
}

/** The programs that call the API, as the `X-Fixcloud-Client` header names them (docs/audit.md). */
export type ClientKind = "console" | "cli" | "sdk";

/** The header that names the calling program ({@link ClientKind}). */
export const CLIENT_HEADER = "X-Fixcloud-Client";

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Override the client timeout (ms). */
  timeout?: number;
  /**
   * `false` skips the response schema check (the envelope is still checked). For bulk
   * readers of large trusted pages that use a field or two (the CLI resolving 100,000 ids);
   * the data is then typed but unchecked.
   */
  validate?: boolean;
}

/** A file answer of a `download` call. `fileName` comes from Content-Disposition. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  /** File bytes. */
  data: Uint8Array;
}

/** A file to upload: bytes or a Blob, and its name (max 50 characters, part1 §5). */
export interface UploadFile {
  name: string;
  data: Blob | Uint8Array;
  type?: string;
}

const resolve = <T>(v: T | (() => T)): T => (typeof v === "function" ? (v as () => T)() : v);

function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** The `{code, message, data}` envelope of every JSON answer (part1 §7). */
interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

/** `body` when it is an envelope (an object with a finite numeric code, a message if text). */
function envelopeOf(body: unknown): Envelope | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const { code, message } = body as Record<string, unknown>;
  if (typeof code !== "number" || !Number.isFinite(code)) return undefined;
  if (message !== undefined && typeof message !== "string") return undefined;
  return body as Envelope;
}

/** What checks an answer: a zod schema, or anything with the same `safeParse`. */
type AnswerCheck = Pick<EndpointDef["response"], "safeParse">;

/**
 * The answer check of a call: at hand, or loaded on first use. The console's build gives every
 * call a check compiled at build time and, where JSON Schema cannot say what the zod schema
 * checks, one that loads with the call's real definition (packages/web/build/compiledCalls.ts).
 */
async function responseSchema(def: EndpointDef, language: Language): Promise<AnswerCheck> {
  const check = def.response as AnswerCheck | (() => Promise<AnswerCheck>);
  if (typeof check !== "function") return check;
  try {
    return await check();
  } catch (e) {
    // The schema module could not load (the console offline after an upgrade): a connection
    // problem to the user, not a bad answer.
    throw new ConnectionError(httpStatusMessage(undefined, language), { cause: e });
  }
}

const isJsonBody = (def: CallDef) => def.method !== "GET";

/**
 * The transport: builds headers, sends a catalogued call, unwraps the envelope, maps errors
 * and raises session events. Resources sit on top of it; it takes the endpoint's definition,
 * so a page bundles only the catalogue areas its resources import. Source: part1 §7-8.
 */
export class Transport {
  constructor(readonly options: ClientOptions) {}

  get language(): Language {
    return resolve(this.options.language ?? "zh-CN");
  }

  /**
   * `body` with the client's `customerId` (part1 §7), unless it has one already or the client
   * has none. Resources pass the bodies of the calls that carry it through here.
   */
  withCustomerId<T extends object>(body: T): T & { customerId?: string } {
    const given = (body as { customerId?: unknown }).customerId;
    const customerId = this.options.customerId ? resolve(this.options.customerId) : undefined;
    return given !== undefined || !customerId ? body : { ...body, customerId };
  }

  private headers(): Record<string, string> {
    const h: Record<string, string> = { language: this.language, [CLIENT_HEADER]: this.options.client ?? "sdk" };
    const token = resolve(this.options.token);
    if (token) h.token = token;
    const role = resolve(this.options.roleCode);
    if (role) h.roleCode = role;
    const tz = this.options.timeZone ? resolve(this.options.timeZone) : undefined;
    if (tz) h.timeZone = tz;
    return h;
  }

  private url(path: string, query?: Record<string, unknown>): string {
    const base = this.options.baseURL.replace(/\/+$/, "");
    const u = `${base}${path}`;
    if (!query) return u;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
    const s = qs.toString();
    return s ? `${u}?${s}` : u;
  }

  private async send(
    def: CallDef,
    init: RequestInit & { query?: Record<string, unknown> },
    opts?: CallOptions,
  ) {
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    const timeout = opts?.timeout ?? this.options.timeout ?? DEFAULT_TIMEOUT_MS;
    const signals = [AbortSignal.timeout(timeout)];
    if (opts?.signal) signals.push(opts.signal);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    try {
      return await fetchImpl(this.url(def.path, init.query), {
        ...init,
        method: def.method,
        headers: { ...this.headers(), ...(init.headers as Record<string, string>) },
        signal,
      });
    } catch (e) {
      if (
        e instanceof Error &&
        (e.name === "TimeoutError" || (e.name === "AbortError" && !opts?.signal?.aborted))
      )
        throw new TimeoutError(httpStatusMessage(408, this.language));
      if (e instanceof Error && e.name === "AbortError") throw e;
      throw new ConnectionError(httpStatusMessage(undefined, this.language), { cause: e });
    }
  }

  private raise(def: CallDef, code: number, message: string, httpStatus: number, data?: unknown): never {
    const err = ApiError.from({
      code,
      message: message || httpStatusMessage(httpStatus, this.language),
      httpStatus,
      endpoint: def.name,
      data,
    });
    if ((SESSION_CODES as readonly number[]).includes(code)) {
      const ev = this.options.events;
      const handler = {
        401: ev?.onUnauthorized,
        405: ev?.onNotCertified,
        406: ev?.onRelogin,
        505: ev?.onToOverview,
      }[code as SessionCode];
      handler?.(err);
    }
    throw err;
  }

  private async unwrap(def: EndpointDef, res: Response, opts?: CallOptions): Promise<unknown> {
    let body: unknown;
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const env = envelopeOf(body);
    if (!env) return this.raise(def, res.status, "", res.status === 200 ? 502 : res.status);
    const { code, message = "", data } = env;
    if (code !== 200) return this.raise(def, code, message, res.status, data);
    if (opts?.validate === false) return data;
    const parsed = (await responseSchema(def, this.language)).safeParse(data);
    if (!parsed.success) {
      // The field too: the console's compiled checks say only "Invalid input".
      const issue = parsed.error.issues[0];
      const at = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
      throw new ResponseShapeError(`${def.name}: unexpected answer: ${issue?.message ?? ""}${at}`);
    }
    return parsed.data;
  }

  private bodyOf(def: CallDef, body: unknown): RequestInit & { query?: Record<string, unknown> } {
    return isJsonBody(def)
      ? { body: JSON.stringify(body ?? {}), headers: { "content-type": "application/json" } }
      : { query: (body ?? {}) as Record<string, unknown> };
  }

  /**
   * Send a JSON call and return its `data`, parsed by the endpoint's response schema.
   * Throws ApiError (or its subclass for the code), ConnectionError, TimeoutError,
   * ResponseShapeError.
   */
  async call<E extends EndpointDef>(def: E, body?: RequestOf<E>, opts?: CallOptions): Promise<ResponseOf<E>> {
    // A check that loads on first use starts loading with the request, not after its answer.
    const check = def.response as unknown;
    if (typeof check === "function" && opts?.validate !== false) void check().catch(() => {});
    const res = await this.send(def, this.bodyOf(def, body), opts);
    return this.unwrap(def, res, opts) as Promise<ResponseOf<E>>;
  }

  /** Send a download call; returns the file, or throws ApiError when the server answered an envelope. */
  async download<E extends EndpointDef>(
    def: E,
    body?: RequestOf<E>,
    opts?: CallOptions,
  ): Promise<DownloadedFile> {
    const res = await this.send(def, this.bodyOf(def, body), opts);
    const type = res.headers.get("content-type") ?? "application/octet-stream";
    if (type.includes("application/json") || !res.ok) {
      await this.unwrap(def, res);
      return this.raise(def, 502, "", res.status);
    }
    const data = new Uint8Array(await res.arrayBuffer());
    return {
      fileName: fileNameFrom(res.headers.get("content-disposition"), `${def.name}.bin`),
      contentType: type,
      data,
    };
  }

  /**
   * Send an upload call: multipart `file` (at most 10 MB) plus `msg` (JSON text). Returns
   * `data`; a file with bad rows throws UploadRowsError (506).
   */
  async upload<E extends EndpointDef>(
    def: E,
    file: UploadFile,
    msg: RequestOf<E>,
    opts?: CallOptions,
  ): Promise<ResponseOf<E>> {
    const form = new FormData();
    const blob =
      file.data instanceof Blob ? file.data : new Blob([file.data as BlobPart], { type: file.type });
    form.set("file", blob, file.name);
    form.set("msg", JSON.stringify(msg ?? {}));
    const res = await this.send(def, { body: form }, opts);
    return this.unwrap(def, res) as Promise<ResponseOf<E>>;
  }
}
