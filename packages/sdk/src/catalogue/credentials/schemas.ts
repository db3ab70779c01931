// Schemas of the access credentials (part2 §3 "Access credential": accessKey, accessSecret,
// createTime; part2 §7 getAccessKey and getAccessSecret).
import { z } from "zod";
import { CustomerId, WireTime } from "../shared/common.js";

/** getAccessKey body: the caller's customer (filled by the SDK from the client's customerId). */
export const AccessKeyRequest = z.object({ customerId: CustomerId });
/** Input shape of {@link AccessKeyRequest}. */
export type AccessKeyRequest = z.input<typeof AccessKeyRequest>;

/** One AccessKey of the customer, without its secret; `createTime` a wire time (UTC). */
export const AccessKey = z.object({ accessKey: z.string(), createTime: WireTime });
/** Parsed shape of {@link AccessKey}. */
export type AccessKey = z.infer<typeof AccessKey>;

/** getAccessKey answer: the customer's keys, oldest first. */
export const AccessKeyList = z.array(AccessKey);

/**
 * getAccessSecret body: the customer, the account's phone the code was sent to (optional: the
 * sandbox takes the account's own when absent) and the 4-character SMS code of template 11.
 */
export const AccessSecretRequest = z.object({
  customerId: CustomerId,
  phone: z.string().trim().max(20).optional(),
  captcha: z.string().trim().max(20),
});
/** Input shape of {@link AccessSecretRequest}. */
export type AccessSecretRequest = z.input<typeof AccessSecretRequest>;

/** An AccessKey with its secret: shown once, never stored by a client. */
export const AccessCredential = AccessKey.extend({ accessSecret: z.string() });
/** Parsed shape of {@link AccessCredential}. */
export type AccessCredential = z.infer<typeof AccessCredential>;

/** getAccessSecret answer: every key of the customer with its secret. */
export const AccessCredentialList = z.array(AccessCredential);
