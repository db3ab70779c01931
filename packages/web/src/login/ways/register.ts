// Registration by phone (`phoneRegister`) or e-mail (`emailRegister`), issue 9 / part1 §5, §7:
// username, the address and its code (template 4), the image captcha, a password and its
// confirmation (sent RSA-encrypted by the SDK). A new customer starts uncertified; on success
// the page says so and opens the matching sign-in after 2 s. Loaded when `#register` opens.
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
  validate,
} from "../kit";
import { type Channel, channelToggle } from "./channel";
import { codeButton } from "./code-button";

/** The registration form. */
export function registerForm(): HTMLElement {
  const id = "register";
  const status = statusLine();
  const captcha = imageCaptcha();
  const lang = () => getSettings().language;
  const username = field({
    form: id,
    name: "username",
    autocomplete: "username",
    maxLength: 50,
    label: "username",
    placeholder: "newUsernamePlaceholder",
  });
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
    SMS_TEMPLATES.register,
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
  const password = field({
    form: id,
    name: "password",
    type: "password",
    autocomplete: "new-password",
    maxLength: 20,
    label: "password",
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
  const submit = submitButton("registerSubmit", "registering");

  const form = h(
    "form",
    { novalidate: true, "aria-labelledby": "login-title" },
    channel.el,
    username.row,
    phone.row,
    image.row,
    code.row,
    password.row,
    confirm.row,
    status.el,
    submit.el,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (submit.busy()) return;
    const c = channel.current();
    const ok = validate([
      [username, rules.session.username(username.input.value, lang())],
      [address(c), addressRule(c)],
      [image, rules.session.captcha(image.input.value)],
      [code, rules.session.captcha(code.input.value)],
      [password, rules.session.password(password.input.value)],
      [confirm, rules.session.confirmPassword(password.input.value, confirm.input.value)],
    ]);
    const uuid = captcha.current()?.uuid;
    if (!ok) return;
    if (!uuid) {
      void captcha.refresh();
      return;
    }
    submit.setBusy(true);
    status.clear();
    try {
      const common = {
        username: username.input.value,
        captcha: code.input.value,
        password: password.input.value,
        confirmPassword: confirm.input.value,
        code: image.input.value,
        uuid,
      };
      if (c === "phone") await sessions.phoneRegister({ ...common, phone: phone.input.value });
      else await sessions.emailRegister({ ...common, email: email.input.value });
      status.show("success", "registered");
      submit.finish();
      window.setTimeout(() => {
        window.location.hash = c === "phone" ? "#phone" : "";
      }, REDIRECT_DELAY_MS);
    } catch (err) {
      status.error((err instanceof FixcloudError && err.message) || t("failed"));
      image.input.value = "";
      void captcha.refresh();
    } finally {
      submit.setBusy(false);
    }
  });
  void captcha.refresh();
  return form;
}
