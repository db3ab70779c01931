// The "send code" button of the ways in (part1 §9, part2 §8): sends an SMS or e-mail
// code, then counts down 60 s on the button. A click during the countdown sends nothing and
// says how long to wait; a 460 from the server keeps (or restores) the countdown from the
// server's `resendIn` and shows the server's message.
import { type SmsTemplate, TooFrequentError } from "@fixcloud/sdk";
import { h } from "../dom";
import { onLanguage, sessions, type statusLine, t } from "../kit";

/** The resend wait when the server does not say (part1 §9), ms. */
const RESEND_MS = 60_000;

/** Where the code goes: the recipient, checked by the form (null when the field is invalid). */
export type Recipient = () => { to: string; channel: "phone" | "email" } | null;

/** A send-code button for `template`, reporting on `status`. */
export function codeButton(
  recipient: Recipient,
  template: SmsTemplate,
  status: ReturnType<typeof statusLine>,
) {
  let until = 0;
  let sending = false;
  let timer: number | undefined;
  const el = h("button", { type: "button", class: "lg-code-btn" });
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const render = () => {
    const s = left();
    el.textContent = sending ? t("sending") : s > 0 ? t("resendIn", { seconds: s }) : t("sendCode");
    el.setAttribute("aria-busy", String(sending));
    if (s === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
  const countFrom = (ms: number) => {
    until = Date.now() + ms;
    if (timer === undefined) timer = window.setInterval(render, 1000);
    render();
  };
  onLanguage(render);
  render();

  el.addEventListener("click", async () => {
    if (sending) return;
    if (left() > 0) {
      status.error(t("codeWait", { seconds: left() }));
      return;
    }
    const to = recipient();
    if (!to) return;
    sending = true;
    render();
    try {
      const sent = await sessions.sendCode({ to: to.to, channel: to.channel, template });
      status.show("success", to.channel === "email" ? "codeSentEmail" : "codeSent");
      countFrom(sent.resendIn);
    } catch (err) {
      if (err instanceof TooFrequentError) countFrom(err.resendIn ?? RESEND_MS);
      status.failure(err);
    } finally {
      sending = false;
      render();
    }
  });
  return { el };
}
