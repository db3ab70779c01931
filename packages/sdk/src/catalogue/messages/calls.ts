// In-app message and message-setting calls (part2 §2, §7): the list, a message, marking read
// (msgIds "-1" = all), deleting, the unread count, and the settings per message type. Answers'
// schemas load on first use (../shared/lazy.ts); the header's unread count, read by the first
// route, from its own zod/mini module.
import type { AreaDefaults } from "../shared/endpoint.js";
import { lazyEntries } from "../shared/lazy.js";
import type * as Count from "./count.js";
import type * as Schemas from "./schemas.js";

const all = lazyEntries<typeof Schemas>();
const count = lazyEntries<typeof Schemas, typeof Count>();
const area: AreaDefaults = { service: "push", base: "/msg", source: "part2 §7" };
const schemas = () => import("./schemas.js");
const setup = { base: "/message/MsgSetUp" } as const;

/** The messages area's calls, answers' schemas loaded on first use. Source: part2 §7. */
export const messagesCalls = {
  ...all.defineArea("messages", area, schemas, {
    queryList: all.read("MessageListRequest", "MessageListPage"),
    queryDetails: all.read("MsgDetailsRequest", "Message"),
    signRead: all.write("MessageIdsRequest", "OkResponse", { idempotent: true }),
    signDelete: all.write("MessageDeleteRequest", "OkResponse"),
  }),
  ...count.defineArea("messages", area, () => import("./count.js"), {
    queryUnReadCount: count.read("NoParams", "UnreadCount"),
  }),
  ...all.defineArea("messages", area, schemas, {
    setupQueryList: all.read("NoParams", "MsgSetupList", { ...setup, call: "queryList" }),
    setupSetReceiver: all.write("MsgSetupSetReceiverRequest", "OkResponse", {
      ...setup,
      call: "setReceiver",
      idempotent: true,
    }),
    setupUpdate: all.write("MsgSetupUpdateRequest", "OkResponse", {
      ...setup,
      call: "updateSetup",
      idempotent: true,
    }),
  }),
};
