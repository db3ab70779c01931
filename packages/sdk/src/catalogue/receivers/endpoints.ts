// Notification receiver calls (part2 §2, §7, §8). Catalogued; request and answer shapes are
// modelled with the receivers screen.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";

/** The receivers area's calls. Source: part2 §7. */
export const receiversEndpoints = defineArea(
  "receivers",
  { service: "push", base: "/message/receiver", source: "part2 §7" },
  {
    queryAll: read(Any, Unknown),
    queryDetails: read(Any, Unknown),
    getCreateReceiverCount: read(Any, Unknown),
    createReceiver: write(Any, Unknown),
    updateReceiver: write(Any, Unknown, { idempotent: true }),
    deleteReceiver: write(Any, Unknown),
    checkRepeat: read(Any, Unknown),
    sendEmailVerify: write(Any, Unknown),
    sendPhoneVerify: write(Any, Unknown),
    querySendVerify: read(Any, Unknown),
  },
);
