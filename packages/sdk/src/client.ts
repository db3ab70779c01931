// The fixcloud API client for Node and scripts: every resource on one transport, plus the
// generic `call`, `download` and `upload` of any catalogued call by name. A browser page that
// wants only some areas builds a Transport and the resources it needs instead.
import { type Catalogue, type EndpointName, endpoints } from "./catalogue/endpoints.js";
import type { RequestOf, ResponseOf } from "./catalogue/shared/endpoint.js";
import {
  type CallOptions,
  type ClientOptions,
  type DownloadedFile,
  Transport,
  type UploadFile,
} from "./core/transport.js";
import { Accounts } from "./resources/accounts.js";
import { Certification } from "./resources/certification.js";
import { Files } from "./resources/files.js";
import { Credentials } from "./resources/credentials.js";
import { Dictionaries } from "./resources/dictionaries.js";
import { Messages } from "./resources/messages.js";
import { Notices } from "./resources/notices.js";
import { Orders } from "./resources/orders.js";
import { Overview } from "./resources/overview.js";
import { Pools } from "./resources/pools.js";
import { Receivers } from "./resources/receivers.js";
import { Fault } from "./resources/fault.js";
import { Tools } from "./resources/tools.js";
import { Fleet } from "./resources/fleet.js";
import { Security } from "./resources/security.js";
import { Roles } from "./resources/roles.js";
import { Session } from "./resources/session.js";
import { SubAccounts } from "./resources/subaccounts.js";
import { Tickets } from "./resources/tickets.js";
import { Webhooks } from "./resources/webhooks.js";
import { Audit } from "./resources/audit.js";

/**
 * The fixcloud API client: a resource per area plus the generic `call`, `download` and
 * `upload` for any catalogued endpoint. Create it with {@link createClient}.
 * Errors: ApiError and its subclasses (envelope code ≠ 200 or HTTP error), ConnectionError,
 * TimeoutError, ResponseShapeError. Source: part1 §7-8.
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
  /** Service accounts and their batch jobs (`accounts.batches`). */
  readonly accounts: Accounts;
  /** Resource pools and their device accounts (`pools.devices`). */
  readonly pools: Pools;
  /** Real-name and enterprise certification. */
  readonly certification: Certification;
  /** Uploads and stored files. */
  readonly files: Files;
  /** The security centre: user info, codes, phone/e-mail/password/username changes (part2 §7). */
  readonly security: Security;
  /** Access credentials: the AccessKey table and the SMS-gated AccessSecret (part2 §7). */
  readonly credentials: Credentials;
  /** Sub-accounts of the customer (part2 §7). */
  readonly subaccounts: SubAccounts;
  /** Tickets: list, detail, filing with attachments, the open API list (part2 §7). */
  readonly tickets: Tickets;
  /** Roles, their menu codes and users, and the menu tree. */
  readonly roles: Roles;
  /** Notification receivers and the verification of their addresses (part2 §7). */
  readonly receivers: Receivers;
  /** The customer's orders and their lines (part2 §7). */
  readonly orders: Orders;
  /** In-app messages, the unread count and message settings (`messages.settings`). */
  readonly messages: Messages;
  /** Fault diagnosis: the sub-type lookup, the five queries, the GGA export, the report and verdict (part2 §7). */
  readonly fault: Fault;
  /** Signed webhooks: endpoints, secrets, the delivery log, sample events. */
  readonly webhooks: Webhooks;
  /** The audit trail: who changed what and what it was before (docs/audit.md). */
  readonly audit: Audit;
  /** The tool pages: the ionosphere map of one hour. */
  readonly tools: Tools;
  /** Fleet health: figures, trend and the rovers that fare worst (docs/fleet-health.md). */
  readonly fleet: Fleet;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    this.session = new Session(this.transport);
    this.overview = new Overview(this.transport);
    this.notices = new Notices(this.transport);
    this.dictionaries = new Dictionaries(this.transport);
    this.accounts = new Accounts(this.transport);
    this.pools = new Pools(this.transport);
    this.certification = new Certification(this.transport);
    this.files = new Files(this.transport);
    this.security = new Security(this.transport, this.session);
    this.credentials = new Credentials(this.transport);
    this.subaccounts = new SubAccounts(this.transport, (o) => this.session.publicKey(o));
    this.tickets = new Tickets(this.transport);
    this.roles = new Roles(this.transport);
    this.receivers = new Receivers(this.transport);
    this.orders = new Orders(this.transport);
    this.messages = new Messages(this.transport);
    this.fault = new Fault(this.transport);
    this.webhooks = new Webhooks(this.transport);
    this.audit = new Audit(this.transport);
    this.tools = new Tools(this.transport);
    this.fleet = new Fleet(this.transport);
  }

  /**
   * Send any JSON call of the catalogue by name and return its parsed `data`: for calls no
   * resource models yet. Throws like the resources.
   */
  call<N extends EndpointName>(
    name: N,
    body?: RequestOf<Catalogue[N]>,
    options?: CallOptions,
  ): Promise<ResponseOf<Catalogue[N]>> {
    return this.transport.call(endpoints[name], body, options);
  }

  /** Send a download call by name; returns the file (bytes, name, content type). */
  download<N extends EndpointName>(
    name: N,
    body?: RequestOf<Catalogue[N]>,
    options?: CallOptions,
  ): Promise<DownloadedFile> {
    return this.transport.download(endpoints[name], body, options);
  }

  /** Send an upload call by name: multipart `file` (max 10 MB) plus `msg` as JSON text. */
  upload<N extends EndpointName>(
    name: N,
    file: UploadFile,
    msg: RequestOf<Catalogue[N]>,
    options?: CallOptions,
  ): Promise<ResponseOf<Catalogue[N]>> {
    return this.transport.upload(endpoints[name], file, msg, options);
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
