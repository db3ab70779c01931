// The messages' SDK resource (part2 §7 msg/* and message/MsgSetUp/*) on the console's transport,
// and the receivers list the recipient chooser reads.
import { Messages, endpoints } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Message and message-setting calls. */
export const messages = new Messages(transport);

/** A receiver as the recipient chooser shows it (part2 §3 Receiver). */
export interface ReceiverOption {
  receiverId: string;
  name: string;
  email: string;
  emailVerify: number;
  phone: string;
  phoneVerify: number;
  position: string;
}

/**
 * The customer's receivers (`receivers.queryAll`). REQUEST: use the receivers resource and its
 * schema once the receivers helper models them (issue 10); until then the answer is catalogued
 * as unknown, so this reads it with a minimal local parse (an array, or `records`/`list` of one).
 */
export async function receiverOptions(signal?: AbortSignal): Promise<ReceiverOption[]> {
  const data: unknown = await transport.call(endpoints["receivers.queryAll"], {}, { signal });
  const rows = Array.isArray(data)
    ? data
    : ((data as { records?: unknown[]; list?: unknown[] } | null)?.records ??
      (data as { list?: unknown[] } | null)?.list ??
      []);
  return rows.flatMap((raw) => {
    const r = raw as Record<string, unknown>;
    if (r.receiverId === undefined || r.receiverId === null) return [];
    const text = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));
    return [
      {
        receiverId: text(r.receiverId),
        name: text(r.name),
        email: text(r.email),
        emailVerify: Number(r.emailVerify) === 1 ? 1 : 0,
        phone: text(r.phone),
        phoneVerify: Number(r.phoneVerify) === 1 ? 1 : 0,
        position: text(r.position),
      },
    ];
  });
}
