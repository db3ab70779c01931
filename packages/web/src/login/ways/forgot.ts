// The forgotten password (part1 §7), by phone or e-mail, in two steps: verify the
// address with its code (template 8) and the image captcha (`forgotPassVerifyPhone/Email`),
// then set a new password with the single-use token the verify step answered
// (`forgotPassResetpasswd(ByEmail)`). Loaded when `#forgot` opens.
import { SMS_TEMPLATES } from "@fixcloud/sdk";
import { h } from "../dom";
import {
  REDIRECT_DELAY_MS,
  sessions,
  statusLine,
  submitButton,
  submitCall,
  t,
  translated,
  validate,
} from "../kit";
import type { Channel } from "./channel";
import { newPasswordFields, proofFields } from "./proof";

/** The forgotten-password form (both steps). */
export function forgotForm(): HTMLElement {
  const id = "forgot";
  const status = statusLine();
  /** What the verify step proved: the address and the token the reset needs. */
  let verified: { channel: Channel; to: string; resetToken: string; user: string } | null = null;

  const proof = proofFields(id, SMS_TEMPLATES.forgotPassword, status, { email: true, image: true });
  const next = submitButton("next", "verifying");
  const passwords = newPasswordFields(id, "newPassword");
  const reset = submitButton("resetSubmit", "resetting");
  const forUser = translated(h("p", { class: "lg-sub" }), (e) => {
    e.textContent = verified ? t("resetFor", { user: verified.user }) : "";
  });
  const verifyStep = h("div", {}, ...proof.rows, next.el);
  const resetStep = h("div", {}, forUser, ...passwords.rows, reset.el);
  const form = h("form", { novalidate: true, "aria-labelledby": "login-title" }, verifyStep, status.el);

  async function onVerify() {
    const answer = validate(proof.checks()) ? proof.proof() : null;
    if (!answer?.image) return;
    const channel = proof.channel();
    const to = proof.to();
    const sent = { captcha: answer.captcha, ...answer.image };
    await submitCall(
      next,
      status,
      () =>
        channel === "phone"
          ? sessions.forgotPassVerifyPhone({ ...sent, phone: to })
          : sessions.forgotPassVerifyEmail({ ...sent, email: to }),
      {
        done: (result) => {
          verified = { channel, to, resetToken: result.resetToken, user: result.user_name };
          forUser.textContent = t("resetFor", { user: result.user_name });
          verifyStep.replaceWith(resetStep);
          passwords.password.input.focus();
        },
        refused: () => proof.refused(),
      },
    );
  }

  async function onReset(v: NonNullable<typeof verified>) {
    if (!validate(passwords.checks())) return;
    const { password, confirmPassword } = passwords.values();
    const fields = { resetToken: v.resetToken, newPassword: password, confirmPassword };
    await submitCall(
      reset,
      status,
      () =>
        v.channel === "phone"
          ? sessions.forgotPassResetpasswd({ ...fields, phone: v.to })
          : sessions.forgotPassResetpasswdByEmail({ ...fields, email: v.to }),
      {
        successKey: "resetDone",
        done: () =>
          window.setTimeout(() => {
            window.location.hash = "";
          }, REDIRECT_DELAY_MS),
        // The token is single use: a refused reset starts again from the verify step.
        refused: () => {
          verified = null;
          proof.reset();
          resetStep.replaceWith(verifyStep);
        },
      },
    );
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (next.busy() || reset.busy()) return;
    void (verified ? onReset(verified) : onVerify());
  });
  return form;
}
