// The fields that prove an address on the ways in (part1 §5): the phone (or, with the
// phone / e-mail choice, the e-mail), the image captcha when the call asks for one, and the SMS
// or e-mail code with its send button; and the new password with its confirmation. Each form
// (sms-login, register, forgot) composes them, so a rule or a field is written once.
import { type LCode, rules, type SmsTemplate } from "@fixcloud/sdk";
import { getSettings } from "../../shared/settings";
import { type Field, field, imageCaptcha, type statusLine, validate } from "../kit";
import { type Channel, channelToggle } from "./channel";
import { codeButton } from "./code-button";

/** Options of {@link proofFields}: offer the e-mail too; ask for the image captcha. */
export interface ProofOptions {
  email?: boolean;
  image?: boolean;
}

/** Address, image captcha and code fields of form `form`, sending codes of `template`. */
export function proofFields(
  form: string,
  template: SmsTemplate,
  status: ReturnType<typeof statusLine>,
  opts: ProofOptions = {},
) {
  const lang = () => getSettings().language;
  const phone = field({
    form,
    name: "phone",
    type: "tel",
    autocomplete: "tel",
    maxLength: 20,
    label: "sdk:field.phone",
    placeholder: "phonePlaceholder",
  });
  const email = field({
    form,
    name: "email",
    type: "email",
    autocomplete: "email",
    maxLength: 100,
    label: "sdk:field.email",
    placeholder: "emailPlaceholder",
  });
  const address = (c: Channel): Field => (c === "phone" ? phone : email);
  const toggle = opts.email
    ? channelToggle("channelLabel", { phone: "sdk:field.phone", email: "sdk:field.email" }, (c) => {
        address(c === "phone" ? "email" : "phone").row.replaceWith(address(c).row);
        code.relabel();
        status.clear();
      })
    : null;
  const channel = (): Channel => toggle?.current() ?? "phone";
  const addressCheck = (): readonly [Field, LCode | null] => {
    const c = channel();
    return [
      address(c),
      c === "phone" ? rules.session.phone(phone.input.value, lang()) : rules.session.email(email.input.value),
    ];
  };
  const to = () => address(channel()).input.value.trim();
  const send = codeButton(
    () => (validate([addressCheck()]) ? { to: to(), channel: channel() } : null),
    template,
    status,
  );
  const captcha = opts.image ? imageCaptcha() : null;
  const image = captcha
    ? field({
        form,
        name: "code",
        maxLength: 4,
        label: "imageCaptcha",
        placeholder: "captchaPlaceholder",
        addon: captcha.button,
      })
    : null;
  const code = field({
    form,
    name: "captcha",
    autocomplete: "one-time-code",
    maxLength: 4,
    label: () => (channel() === "phone" ? "sdk:field.verificationCode" : "emailCode"),
    placeholder: "codePlaceholder",
    addon: send.el,
  });
  void captcha?.refresh();

  return {
    /** The rows in form order (the address row is the phone's until the choice changes). */
    rows: [toggle?.el, phone.row, image?.row, code.row],
    channel,
    to,
    /** The rule of every field, for {@link validate}. */
    checks: (): (readonly [Field, LCode | null])[] => [
      addressCheck(),
      ...(image ? [[image, rules.session.captcha(image.input.value)] as const] : []),
      [code, rules.session.captcha(code.input.value)],
    ],
    /**
     * The code and, with the image captcha, its answer; null (and a new picture) when the
     * picture has not loaded yet.
     */
    proof(): { captcha: string; image?: { code: string; uuid: string } } | null {
      if (!captcha || !image) return { captcha: code.input.value };
      const uuid = captcha.current()?.uuid;
      if (!uuid) {
        void captcha.refresh();
        return null;
      }
      return { captcha: code.input.value, image: { code: image.input.value, uuid } };
    },
    /** After a refusal: the image captcha is spent, so clear it and show a new one. */
    refused(): void {
      if (image) image.input.value = "";
      void captcha?.refresh();
    },
    /** Start again (the forgotten password's reset was refused): clear the typed codes. */
    reset(): void {
      code.input.value = "";
      this.refused();
    },
  };
}

/** A new password and its confirmation (registration: "password"; reset: "newPassword"). */
export function newPasswordFields(form: string, name: "password" | "newPassword") {
  const password = field({
    form,
    name,
    type: "password",
    autocomplete: "new-password",
    maxLength: 20,
    label: name,
    placeholder: "newPasswordPlaceholder",
  });
  const confirm = field({
    form,
    name: "confirmPassword",
    type: "password",
    autocomplete: "new-password",
    maxLength: 20,
    label: "sdk:field.confirmPassword",
    placeholder: "confirmPasswordPlaceholder",
  });
  return {
    password,
    rows: [password.row, confirm.row],
    checks: (): (readonly [Field, LCode | null])[] => [
      [password, rules.session.password(password.input.value)],
      [confirm, rules.session.confirmPassword(password.input.value, confirm.input.value)],
    ],
    values: () => ({ password: password.input.value, confirmPassword: confirm.input.value }),
  };
}
