// In-app message and message-setting calls (part2 §2, §7): the list, a message, marking read
// (msgIds "-1" = all), deleting, the unread count, and the settings per message type.
import { SIGNED_IN, screen } from "../shared/access.js";
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
    queryList: read(MessageListRequest, MessageListPage, {
      access: screen("messages"),
      title: { "zh-CN": "站内信列表", en: "Message list" },
    }),
    queryDetails: read(MsgDetailsRequest, Message, {
      access: screen("messageDetail"),
      title: { "zh-CN": "站内信详情", en: "Message detail" },
    }),
    signRead: write(MessageIdsRequest, OkResponse, {
      idempotent: true,
      access: screen("messages"),
      title: { "zh-CN": "标记已读", en: "Mark messages read" },
    }),
    signDelete: write(MessageDeleteRequest, OkResponse, {
      access: screen("messages"),
      title: { "zh-CN": "删除站内信", en: "Delete messages" },
    }),
    // The header's unread badge shows on every page: any signed-in user may ask.
    queryUnReadCount: read(NoParams, UnreadCount, {
      access: SIGNED_IN,
      title: { "zh-CN": "未读消息数", en: "Unread message count" },
    }),
    setupQueryList: read(NoParams, MsgSetupList, {
      ...setup,
      call: "queryList",
      access: screen("messageSettings"),
      title: { "zh-CN": "消息设置列表", en: "Message settings" },
    }),
    setupSetReceiver: write(MsgSetupSetReceiverRequest, OkResponse, {
      ...setup,
      call: "setReceiver",
      idempotent: true,
      access: screen("messageSettings"),
      title: { "zh-CN": "设置消息接收人", en: "Set message receivers" },
    }),
    setupUpdate: write(MsgSetupUpdateRequest, OkResponse, {
      ...setup,
      call: "updateSetup",
      idempotent: true,
      access: screen("messageSettings"),
      title: { "zh-CN": "修改消息设置", en: "Update a message setting" },
    }),
  },
);
