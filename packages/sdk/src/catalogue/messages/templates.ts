// How a message's content reads (part2 §2 message detail: "the content depends on the template
// number"): one pure function per template turns msgContentJson into a title, lines of
// text, list items and at most one link, in the reader's language. Everything returned is plain
// text: apps render it as text, never as HTML, so markup in a message shows as typed.
import { z } from "zod";
import type { MsgContent } from "./schemas.js";

/** A link of a message (part2 §2): the console route, its search and the link's label. */
export interface MessageLink {
  readonly to: "/workOrderMng" | "/realNameInfo";
  readonly search: Readonly<Record<string, string | number>>;
  readonly label: string;
}

/** A message rendered for reading: all plain text. */
export interface RenderedMessage {
  readonly title: string;
  readonly lines: readonly string[];
  readonly items: readonly string[];
  readonly link?: MessageLink;
}

/** How a wire time reads to this reader (the console passes its time-zone formatter). */
export type TimeFormatter = (wire: string) => string;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
/**
 * The label of a key in the reader's language: the console passes i18next's `t` of the SDK's
 * namespace, Node code `(key) => translate(key, lang)`. Kept a parameter so this module does not
 * pull every area's labels into a page.
 */
export type Translate = (key: string) => string;

const say = (t: Translate, key: string, values: Record<string, string | number> = {}) => fill(t(key), values);

