// Schemas of in-app messages and message settings (part2 §3, §7): the list request built from
// the list descriptor, a message with its msgContentJson, the id lists of signRead/signDelete,
// and the settings rows with their recipients. Field names are the spec's.
import { z } from "zod";
import { NullResponse, oneOf, recordsPage, WireTime } from "../shared/common.js";
import { listRequestSchema } from "../shared/list-schema.js";
import { ALL_MESSAGES, SETUP_MSG_TYPES } from "./enums.js";
import { messageList } from "./lists.js";

export { ALL_MESSAGES } from "./enums.js";

/** A call without parameters; extra fields are tolerated. */
export const NoParams = z.looseObject({}).optional();

/** msgType on the wire: 1-5, 11, 102 (part2 §3), as a number or its digits. */
export const MsgType = oneOf([1, 2, 3, 4, 5, 11, 102]);
/** A message type that has a settings row (1-5, 11). */
export const SetupMsgTypeSchema = oneOf(SETUP_MSG_TYPES as unknown as [1, 2, 3, 4, 5, 11]);

/** msg/queryList body (part2 §7: type, title, pageNum, pageSize; plus msgRead), from {@link messageList}. */
export const MessageListRequest = listRequestSchema(messageList, {});
/** What a caller passes for {@link MessageListRequest}. */
export type MessageListRequest = z.input<typeof MessageListRequest>;

/**
 * msgContentJson (part2 §3: title, temp, serviceType, action, content). It may arrive as an
 * object or as its JSON text. `temp` selects the renderer (templates.ts); `content` is plain
 * text for template 7 and the JSON text of the template's parameters for the others.
 */
export const MsgContent = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return { title: "", temp: 7, content: v };
    }
  },
  z.object({
    title: z.string().default(""),
    temp: z.coerce.number().int(),
    serviceType: z.union([z.string(), z.number()]).nullish(),
    action: z.string().nullish(),
    content: z.string().default(""),
  }),
);
/** Parsed shape of {@link MsgContent}. */
export type MsgContent = z.infer<typeof MsgContent>;

/** A message (part2 §3): msgRead 0 unread, 1 read; createTime a wire time (UTC). */
export const Message = z.object({
  msgId: z.string(),
  msgType: z.number().int(),
  msgTitle: z.string(),
  msgRead: z.union([z.literal(0), z.literal(1)]),
  createTime: WireTime,
  msgContentJson: MsgContent,
});
/** Parsed shape of {@link Message}. */
export type Message = z.infer<typeof Message>;
/** msg/queryList answer: `{ total, records }` (part2 §7). */
export const MessageListPage = recordsPage(Message);
/** Parsed shape of {@link MessageListPage}. */
export type MessageListPage = z.infer<typeof MessageListPage>;

/** A message id: digits, as text or a number. */
const msgId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,18}$/, "expected a message id (digits)"));

/** msg/queryDetails body: the message's id. Opening a message marks it read (part2 §4). */
export const MsgDetailsRequest = z.object({ msgId });

/** Ids as an array or comma-separated text, 1 to 1000 of them. */
const idList = <T extends z.ZodType<string>>(id: T) =>
  z.preprocess(
    (v) => (typeof v === "string" || typeof v === "number" ? String(v).split(",") : v),
    z.array(id).min(1, "msgIds: at least one id").max(1000),
  );

/** signRead body: `msgIds`, ids or `"-1"` for all (part2 §7). */
export const MessageIdsRequest = z.object({
  msgIds: idList(z.union([z.literal(ALL_MESSAGES), msgId])),
});
/** What a caller passes for {@link MessageIdsRequest}. */
export type MessageIdsRequest = z.input<typeof MessageIdsRequest>;

/** signDelete body: `msgIds`, 1 to 1000 ids ("-1" is not a delete-all: deleting stays explicit). */
export const MessageDeleteRequest = z.object({ msgIds: idList(msgId) });
/** What a caller passes for {@link MessageDeleteRequest}. */
export type MessageDeleteRequest = z.input<typeof MessageDeleteRequest>;

/** A call answering `data: null`. */
export const OkResponse = NullResponse;

/** A recipient as the settings show it (part2 §3 receiverEntityList); 1 verified, 0 not. */
export const SetupReceiver = z.object({
  receiverId: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerify: z.union([z.literal(0), z.literal(1)]),
  phone: z.string(),
  phoneVerify: z.union([z.literal(0), z.literal(1)]),
  position: z.string(),
});
/** Parsed shape of {@link SetupReceiver}. */
export type SetupReceiver = z.infer<typeof SetupReceiver>;

const flag = oneOf([0, 1]);

/**
 * A message setting (part2 §3): per type, in-station (`station`, always 1), e-mail and phone
 * (1 on) and the chosen recipients.
 */
export const MsgSetup = z.object({
  id: z.string(),
  msgType: z.number().int(),
  station: z.union([z.literal(0), z.literal(1)]),
  email: z.union([z.literal(0), z.literal(1)]),
  phone: z.union([z.literal(0), z.literal(1)]),
  receiverIdList: z.array(z.string()),
  receiverEntityList: z.array(SetupReceiver),
});
/** Parsed shape of {@link MsgSetup}. */
export type MsgSetup = z.infer<typeof MsgSetup>;
/** MsgSetUp/queryList answer: one row per settings type, in type order. */
export const MsgSetupList = z.array(MsgSetup);

const receiverId = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,18}$/, "expected a receiver id (digits)");

/**
 * MsgSetUp/setReceiver body (part2 §7: receiverId, msgSetupId, msgTypes): the recipients
 * (`receiverId`: ids as an array or comma-separated text, at most 10, empty clears) replace
 * those of the row `msgSetupId` and of every row of `msgTypes`; one of the two is required.
 */
export const MsgSetupSetReceiverRequest = z
  .object({
    receiverId: z.preprocess(
      (v) =>
        typeof v === "string" || typeof v === "number"
          ? String(v)
              .split(",")
              .filter((s) => s.trim() !== "")
          : v,
      z.array(receiverId).max(10),
    ),
    msgSetupId: z.coerce
      .string()
      .trim()
      .regex(/^\d{1,18}$/)
      .optional(),
    msgTypes: z.array(SetupMsgTypeSchema).max(6).optional(),
  })
  .refine((b) => b.msgSetupId !== undefined || (b.msgTypes?.length ?? 0) > 0, {
    message: "msgSetupId or msgTypes is required",
    path: ["msgSetupId"],
  });
/** What a caller passes for {@link MsgSetupSetReceiverRequest}. */
export type MsgSetupSetReceiverRequest = z.input<typeof MsgSetupSetReceiverRequest>;

/** One row of updateSetup (part2 §7: station, email, phone, id, msgType); station stays 1. */
export const MsgSetupChange = z.object({
  id: z.coerce.string().trim().max(18).optional(),
  msgType: SetupMsgTypeSchema,
  station: flag.optional(),
  email: flag,
  phone: flag,
});
/** MsgSetUp/updateSetup body: `msgSetUp`, 1 to 6 rows. */
export const MsgSetupUpdateRequest = z.object({ msgSetUp: z.array(MsgSetupChange).min(1).max(6) });
/** What a caller passes for {@link MsgSetupUpdateRequest}. */
export type MsgSetupUpdateRequest = z.input<typeof MsgSetupUpdateRequest>;

/** queryUnReadCount answer: the number of unread messages. */
export const UnreadCount = z.int().nonnegative();
