// The forgotten password (issue 9 / part1 §7), by phone or e-mail, in two steps: verify the
// address with its code (template 8) and the image captcha (`forgotPassVerifyPhone/Email`),
// then set a new password with the single-use token the verify step answered
// (`forgotPassResetpasswd(ByEmail)`). Loaded when `#forgot` opens.
import { FixcloudError, rules, SMS_TEMPLATES } from "@fixcloud/sdk";
import { getSettings } from "../../shared/settings";
import { h } from "../dom";
import {
  field,
  imageCaptcha,
  REDIRECT_DELAY_MS,
  sessions,
  statusLine,
  submitButton,
  t,
  translated,
  validate,
} from "../kit";
import { type Channel, channelToggle } from "./channel";
import { codeButton } from "./code-button";

/** The forgotten-password form (both steps). */
export function forgotForm(): HTMLElement {
  const id = "forgot";
  const status = statusLine();
  const captcha = imageCaptcha();
  const lang = () => getSettings().language;
  /** What the verify step proved: the address and the token the reset needs. */
  let verified: { channel: Channel; to: string; resetToken: string; user: string } | null = null;

  const phone = field({
    form: id,
    name: "phone",
    type: "tel",
    autocomplete: "tel",
    maxLength: 20,
    label: "phone",
    placeholder: "phonePlaceholder",
  });
  const email = field({
    form: id,
    name: "email",
    type: "email",
    autocomplete: "email",
    maxLength: 100,
    label: "email",
    placeholder: "emailPlaceholder",
  });
  const address = (c: Channel) => (c === "phone" ? phone : email);
  const addressRule = (c: Channel) =>
    c === "phone" ? rules.session.phone(phone.input.value, lang()) : rules.session.email(email.input.value);
  const channel = channelToggle("channelLabel", { phone: "byPhone", email: "byEmail" }, (c) => {
    address(c === "phone" ? "email" : "phone").row.replaceWith(address(c).row);
    code.relabel();
    status.clear();
  });
  const send = codeButton(
    () => {
      const c = channel.current();
      return validate([[address(c), addressRule(c)]])
        ? { to: address(c).input.value.trim(), channel: c }
        : null;
    },
    SMS_TEMPLATES.forgotPassword,
    status,
  );
  const image = field({
    form: id,
    name: "code",
    maxLength: 4,
    label: "imageCaptcha",
    placeholder: "captchaPlaceholder",
    addon: captcha.button,
  });
  const code = field({
    form: id,
    name: "captcha",
    autocomplete: "one-time-code",
    maxLength: 4,
    label: () => (channel.current() === "phone" ? "smsCode" : "emailCode"),
    placeholder: "codePlaceholder",
    addon: send.el,
  });
  const next = submitButton("next", "verifying");

  const password = field({
    form: id,
    name: "newPassword",
    type: "password",
    autocomplete: "new-password",
    maxLength: 20,
    label: "newPassword",
    placeholder: "newPasswordPlaceholder",
  });
  const confirm = field({
    form: id,
    name: "confirmPassword",
    type: "password",
    autocomplete: "new-password",
    maxLength: 20,
    label: "confirmPassword",
    placeholder: "confirmPasswordPlaceholder",
  });
  const reset = submitButton("resetSubmit", "resetting");
  const forUser = translated(h("p", { class: "lg-sub" }), (e) => {
    e.textContent = verified ? t("resetFor", { user: verified.user }) : "";
  });

  const verifyStep = h("div", {}, channel.el, phone.row, image.row, code.row, next.el);
  const resetStep = h("div", {}, forUser, password.row, confirm.row, reset.el);
  const form = h("form", { novalidate: true, "aria-labelledby": "login-title" }, verifyStep, status.el);

  async function onVerify() {
    const c = channel.current();
    const ok = validate([
      [address(c), addressRule(c)],
      [image, rules.session.captcha(image.input.value)],
      [code, rules.session.captcha(code.input.value)],
    ]);
    const uuid = captcha.current()?.uuid;
    if (!ok) return;
    if (!uuid) {
      void captcha.refresh();
      return;
    }
    next.setBusy(true);
    status.clear();
    try {
      const proof = { captcha: code.input.value, code: image.input.value, uuid };
      const to = address(c).input.value.trim();
      const result =
        c === "phone"
          ? await sessions.forgotPassVerifyPhone({ ...proof, phone: to })
          : await sessions.forgotPassVerifyEmail({ ...proof, email: to });
      verified = { channel: c, to, resetToken: result.resetToken, user: result.user_name };
      forUser.textContent = t("resetFor", { user: result.user_name });
      verifyStep.replaceWith(resetStep);
      password.input.focus();
    } catch (err) {
      status.error((err instanceof FixcloudError && err.message) || t("failed"));
      image.input.value = "";
      void captcha.refresh();
    } finally {
      next.setBusy(false);
    }
  }

  async function onReset() {
    if (!verified) return;
    const ok = validate([
      [password, rules.session.password(password.input.value)],
      [confirm, rules.session.confirmPassword(password.input.value, confirm.input.value)],
    ]);
    if (!ok) return;
    reset.setBusy(true);
    status.clear();
    const v = verified;
    try {
      const fields = {
        resetToken: v.resetToken,
        newPassword: password.input.value,
        confirmPassword: confirm.input.value,
      };
      if (v.channel === "phone") await sessions.forgotPassResetpasswd({ ...fields, phone: v.to });
      else await sessions.forgotPassResetpasswdByEmail({ ...fields, email: v.to });
      status.show("success", "resetDone");
      reset.finish();
      window.setTimeout(() => {
        window.location.hash = "";
      }, REDIRECT_DELAY_MS);
    } catch (err) {
      // The token is single use: a refused reset starts again from the verify step.
      status.error((err instanceof FixcloudError && err.message) || t("failed"));
      verified = null;
      code.input.value = "";
      image.input.value = "";
      resetStep.replaceWith(verifyStep);
      void captcha.refresh();
    } finally {
      reset.setBusy(false);
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (next.busy() || reset.busy()) return;
    void (verified ? onReset() : onVerify());
  });
  void captcha.refresh();
  return form;
}