/** The parameters of a template, parsed from `content`'s JSON text; null when unreadable. */
function params<T extends z.ZodType>(schema: T, content: string): z.infer<T> | null {
  try {
    const r = schema.safeParse(JSON.parse(content));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** Template 1 parameters: the accounts whose service ends within 10 days. */
export const ExpiringParams = z.object({
  accounts: z.array(z.object({ accountName: z.string(), endTime: z.string() })),
});
/** Templates 2 and 3 parameters: a finished batch's counts. */
export const BatchParams = z.object({
  batchId: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
/** Template 5 parameters: why a certification was rejected. */
export const RejectedParams = z.object({ reason: z.string().nullish() });
/** Template 6 parameters: the answered ticket. */
export const TicketParams = z.object({ ticketNo: z.string(), title: z.string() });

/** Template 8 parameters: the account refused repeatedly, why, how often and the back-off (s). */
export const RefusalStormParams = z.object({
  accountName: z.string(),
  reason: z.string(),
  refusals: z.number().int(),
  windowMin: z.number(),
  firstS: z.number(),
  maxS: z.number(),
});

type Renderer = (c: MsgContent, t: Translate, time: TimeFormatter) => RenderedMessage;

/** The plain-text fallback: the stored title and text (template 7, or an unreadable one). */
const plain: Renderer = (c, t) => ({
  title: c.title || say(t, "msgTemplate.7.title"),
  lines: c.content ? c.content.split(/\r?\n/) : [],
  items: [],
});

/** One renderer per template number (enums.ts msgTemplate). */
export const TEMPLATE_RENDERERS: Readonly<Record<number, Renderer>> = {
  1: (c, t, time) => {
    const p = params(ExpiringParams, c.content);
    if (!p) return plain(c, t, time);
    return {
      title: say(t, "msgTemplate.1.title", { n: p.accounts.length }),
      lines: [say(t, "msgTemplate.1.body", { n: p.accounts.length })],
      items: p.accounts.map((a) =>
        say(t, "msgTemplate.1.item", { accountName: a.accountName, endTime: time(a.endTime) }),
      ),
    };
  },
  2: (c, t, time) => batch(2, c, t, time),
  3: (c, t, time) => batch(3, c, t, time),
  4: (_c, t) => ({
    title: say(t, "msgTemplate.4.title"),
    lines: [say(t, "msgTemplate.4.body")],
    items: [],
  }),
  5: (c, t) => {
    const reason = params(RejectedParams, c.content)?.reason?.trim();
    return {
      title: say(t, "msgTemplate.5.title"),
      lines: [say(t, "msgTemplate.5.body"), ...(reason ? [say(t, "msgTemplate.5.reason", { reason })] : [])],
      items: [],
      link: { to: "/realNameInfo", search: { type: 2 }, label: say(t, "msgTemplate.5.link") },
    };
  },
  6: (c, t, time) => {
    const p = params(TicketParams, c.content);
    if (!p) return plain(c, t, time);
    return {
      title: say(t, "msgTemplate.6.title", { ticketNo: p.ticketNo }),
      lines: [say(t, "msgTemplate.6.body", { ticketNo: p.ticketNo, title: p.title })],
      items: [],
      link: { to: "/workOrderMng", search: { id: p.ticketNo }, label: say(t, "msgTemplate.6.link") },
    };
  },
  7: plain,
  8: (c, t, time) => {
    const p = params(RefusalStormParams, c.content);
    if (!p) return plain(c, t, time);
    return {
      title: say(t, "msgTemplate.8.title", { accountName: p.accountName }),
      lines: [
        say(t, "msgTemplate.8.body", {
          accountName: p.accountName,
          refusals: p.refusals,
          windowMin: p.windowMin,
          reason: say(t, `ntripRefusalReason.${p.reason}`),
        }),
        say(t, `ntripRefusal.${p.reason}.fix`),
        say(t, "ntripRefusal.backoff", { firstS: p.firstS, maxS: p.maxS }),
      ],
      items: [],
    };
  },
};

function batch(temp: 2 | 3, c: MsgContent, t: Translate, time: TimeFormatter): RenderedMessage {
  const p = params(BatchParams, c.content);
  if (!p) return plain(c, t, time);
  const action = c.action ? say(t, `msgBatchAction.${c.action}`) : "";
  const values = { action, ...p };
  return {
    title: say(t, `msgTemplate.${temp}.title`, values),
    lines: [say(t, `msgTemplate.${temp}.body`, values)],
    items: [],
  };
}

/**
 * Render a message's content for reading with the labels of `t`: template `temp`'s renderer, or the plain
 * text of template 7 for an unknown template. Times go through `time` (default: the wire time
 * as is, UTC). Never throws on bad content: unreadable parameters fall back to plain text.
 */
export function renderMessage(
  content: MsgContent,
  t: Translate,
  time: TimeFormatter = (w) => w,
): RenderedMessage {
  return (TEMPLATE_RENDERERS[content.temp] ?? plain)(content, t, time);
}

/** A link's address in the console's hash routing, e.g. `#/workOrderMng?id=GD2026…` (part2 §2). */
export function linkHref(link: MessageLink): string {
  const query = new URLSearchParams(Object.entries(link.search).map(([k, v]) => [k, String(v)]));
  return `#${link.to}?${query}`;
}

/** The message as one plain text (title, lines, items, link) for e-mail, SMS and terminals. */
export function messageText(content: MsgContent, t: Translate, time?: TimeFormatter): string {
  const r = renderMessage(content, t, time);
  const link = r.link ? `${r.link.label}: ${linkHref(r.link)}` : "";
  return [r.title, ...r.lines, ...r.items.map((i) => `- ${i}`), link].filter(Boolean).join("\n");
}

/**
 * Build a message's content (the sandbox and tests): the template number, its parameters (JSON
 * in `content`), and for batches the action; template 7 takes `title` and `text`.
 */
export function messageContent(
  temp: number,
  parameters: Record<string, unknown> | { title: string; text: string },
  extra: { action?: string; serviceType?: string | number } = {},
): MsgContent {
  if (temp === 7) {
    const p = parameters as { title: string; text: string };
    return { title: p.title, temp, content: p.text, action: null, serviceType: null };
  }
  return {
    title: "",
    temp,
    content: JSON.stringify(parameters),
    action: extra.action ?? null,
    serviceType: extra.serviceType ?? null,
  };
}
