// Notification receiver calls (part2 §2, §7, §8): the list, one receiver, the count, create,
// update, delete, the duplicate pre-check (544), the verification sends (541) and the
// pending-send list. Shapes in ./schemas.ts; decisions in docs/receivers.md.
import { screen } from "../shared/access.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  PendingSends,
  Receiver,
  ReceiverCheckRequest,
  ReceiverCount,
  ReceiverCreated,
  ReceiverCreateRequest,
  ReceiverDone,
  ReceiverEmptyRequest,
  ReceiverIdRequest,
  ReceiverList,
  ReceiverUpdateRequest,
  SendEmailVerifyRequest,
  SendPhoneVerifyRequest,
} from "./schemas.js";

/** The receivers area's calls. Source: part2 §7. */
export const receiversEndpoints = defineArea(
  "receivers",
  { service: "push", base: "/message/receiver", source: "part2 §7" },
  {
    // The receiver list also feeds the message settings' chooser.
    queryAll: read(ReceiverEmptyRequest, ReceiverList, {
      access: screen(["receivers", "messageSettings"]),
      title: { "zh-CN": "接收人列表", en: "Receiver list" },
    }),
    queryDetails: read(ReceiverIdRequest, Receiver, {
      access: screen("receivers"),
      title: { "zh-CN": "接收人详情", en: "Receiver detail" },
    }),
    getCreateReceiverCount: read(ReceiverEmptyRequest, ReceiverCount, {
      access: screen("receivers"),
      title: { "zh-CN": "可创建接收人数", en: "Receivers left to create" },
    }),
    createReceiver: write(ReceiverCreateRequest, ReceiverCreated, {
      access: screen("receivers"),
      title: { "zh-CN": "新增接收人", en: "Add a receiver" },
    }),
    updateReceiver: write(ReceiverUpdateRequest, ReceiverDone, {
      idempotent: true,
      access: screen("receivers"),
      title: { "zh-CN": "编辑接收人", en: "Edit a receiver" },
    }),
    deleteReceiver: write(ReceiverIdRequest, ReceiverDone, {
      access: screen("receivers"),
      title: { "zh-CN": "删除接收人", en: "Delete receivers" },
    }),
    checkRepeat: read(ReceiverCheckRequest, ReceiverDone, {
      access: screen("receivers"),
      title: { "zh-CN": "接收人查重", en: "Check a receiver for repeats" },
    }),
    sendEmailVerify: write(SendEmailVerifyRequest, ReceiverDone, {
      access: screen("receivers"),
      title: { "zh-CN": "发送邮箱验证", en: "Send the e-mail verification" },
    }),
    sendPhoneVerify: write(SendPhoneVerifyRequest, ReceiverDone, {
      access: screen("receivers"),
      title: { "zh-CN": "发送手机验证", en: "Send the phone verification" },
    }),
    querySendVerify: read(ReceiverEmptyRequest, PendingSends, {
      access: screen("receivers"),
      title: { "zh-CN": "查询验证发送状态", en: "Verification sending state" },
    }),
  },
);
