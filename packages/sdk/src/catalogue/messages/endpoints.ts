// In-app message and message-setting calls (part2 §2, §7): the list, a message, marking read
// (msgIds "-1" = all), deleting, the unread count, and the settings per message type.
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  Message,
  MessageDeleteRequest,
  MessageIdsRequest,
  MessageListPage,
  MessageListRequest,
  MsgDetailsRequest,
  MsgSetupList,
  MsgSetupSetReceiverRequest,
  MsgSetupUpdateRequest,
  NoParams,
  OkResponse,
  UnreadCount,
} from "./schemas.js";

const setup = { base: "/message/MsgSetUp" } as const;

/** The messages area's calls. Source: part2 §7. */
export const messagesEndpoints = defineArea(
  "messages",
  { service: "push", base: "/msg", source: "part2 §7" },
  {
    queryList: read(MessageListRequest, MessageListPage),
    queryDetails: read(MsgDetailsRequest, Message),
    signRead: write(MessageIdsRequest, OkResponse, { idempotent: true }),
    signDelete: write(MessageDeleteRequest, OkResponse),
    queryUnReadCount: read(NoParams, UnreadCount),
    setupQueryList: read(NoParams, MsgSetupList, { ...setup, call: "queryList" }),
    setupSetReceiver: write(MsgSetupSetReceiverRequest, OkResponse, {
      ...setup,
      call: "setReceiver",
      idempotent: true,
    }),
    setupUpdate: write(MsgSetupUpdateRequest, OkResponse, {
      ...setup,
      call: "updateSetup",
      idempotent: true,
    }),
  },
);
