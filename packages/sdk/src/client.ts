import {
  type CallOptions,
  type ClientOptions,
  type DownloadedFile,
  Transport,
  type UploadFile,
} from "./core/client.js";
import type { RequestOf, ResponseOf } from "./spec/endpoint.js";
import type { EndpointName, endpoints } from "./spec/endpoints.js";
import { Accounts } from "./resources/accounts.js";
import { Dictionaries } from "./resources/dictionaries.js";
import { Notices } from "./resources/notices.js";
import { Overview } from "./resources/overview.js";
import { Pools } from "./resources/pools.js";
import { Session } from "./resources/session.js";

/**
 * The fixcloud API client: resources for the common calls plus the generic `call`,
 * `download` and `upload` for any catalogued endpoint. Create it with {@link createClient}.
 * Errors: ApiError (envelope code ≠ 200 or HTTP error), ConnectionError, TimeoutError,
 * ResponseShapeError. Source: part1 §7-8, brief (contracts).
 */
export class FixcloudClient {
  /** The underlying transport (headers, envelope, error mapping, session events). */
  readonly transport: Transport;
  /** Init data, captcha and sign-in. */
  readonly session: Session;
  /** Overview dashboard counts and recent purchases. */
  readonly overview: Overview;
  /** Announcements. */
  readonly notices: Notices;
  /** Dropdown lookups. */
  readonly dictionaries: Dictionaries;
  /** Service accounts. */
  readonly accounts: Accounts;
  /** Resource pools and their device accounts. */
  readonly pools: Pools;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    this.session = new Session(this.transport);
    this.overview = new Overview(this.transport);
    this.notices = new Notices(this.transport);
    this.dictionaries = new Dictionaries(this.transport);
    this.accounts = new Accounts(this.transport);
    this.pools = new Pools(this.transport);
  }

  /** Send any JSON call of the catalogue by name and return its parsed `data`. */
  call<N extends EndpointName>(
    name: N,
    body?: RequestOf<(typeof endpoints)[N]>,
    options?: CallOptions,
  ): Promise<ResponseOf<(typeof endpoints)[N]>> {
    return this.transport.call(name, body, options);
  }

  /** Send a download call; returns the file (bytes, name, content type). */
  download<N extends EndpointName>(
    name: N,
    body?: RequestOf<(typeof endpoints)[N]>,
    options?: CallOptions,
  ): Promise<DownloadedFile> {
    return this.transport.download(name, body, options);
  }

  /** Send an upload call: multipart `file` (max 10 MB) plus `msg` as JSON text. */
  upload<N extends EndpointName>(
    name: N,
    file: UploadFile,
    msg: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<ResponseOf<(typeof endpoints)[N]>> {
    return this.transport.upload(name, file, msg, options);
  }
}

/**
 * Create a client. `baseURL` is the server origin (e.g. `http://127.0.0.1:8787`); `token`,
 * `roleCode`, `language`, `timeZone` may be values or getters read on every call; `timeout`
 * in ms (default 60000); `fetch` is injectable; `events` receive 401/405/406/505.
 */
export function createClient(options: ClientOptions): FixcloudClient {
  return new FixcloudClient(options);
}
