// Notification receivers (part2 §2 receiver list, §4 verification, §5 rules, §7 message/receiver,
// §8 codes 541, 544, 777): the list with its limit flag, one receiver, the count, create, update
// and delete with trimmed values, the duplicate pre-check, the verification sends and the
// pending-send list. The SDK decides here, once, what 777 and 541 mean for a caller.
import { receiversEndpoints as E } from "../catalogue/receivers/endpoints.js";
import type { VerifyIndicator } from "../catalogue/receivers/enums.js";
import { type ReceiverForm, receiverValues } from "../catalogue/receivers/rules.js";
import {
  HOLDER_RECEIVER_ID,
  type PendingSends,
  type Receiver,
  type ReceiverCreated,
  ReceiverList,
} from "../catalogue/receivers/schemas.js";
import { L, LIMITS } from "../catalogue/shared/rules.js";
import { AlreadySentError, ReceiverLimitError } from "../core/errors.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** A channel a receiver's address is verified on. */
export type VerifyChannel = "email" | "phone";

/** What {@link Receivers.list} answers: the receivers, and whether no more may be added. */
export interface ReceiverListResult {
  /** Every receiver, the account holder's row ("0") first. */
  receivers: Receiver[];
  /**
   * True when the server answered 777 (no more can be added, part2 §8) or the customer's own
   * receivers number {@link LIMITS.receiversMax} (10). The add action is then disabled with L000692.
   */
  limitReached: boolean;
}

/** Parameters of {@link Receivers.create}: the form (part2 §3; `tell` is the phone, optional). */
export type ReceiverCreateParams = ReceiverForm;
/** Parameters of {@link Receivers.update}: the form plus the receiver's id. */
export type ReceiverUpdateParams = ReceiverForm & { receiverId: string };
/** Parameters of {@link Receivers.checkRepeat}: the form and, when editing, the receiver's id. */
export type ReceiverCheckParams = ReceiverForm & { receiverId?: string | undefined };

/** True for the row that stands for the account holder: it has no edit, delete or resend (part2 §2). */
export const isHolderReceiver = (r: Pick<Receiver, "receiverId">): boolean =>
  r.receiverId === HOLDER_RECEIVER_ID;

/** The receivers the customer added (the holder's row not counted), against the limit of 10. */
export const addedReceiverCount = (list: readonly Pick<Receiver, "receiverId">[]): number =>
  list.filter((r) => !isHolderReceiver(r)).length;

/**
 * Why the receiver page's add action is blocked, as the L-code it shows, or null when it is not
 * (part2 §2, §5, §8): L000519 ("not certified, cannot add") for a customer the session marks as
 * not certified — its 405 reaches the receiver list as 777 (part1 §8), so there a 777 says
 * nothing about the count, and the customer is asked to certify rather than told of a limit —
 * else L000692 when the list says no more may be added (777 or 10 receivers).
 */
export function receiverAddBlock(
  list: Pick<ReceiverListResult, "limitReached">,
  session: { nocertified: boolean },
): typeof L.notCertified | typeof L.receiverLimit | null {
  if (session.nocertified) return L.notCertified;
  return list.limitReached ? L.receiverLimit : null;
}

/**
 * The indicator of an address before any send (part2 §4): 4 when verified, else 0. A receiver
 * without a phone has nothing to verify on that channel (0).
 */
export function verifyStateOf(receiver: Receiver, channel: VerifyChannel): VerifyIndicator {
  return (channel === "email" ? receiver.emailVerify : receiver.phoneVerify) === 1 ? 4 : 0;
}

/** Whether `address` is in the pending-send list of `channel` (its resend stays disabled for 60 s). */
export function isPendingSend(
  pending: PendingSends | undefined,
  channel: VerifyChannel,
  address: string,
): boolean {
  return !!pending && pending[channel].includes(address.trim());
}

/**
 * Receivers of the signed-in customer (part2 §7, push service). Calls throw ApiError
 * (ForbiddenError without JSR_JSF862, NotFoundError for an unknown receiverId, the rule's message
 * as a 400 for a bad field, ReceiverLimitError when creating an 11th), ConnectionError,
 * TimeoutError.
 */
