// Schemas of notification receivers (part2 §3 Receiver, §7 "Receivers and messages", §8 codes
// 541, 544 and 777): the receiver, the create and update bodies, the pre-check and its 544
// answer, the verification sends and the pending-send list. Spec field names unchanged; the
// values are checked against the receiver form (./forms.ts) by the console, the CLI and the
// sandbox; the create and update bodies take their fields and limits from it.
import { z } from "zod";
import { Id } from "../shared/common.js";
import { formShape } from "../shared/form-schema.js";
import { receiverForm } from "./forms.js";

/** receiverId of the row that stands for the account holder itself: read-only (part2 §2). */
export const HOLDER_RECEIVER_ID = "0";

/** A verified flag of an address: 1 verified, 0 not (part2 §3 emailVerify, phoneVerify). */
export const VerifyFlag = z.union([z.literal(0), z.literal(1)]);
/** Parsed shape of {@link VerifyFlag}. */
export type VerifyFlag = z.infer<typeof VerifyFlag>;

/**
 * A receiver (part2 §3): `receiverId` as text ("0" = the account holder, see
 * {@link HOLDER_RECEIVER_ID}), name, email and phone ("" when none) with their verified flags,
 * position.
 */
export const Receiver = z.object({
  receiverId: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerify: VerifyFlag,
  phone: z.string(),
  phoneVerify: VerifyFlag,
  position: z.string(),
});
/** Parsed shape of {@link Receiver}. */
export type Receiver = z.infer<typeof Receiver>;

// Generous bounds: the rules (2-35 characters, patterns) answer with their own L-codes.
const text = z.string().max(200);

/** The body of a call without parameters (queryAll, getCreateReceiverCount, querySendVerify). */
export const ReceiverEmptyRequest = z.object({}).optional();

/** queryAll answer: every receiver of the customer, the account holder ("0") first. */
export const ReceiverList = z.array(Receiver);
/** Parsed shape of {@link ReceiverList}. */
export type ReceiverList = z.infer<typeof ReceiverList>;

/** A body naming one receiver: queryDetails, deleteReceiver (part2 §7). */
export const ReceiverIdRequest = z.object({ receiverId: Id });
/** Parsed shape of {@link ReceiverIdRequest}. */
export type ReceiverIdRequest = z.infer<typeof ReceiverIdRequest>;

// Types only: the lengths are the rules' (name and position 2 to LIMITS.receiverTextMax), which
// the sandbox checks with the receiver form, so a refusal is the rule's own message (part2 §5).
const receiverShape = formShape(receiverForm, { limits: false });

/**
 * createReceiver body (part2 §7): the receiver form's fields (./forms.ts); `phone` may be empty
 * or left out. The lengths are the form's rules (name and position 2 to 35 characters).
 */
export const ReceiverCreateRequest = z.object({
  ...receiverShape,
  phone: receiverShape.phone.default(""),
});
/** What a caller passes for {@link ReceiverCreateRequest}. */
export type ReceiverCreateRequest = z.input<typeof ReceiverCreateRequest>;

/** updateReceiver body: the create body plus `receiverId` (part2 §7). */
export const ReceiverUpdateRequest = ReceiverCreateRequest.extend({ receiverId: Id });
/** What a caller passes for {@link ReceiverUpdateRequest}. */
export type ReceiverUpdateRequest = z.input<typeof ReceiverUpdateRequest>;

/** createReceiver answer: the new receiver's id. */
export const ReceiverCreated = z.object({ receiverId: z.string() });
/** Parsed shape of {@link ReceiverCreated}. */
export type ReceiverCreated = z.infer<typeof ReceiverCreated>;

/** getCreateReceiverCount answer: how many receivers the customer has added (the holder's row not counted). */
export const ReceiverCount = z.number().int().nonnegative();

/**
 * checkRepeat body (part2 §7): the form's name, phone and email, and `receiverId` when an
 * existing receiver is edited (its own values are not duplicates).
 */
export const ReceiverCheckRequest = z.object({
  name: text,
  phone: text.optional().default(""),
  email: text,
  receiverId: Id.optional(),
});
/** What a caller passes for {@link ReceiverCheckRequest}. */
export type ReceiverCheckRequest = z.input<typeof ReceiverCheckRequest>;

/** The fields checkRepeat compares, in the order their messages are shown (part2 §8). */
export const REPEAT_FIELDS = ["name", "phone", "email"] as const;
/** A field checkRepeat compares. */
export type RepeatField = (typeof REPEAT_FIELDS)[number];

/**
 * One duplicate of a 544 answer: the field and the server's message in the request's language.
 * The 544 `data` is a list of these in {@link REPEAT_FIELDS} order (docs/receivers.md).
 */
export const RepeatMessage = z.object({ field: z.enum(REPEAT_FIELDS), message: z.string() });
/** Parsed shape of {@link RepeatMessage}. */
export type RepeatMessage = z.infer<typeof RepeatMessage>;

/** sendEmailVerify body: the address to verify and its receiver (part2 §7). */
export const SendEmailVerifyRequest = z.object({ email: text, receiverId: Id });
/** Parsed shape of {@link SendEmailVerifyRequest}. */
export type SendEmailVerifyRequest = z.infer<typeof SendEmailVerifyRequest>;

/** sendPhoneVerify body: the number to verify and its receiver (part2 §7). */
export const SendPhoneVerifyRequest = z.object({ phone: text, receiverId: Id });
/** Parsed shape of {@link SendPhoneVerifyRequest}. */
export type SendPhoneVerifyRequest = z.infer<typeof SendPhoneVerifyRequest>;

/**
 * querySendVerify answer: the addresses with a verification sent in the last 60 s (part2 §4
 * pending-send list); their resend control stays disabled.
 */
export const PendingSends = z.object({ email: z.array(z.string()), phone: z.array(z.string()) });
/** Parsed shape of {@link PendingSends}. */
export type PendingSends = z.infer<typeof PendingSends>;

/** Answer of the calls that answer `data: null` (update, delete, checkRepeat, the sends). */
export const ReceiverDone = z.null();
