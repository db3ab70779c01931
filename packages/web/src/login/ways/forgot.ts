// The forgotten password (issue 9 / part1 §7), by phone or e-mail, in two steps: verify the
// address with its code (template 8) and the image captcha (`forgotPassVerifyPhone/Email`),
// then set a new password with the single-use token the verify step answered
// (`forgotPassResetpasswd(ByEmail)`). Loaded when `#forgot` opens.
import { SMS_TEMPLATES } from "@fixcloud/sdk";
import { h } from "../dom";
import { REDIRECT_DELAY_MS, sessions, statusLine, submitButton, t, translated, validate } from "../kit";
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
    next.setBusy(true);
    status.clear();
    try {
      const channel = proof.channel();
      const to = proof.to();
      const sent = { captcha: answer.captcha, ...answer.image };
      const result =
        channel === "phone"
          ? await sessions.forgotPassVerifyPhone({ ...sent, phone: to })
          : await sessions.forgotPassVerifyEmail({ ...sent, email: to });
      verified = { channel, to, resetToken: result.resetToken, user: result.user_name };
      forUser.textContent = t("resetFor", { user: result.user_name });
      verifyStep.replaceWith(resetStep);
      passwords.password.input.focus();
    } catch (err) {
      status.failure(err);
      proof.refused();
    } finally {
      next.setBusy(false);
    }
  }

  async function onReset(v: NonNullable<typeof verified>) {
    if (!validate(passwords.checks())) return;
    reset.setBusy(true);
    status.clear();
    try {
      const { password, confirmPassword } = passwords.values();
      const fields = { resetToken: v.resetToken, newPassword: password, confirmPassword };
      if (v.channel === "phone") await sessions.forgotPassResetpasswd({ ...fields, phone: v.to });
      else await sessions.forgotPassResetpasswdByEmail({ ...fields, email: v.to });
      status.show("success", "resetDone");
      reset.finish();
      window.setTimeout(() => {
        window.location.hash = "";
      }, REDIRECT_DELAY_MS);
    } catch (err) {
      // The token is single use: a refused reset starts again from the verify step.
      status.failure(err);
      verified = null;
      proof.reset();
      resetStep.replaceWith(verifyStep);
    } finally {
      reset.setBusy(false);
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (next.busy() || reset.busy()) return;
    void (verified ? onReset(verified) : onVerify());
  });
  return form;
}
