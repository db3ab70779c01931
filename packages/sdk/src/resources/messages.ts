// In-app messages and message settings (part2 §2-§4, §7): the list (records paging),
// a message (opening it marks it read), marking read (one, some or all), deleting, the unread
// count of the header, and the settings per message type with their recipients.
import { messagesEndpoints as E } from "../catalogue/messages/endpoints.js";
import { ALL_MESSAGES } from "../catalogue/messages/enums.js";
import type {
  Message,
  MessageListRequest,
  MsgSetup,
  MsgSetupSetReceiverRequest,
  MsgSetupUpdateRequest,
} from "../catalogue/messages/schemas.js";
import { listAll } from "../core/pagination.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Messages.list}: `type`, `title`, `msgRead` and `pageNum`/`pageSize`. */
export type MessageListParams = MessageListRequest;
/** Filters of {@link Messages.listAll}: the list body without paging. */
export type MessageFilter = Omit<MessageListRequest, "pageNum" | "pageSize">;
/** Message ids as the list gives them (`msgId`), numbers accepted. */
export type MessageIds = readonly (string | number)[];

/** Message settings (part2 §2 "Message list and settings", §7 message/MsgSetUp). */
export class MessageSettings extends APIResource {
  /** `messages.setupQueryList`: one row per type 1-5 and 11, with the chosen recipients. */
  list(options?: CallOptions): Promise<MsgSetup[]> {
    return this.transport.call(E.setupQueryList, {}, options);
  }

  /**
   * `messages.setupUpdate`: the e-mail and phone boxes of some types (`msgSetUp` rows of
   * `msgType`, `email`, `phone`, optional `id`; in-station stays on).
   */
  update(msgSetUp: MsgSetupUpdateRequest["msgSetUp"], options?: CallOptions): Promise<unknown> {
    return this.transport.call(E.setupUpdate, { msgSetUp }, options);
  }

  /**
   * `messages.setupSetReceiver`: the recipients (`receiverId`, at most 10; empty clears) of the
   * row `msgSetupId` and/or of every row of `msgTypes`. Unknown receivers: 404.
   */
  setReceivers(params: MsgSetupSetReceiverRequest, options?: CallOptions): Promise<unknown> {
    return this.transport.call(E.setupSetReceiver, params, options);
  }
}

/**
 * In-app messages of the signed-in customer (part2 §7 msg/*). Lists page with
 * `pageNum`/`pageSize` and answer `{ total, records }`; errors: NotFoundError for an unknown
 * message, ValidationError (400) for bad ids.
 */
export class Messages extends APIResource {
  /** Message settings: per type, the channels and recipients. */
  readonly settings = new MessageSettings(this.transport);

  /**
   * `messages.queryList`: one page, newest first. `type` absent is every type (the "all" tab);
   * `title` matches part of the title; `msgRead` 0 unread only, 1 read only.
   */
  list(
    params: MessageListParams = {},
    options?: CallOptions,
  ): Promise<{ total: number; records: Message[] }> {
    return this.transport.call(E.queryList, params, options);
  }

  /** Every message matching `filter`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(filter: MessageFilter = {}, pageSize = 100, options?: CallOptions): AsyncGenerator<Message> {
    return listAll((pageNum, size) => this.list({ ...filter, pageNum, pageSize: size }, options), pageSize);
  }

  /** `messages.queryDetails`: one message; opening it marks it read (part2 §4). */
  retrieve(msgId: string | number, options?: CallOptions): Promise<Message> {
    return this.transport.call(E.queryDetails, { msgId: String(msgId) }, options);
  }

  /** `messages.signRead`: mark these messages read (ids of other customers are ignored). */
  markRead(msgIds: MessageIds, options?: CallOptions): Promise<unknown> {
    return this.transport.call(E.signRead, { msgIds: msgIds.map(String) }, options);
  }

  /** `messages.signRead` with `msgIds` "-1": mark every message of the customer read. */
  markAllRead(options?: CallOptions): Promise<unknown> {
    return this.transport.call(E.signRead, { msgIds: [ALL_MESSAGES] }, options);
  }

  /** `messages.signDelete`: delete these messages (ids of other customers are ignored). */
  delete(msgIds: MessageIds, options?: CallOptions): Promise<unknown> {
    return this.transport.call(E.signDelete, { msgIds: msgIds.map(String) }, options);
  }

  /** `messages.queryUnReadCount`: how many messages of the customer are unread (any signed-in user). */
  unreadCount(options?: CallOptions): Promise<number> {
    return this.transport.call(E.queryUnReadCount, {}, options);
  }
}
