// Sign-in by phone + SMS code (`loginByPhone`, with the image captcha) and by SMS only
// (`smsNoLogin`), part1 §5, §7. Loaded when the person opens `#phone` or `#sms`.
import { SMS_TEMPLATES } from "@fixcloud/sdk";
import { h } from "../dom";
import { enterConsole, sessions, statusLine, submitButton, submitCall, validate } from "../kit";
import { proofFields } from "./proof";

/** The form of `kind`: "phone" (phone, image captcha, SMS code) or "sms" (phone and SMS code). */
export function smsLoginForm(kind: "phone" | "sms"): HTMLElement {
  const status = statusLine();
  const proof = proofFields(`login-${kind}`, SMS_TEMPLATES.login, status, { image: kind === "phone" });
  const submit = submitButton("submit", "submitting");
  const form = h(
    "form",
    { novalidate: true, "aria-labelledby": "login-title" },
    ...proof.rows,
    status.el,
    submit.el,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (submit.busy() || !validate(proof.checks())) return;
    const answer = proof.proof();
    if (!answer) return;
    const phone = proof.to();
    await submitCall(
      submit,
      status,
      () =>
        answer.image
          ? sessions.loginByPhone({ ...answer.image, captcha: answer.captcha, phone })
          : sessions.smsNoLogin({ captcha: answer.captcha, phone }),
      { successKey: "success", done: enterConsole, refused: () => proof.refused() },
    );
  });
  return form;
}
