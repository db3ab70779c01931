// Who is told by e-mail and SMS (part2 §2 message settings: "each recipient with an unverified
// email, phone or both gets a warning"): an address receives a type's messages only
// once it is verified. The settings screen warns about the others; the sandbox delivers by it.

/** The verification fields of a recipient (part2 §3 Receiver); 1 verified. */
export interface RecipientAddresses {
  readonly email: string;
  readonly emailVerify: number;
  readonly phone: string;
  readonly phoneVerify: number;
}

/** A delivery channel of message settings besides in-station. */
export type DeliveryChannel = "email" | "phone";

/**
 * The channels on which `r` will not be reached because its address is not verified: `email`
 * when it has an e-mail that is not verified, `phone` likewise (an empty phone is optional and
 * not warned about). Empty: every address it has is verified.
 */
export function unverifiedChannels(r: RecipientAddresses): DeliveryChannel[] {
  const out: DeliveryChannel[] = [];
  if (r.email && r.emailVerify !== 1) out.push("email");
  if (r.phone && r.phoneVerify !== 1) out.push("phone");
  return out;
}

/** Whether a message of a settings row reaches `r` on `channel` (switched on, address verified). */
export function reaches(r: RecipientAddresses, channel: DeliveryChannel): boolean {
  return channel === "email"
    ? Boolean(r.email) && r.emailVerify === 1
    : Boolean(r.phone) && r.phoneVerify === 1;
}
