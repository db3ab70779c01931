import { z } from "zod";
import { ApiError, ConnectionError, ResponseShapeError, TimeoutError } from "./errors.js";
import { httpStatusMessage, SESSION_CODES, type SessionCode } from "../spec/codes.js";
import { endpoints, type EndpointName } from "../spec/endpoints.js";
import type { EndpointDef, RequestOf, ResponseOf } from "../spec/endpoint.js";
import type { Language, TimeZoneSetting } from "../spec/schemas/session.js";

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
  /** Current role code, sent in the `roleCode` header; leave unset for accountType 1 (part1 §6). */
  roleCode?: string | (() => string | undefined);
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
}

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

/**
 * The transport: builds headers, sends a catalogued call, unwraps the envelope, maps errors
 * and raises session events. Resources sit on top of it. Source: part1 §7-8.
 */
export class Transport {
  constructor(readonly options: ClientOptions) {}

  get language(): Language {
    return resolve(this.options.language ?? "zh-CN");
  }

  private headers(): Record<string, string> {
    const h: Record<string, string> = { language: this.language };
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
    name: EndpointName,
    init: RequestInit & { query?: Record<string, unknown> },
    opts?: CallOptions,
  ) {
    const def = endpoints[name] as EndpointDef;
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

  private raise(
    name: EndpointName,
    code: number,
    message: string,
    httpStatus: number,
    data?: unknown,
  ): never {
    const err = new ApiError(
      code,
      message || httpStatusMessage(httpStatus, this.language),
      httpStatus,
      name,
      data,
    );
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

  private async unwrap<E extends EndpointDef>(
    name: EndpointName,
    res: Response,
    opts?: CallOptions,
  ): Promise<ResponseOf<E>> {
    let body: unknown;
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const env = z
      .object({ code: z.number(), message: z.string().optional(), data: z.unknown() })
      .safeParse(body);
    if (!env.success) return this.raise(name, res.status, "", res.status === 200 ? 502 : res.status);
    const { code, message = "", data } = env.data;
    if (code !== 200) return this.raise(name, code, message, res.status, data);
    const def = endpoints[name] as EndpointDef;
    if (opts?.validate === false) return data as ResponseOf<E>;
    const parsed = def.response.safeParse(data);
    if (!parsed.success)
      throw new ResponseShapeError(`${name}: unexpected answer: ${parsed.error.issues[0]?.message ?? ""}`);
    return parsed.data as ResponseOf<E>;
  }

  /** Send a JSON call and return its `data`. Throws ApiError, ConnectionError, TimeoutError. */
  async call<N extends EndpointName>(
    name: N,
    body?: RequestOf<(typeof endpoints)[N]>,
    opts?: CallOptions,
  ): Promise<ResponseOf<(typeof endpoints)[N]>> {
    const def = endpoints[name] as EndpointDef;
    const init: RequestInit & { query?: Record<string, unknown> } =
      def.method === "GET"
        ? { query: (body ?? {}) as Record<string, unknown> }
        : { body: JSON.stringify(body ?? {}), headers: { "content-type": "application/json" } };
    const res = await this.send(name, init, opts);
    return this.unwrap(name, res, opts);
  }

  /** Send a download call; returns the file, or throws ApiError when the server answered an envelope. */
  async download<N extends EndpointName>(
    name: N,
    body?: RequestOf<(typeof endpoints)[N]>,
    opts?: CallOptions,
  ): Promise<DownloadedFile> {
    const def = endpoints[name] as EndpointDef;
    const init: RequestInit & { query?: Record<string, unknown> } =
      def.method === "GET"
        ? { query: (body ?? {}) as Record<string, unknown> }
        : { body: JSON.stringify(body ?? {}), headers: { "content-type": "application/json" } };
    const res = await this.send(name, init, opts);
    const type = res.headers.get("content-type") ?? "application/octet-stream";
    if (type.includes("application/json") || !res.ok) {
      await this.unwrap(name, res);
      return this.raise(name, 502, "", res.status);
    }
    const data = new Uint8Array(await res.arrayBuffer());
    return {
      fileName: fileNameFrom(res.headers.get("content-disposition"), `${name}.bin`),
      contentType: type,
      data,
    };
  }

  /** Send an upload call: multipart `file` plus `msg` (JSON text of `msg`). Returns `data`. */
  async upload<N extends EndpointName>(
    name: N,
    file: UploadFile,
    msg: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<ResponseOf<(typeof endpoints)[N]>> {
    const form = new FormData();
    const blob =
      file.data instanceof Blob ? file.data : new Blob([file.data as BlobPart], { type: file.type });
    form.set("file", blob, file.name);
    form.set("msg", JSON.stringify(msg));
    const res = await this.send(name, { body: form }, opts);
    return this.unwrap(name, res);
  }
}
