// Sign-in by phone + SMS code (`loginByPhone`, with the image captcha) and by SMS only
// (`smsNoLogin`), issue 9 / part1 §5, §7. Loaded when the person opens `#phone` or `#sms`.
import { FixcloudError, rules, SMS_TEMPLATES } from "@fixcloud/sdk";
import { getSettings } from "../../shared/settings";
import { h } from "../dom";
import { enterConsole, field, imageCaptcha, sessions, statusLine, submitButton, t, validate } from "../kit";
import { codeButton } from "./code-button";

/** The form of `kind`: "phone" (phone, image captcha, SMS code) or "sms" (phone and SMS code). */
export function smsLoginForm(kind: "phone" | "sms"): HTMLElement {
  const id = `login-${kind}`;
  const status = statusLine();
  const captcha = kind === "phone" ? imageCaptcha() : null;
  const phone = field({
    form: id,
    name: "phone",
    type: "tel",
    autocomplete: "tel",
    maxLength: 20,
    label: "phone",
    placeholder: "phonePlaceholder",
  });
  const phoneRule = () => rules.session.phone(phone.input.value, getSettings().language);
  const send = codeButton(
    () => (validate([[phone, phoneRule()]]) ? { to: phone.input.value.trim(), channel: "phone" } : null),
    SMS_TEMPLATES.login,
    status,
  );
  const image = captcha
    ? field({
        form: id,
        name: "code",
        maxLength: 4,
        label: "imageCaptcha",
        placeholder: "captchaPlaceholder",
        addon: captcha.button,
      })
    : null;
  const sms = field({
    form: id,
    name: "captcha",
    autocomplete: "one-time-code",
    maxLength: 4,
    label: "smsCode",
    placeholder: "codePlaceholder",
    addon: send.el,
  });
  const submit = submitButton("submit", "submitting");

  const form = h(
    "form",
    { novalidate: true, "aria-labelledby": "login-title" },
    phone.row,
    image?.row,
    sms.row,
    status.el,
    submit.el,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (submit.busy()) return;
    const ok = validate([
      [phone, phoneRule()],
      ...(image ? [[image, rules.session.captcha(image.input.value)] as const] : []),
      [sms, rules.session.captcha(sms.input.value)],
    ]);
    if (!ok) return;
    const uuid = captcha?.current()?.uuid;
    if (captcha && !uuid) {
      void captcha.refresh();
      return;
    }
    submit.setBusy(true);
    status.clear();
    try {
      const values = { phone: phone.input.value, captcha: sms.input.value };
      const session =
        image && uuid
          ? await sessions.loginByPhone({ ...values, code: image.input.value, uuid })
          : await sessions.smsNoLogin(values);
      status.show("success", "success");
      submit.finish();
      enterConsole(session);
    } catch (err) {
      status.error((err instanceof FixcloudError && err.message) || t("failed"));
      if (image && captcha) {
        image.input.value = "";
        void captcha.refresh();
      }
    } finally {
      submit.setBusy(false);
    }
  });
  void captcha?.refresh();
  return form;
}
