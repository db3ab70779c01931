// In-app message and message-setting calls (part2 §2, §7). Catalogued; shapes are modelled with
// the message screens.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";

const setup = { base: "/message/MsgSetUp" } as const;

/** The messages area's calls. Source: part2 §7. */
export const messagesEndpoints = defineArea(
  "messages",
  { service: "push", base: "/msg", source: "part2 §7" },
  {
    queryList: read(Any, Unknown),
    queryDetails: read(Any, Unknown),
    signRead: write(Any, Unknown, { idempotent: true }),
    signDelete: write(Any, Unknown),
    queryUnReadCount: read(Any, Unknown),
    setupQueryList: read(Any, Unknown, { ...setup, call: "queryList" }),
    setupSetReceiver: write(Any, Unknown, { ...setup, call: "setReceiver" }),
    setupUpdate: write(Any, Unknown, { ...setup, call: "updateSetup" }),
  },
);
