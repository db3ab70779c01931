// Registration by phone (`phoneRegister`) or e-mail (`emailRegister`), part1 §5, §7:
// username, the address and its code (template 4), the image captcha, a password and its
// confirmation (sent RSA-encrypted by the SDK). A new customer starts uncertified; on success
// the page says so and opens the matching sign-in after 2 s. Loaded when `#register` opens.
import { rules, SMS_TEMPLATES } from "@fixcloud/sdk";
import { getSettings } from "../../shared/settings";
import { h } from "../dom";
import { field, REDIRECT_DELAY_MS, sessions, statusLine, submitButton, submitCall, validate } from "../kit";
import { newPasswordFields, proofFields } from "./proof";

/** The registration form. */
export function registerForm(): HTMLElement {
  const id = "register";
  const status = statusLine();
  const username = field({
    form: id,
    name: "username",
    autocomplete: "username",
    maxLength: 50,
    label: "username",
    placeholder: "newUsernamePlaceholder",
  });
  const proof = proofFields(id, SMS_TEMPLATES.register, status, { email: true, image: true });
  const passwords = newPasswordFields(id, "password");
  const submit = submitButton("registerSubmit", "registering");
  const [toggle, ...proofRows] = proof.rows;
  const form = h(
    "form",
    { novalidate: true, "aria-labelledby": "login-title" },
    toggle,
    username.row,
    ...proofRows,
    ...passwords.rows,
    status.el,
    submit.el,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (submit.busy()) return;
    const ok = validate([
      [username, rules.session.username(username.input.value, getSettings().language)],
      ...proof.checks(),
      ...passwords.checks(),
    ]);
    const answer = ok ? proof.proof() : null;
    if (!answer?.image) return;
    const channel = proof.channel();
    const fields = {
      username: username.input.value,
      captcha: answer.captcha,
      ...answer.image,
      ...passwords.values(),
    };
    await submitCall(
      submit,
      status,
      () =>
        channel === "phone"
          ? sessions.phoneRegister({ ...fields, phone: proof.to() })
          : sessions.emailRegister({ ...fields, email: proof.to() }),
      {
        successKey: "registered",
        // The matching sign-in opens after 2 s.
        done: () =>
          window.setTimeout(() => {
            window.location.hash = channel === "phone" ? "#phone" : "";
          }, REDIRECT_DELAY_MS),
        refused: () => proof.refused(),
      },
    );
  });
  return form;
}