export class Receivers extends APIResource {
  /**
   * `receivers.queryAll`: every receiver and the limit flag. A 777 answer (no more can be added)
   * is not an error here: its list is read from the answer and `limitReached` is true.
   */
  async list(options?: CallOptions): Promise<ReceiverListResult> {
    try {
      const receivers = await this.transport.call(E.queryAll, {}, options);
      return { receivers, limitReached: addedReceiverCount(receivers) >= LIMITS.receiversMax };
    } catch (e) {
      if (!(e instanceof ReceiverLimitError)) throw e;
      const parsed = ReceiverList.safeParse(e.data);
      return { receivers: parsed.success ? parsed.data : [], limitReached: true };
    }
  }

  /** `receivers.queryDetails`: one receiver. NotFoundError when it is not the customer's. */
  retrieve(receiverId: string, options?: CallOptions): Promise<Receiver> {
    return this.transport.call(E.queryDetails, { receiverId }, options);
  }

  /** `receivers.getCreateReceiverCount`: how many receivers the customer has added (0 to 10). */
  count(options?: CallOptions): Promise<number> {
    return this.transport.call(E.getCreateReceiverCount, {}, options);
  }

  /**
   * `receivers.createReceiver` with the values trimmed (part2 §5); answers the new id. The
   * server refuses a field that breaks a rule (400, the rule's message) and an 11th receiver
   * (ReceiverLimitError, 777).
   */
  create(params: ReceiverCreateParams, options?: CallOptions): Promise<ReceiverCreated> {
    return this.transport.call(E.createReceiver, receiverValues(params), options);
  }

  /**
   * `receivers.updateReceiver` with the values trimmed. A changed email or phone loses its
   * verified flag. The holder's row ("0") cannot be edited (400).
   */
  async update(params: ReceiverUpdateParams, options?: CallOptions): Promise<void> {
    await this.transport.call(
      E.updateReceiver,
      { ...receiverValues(params), receiverId: params.receiverId },
      options,
    );
  }

  /** `receivers.deleteReceiver`. The holder's row ("0") cannot be deleted (400). */
  async delete(receiverId: string, options?: CallOptions): Promise<void> {
    await this.transport.call(E.deleteReceiver, { receiverId }, options);
  }

  /**
   * `receivers.checkRepeat`, the pre-check before a create or update: resolves when no other
   * receiver of the customer has the same name, phone or email; otherwise throws
   * ReceiverFieldsError (544) whose `.fields` lists each duplicate with its message.
   */
  async checkRepeat(params: ReceiverCheckParams, options?: CallOptions): Promise<void> {
    const body =
      params.receiverId === undefined
        ? receiverValues(params)
        : { ...receiverValues(params), receiverId: params.receiverId };
    const { position: _, ...check } = body;
    await this.transport.call(E.checkRepeat, check, options);
  }

  /**
   * Send a verification of a receiver's email (`sendEmailVerify`) or phone (`sendPhoneVerify`)
   * and answer the indicator state of part2 §4: 1 sent, or 2 when the server answered 541
   * (already sent within 60 s: treated as success). Other failures throw (indicator 3).
   */
  async sendVerify(
    channel: VerifyChannel,
    receiverId: string,
    address: string,
    options?: CallOptions,
  ): Promise<VerifyIndicator> {
    try {
      if (channel === "email")
        await this.transport.call(E.sendEmailVerify, { email: address.trim(), receiverId }, options);
      else await this.transport.call(E.sendPhoneVerify, { phone: address.trim(), receiverId }, options);
      return 1;
    } catch (e) {
      if (e instanceof AlreadySentError) return 2;
      throw e;
    }
  }

  /** `receivers.querySendVerify`: the addresses with a send in the last 60 s, `{ email, phone }`. */
  pendingSends(options?: CallOptions): Promise<PendingSends> {
    return this.transport.call(E.querySendVerify, {}, options);
  }
}
