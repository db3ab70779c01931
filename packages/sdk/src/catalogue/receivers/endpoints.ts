// Notification receiver calls (part2 §2, §7, §8): the list, one receiver, the count, create,
// update, delete, the duplicate pre-check (544), the verification sends (541) and the
// pending-send list. Shapes in ./schemas.ts; decisions in docs/receivers.md.
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
    queryAll: read(ReceiverEmptyRequest, ReceiverList),
    queryDetails: read(ReceiverIdRequest, Receiver),
    getCreateReceiverCount: read(ReceiverEmptyRequest, ReceiverCount),
    createReceiver: write(ReceiverCreateRequest, ReceiverCreated),
    updateReceiver: write(ReceiverUpdateRequest, ReceiverDone, { idempotent: true }),
    deleteReceiver: write(ReceiverIdRequest, ReceiverDone),
    checkRepeat: read(ReceiverCheckRequest, ReceiverDone),
    sendEmailVerify: write(SendEmailVerifyRequest, ReceiverDone),
    sendPhoneVerify: write(SendPhoneVerifyRequest, ReceiverDone),
    querySendVerify: read(ReceiverEmptyRequest, PendingSends),
  },
);
