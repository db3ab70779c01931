// Tickets (part2 §2 "My work orders", §3 the four kinds, §5 rules, §7 calls): the
// list, a ticket's detail, filing a ticket with its attachments (each uploaded first through the
// file service, then referenced by digest), the open API list and the customer lookup that
// prefills the forms.
import { ticketsEndpoints as E } from "../catalogue/tickets/endpoints.js";
import { attachments } from "../catalogue/tickets/rules.js";
import type {
  CustomerLookup,
  OpenApiList,
  TicketCreated,
  TicketCreateRequest,
  TicketDetail,
  TicketListRequest,
  TicketSummary,
} from "../catalogue/tickets/schemas.js";
import type { FileRef } from "../catalogue/files/schemas.js";
import { listAll } from "../core/pagination.js";
import type { CallOptions, UploadFile } from "../core/transport.js";
import { Files } from "./files.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Tickets.list}: the list's filters and `pageNo`/`pageSize`. */
export type TicketListParams = TicketListRequest;
/** Filters of {@link Tickets.listAll}: the list body without paging. */
export type TicketFilter = Omit<TicketListRequest, "pageNo" | "pageSize">;

/**
 * A file to attach: an {@link UploadFile} (name and bytes, e.g. a browser `File` as
 * `{ name: f.name, data: f }`), or a path on disk (Node only: read when the ticket is created).
 */
export type TicketAttachment = UploadFile | string;

/**
 * What {@link Tickets.create} takes: the payload of one kind (part2 §3) and, besides files
 * already uploaded (`uploadUrlDigest`), `attachments` to upload first.
 */
export type TicketCreateParams = TicketCreateRequest & { attachments?: readonly TicketAttachment[] };

/** Progress of {@link Tickets.create}: an attachment was stored (1-based `done` of `total`). */
export interface TicketCreateOptions extends CallOptions {
  onUpload?: (done: number, total: number, file: FileRef) => void;
}

async function fromPath(path: string): Promise<UploadFile> {
  // Node only, and loaded only when a path is given, so a browser bundle never needs node:fs.
  const fsName = "node:fs/promises";
  const pathName = "node:path";
  const [{ readFile }, { basename }] = await Promise.all([
    import(/* @vite-ignore */ fsName) as Promise<typeof import("node:fs/promises")>,
    import(/* @vite-ignore */ pathName) as Promise<typeof import("node:path")>,
  ]);
  return { name: basename(path), data: new Uint8Array(await readFile(path)) };
}

/** Tickets of the caller's customer (part2 §7). Lists page with `pageNo`/`pageSize`, answer `{ total, list }`. */
export class Tickets extends APIResource {
  /** `tickets.selectApplyTicketList`: one page `{ total, list }`, newest first. */
  list(
    params: TicketListParams = {},
    options?: CallOptions,
  ): Promise<{ total: number; list: TicketSummary[] }> {
    return this.transport.call(E.selectApplyTicketList, params, options);
  }

  /** Every ticket matching `filter`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(filter: TicketFilter = {}, pageSize = 100, options?: CallOptions): AsyncGenerator<TicketSummary> {
    return listAll((pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options), pageSize);
  }

  /**
   * `tickets.selectApplyTicketDetail`: a ticket with every field of its kind, its attachments
   * and, at status 3, its `result`. Throws NotFoundError (404) for a ticket of another customer
   * or none, ForbiddenError (403) without XQ_HGS227.
   */
  retrieve(ticketNo: string, options?: CallOptions): Promise<TicketDetail> {
    return this.transport.call(E.selectApplyTicketDetail, { ticketNo }, options);
  }

  /**
   * File a ticket (part2 §3): uploads each of `attachments` (images with the thumbnail flag),
   * then sends `tickets.addApplyUserTicket` with them appended to `uploadUrlDigest`. Answers
   * `{ ticketNo, status: 1 }`. The caller checks the form first (`formErrors(ticketForms[kind], …)`,
   * `rules.attachments.files`); the server checks again: ApiError 400 with L000238 and each
   * failing field, 400 for a refused file (type by content, name over 50 characters), 413 for a
   * file over 10 MB, ForbiddenError (403) without XZ_GSH982. Nothing is filed when an upload fails.
   */
  async create(params: TicketCreateParams, options: TicketCreateOptions = {}): Promise<TicketCreated> {
    const { attachments: files = [], ...ticket } = params;
    const { onUpload, ...callOptions } = options;
    const uploaded: FileRef[] = [];
    const store = new Files(this.transport);
    for (const item of files) {
      const file = typeof item === "string" ? await fromPath(item) : item;
      const stored = await store.upload(file, { thumbnail: attachments.isImage(file.name) }, callOptions);
      const ref: FileRef = { digest: stored.digest, name: stored.fileName, thumDigest: stored.thumDigest };
      uploaded.push(ref);
      onUpload?.(uploaded.length, files.length, ref);
    }
    const body = { ...ticket, uploadUrlDigest: [...(ticket.uploadUrlDigest ?? []), ...uploaded] };
    return this.transport.call(E.addApplyUserTicket, body as TicketCreateRequest, callOptions);
  }

  /** `tickets.getAllPermission`: the open APIs a type 3 ticket may ask for (`uriName`, `apiName`). */
  openApis(options?: CallOptions): Promise<OpenApiList> {
    return this.transport.call(E.getAllPermission, {}, options);
  }

  /**
   * `tickets.queryById`: the caller's customer as the forms prefill it (customerName, phone,
   * contacts, email). `customerId` defaults to the client's; another customer's answers 403.
   */
  customer(customerId?: string, options?: CallOptions): Promise<CustomerLookup> {
    return this.transport.call(
      E.queryById,
      this.transport.withCustomerId(customerId ? { customerId } : {}),
      options,
    );
  }
}
