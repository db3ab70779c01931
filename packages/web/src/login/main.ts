// Entry of login.html: the sign-in form of part1 §4-5 (username, password, image captcha).
// Plain DOM on purpose: the page's whole script budget is 100 KB gzipped and the SDK (with
// zod and the endpoint catalogue) already needs ~40 KB of it; node-forge loads on submit
// through the SDK's lazy crypto. On success the session is stored and, after 2 s, the
// console opens at the remembered location. Opened for a reason (`?reason=expired`: the session
// ended), the page says so until the user signs in again (issue 7).
import "./login.css";
import { FixcloudError, type ImageCaptcha, type Language, Session, sharedLabels } from "@fixcloud/sdk";
import i18next from "i18next";
import { applyLanguage, initI18n, LANGUAGES } from "../i18n";
import enCommon from "../i18n/locales/en/common.json";
import enLogin from "../i18n/locales/en/login.json";
import zhCommon from "../i18n/locales/zh-CN/common.json";
import zhLogin from "../i18n/locales/zh-CN/login.json";
import { makeTransport } from "../shared/transport";
import { getSettings, updateSettings } from "../shared/settings";
import { readReturnTo, writeReturnTo, writeSession } from "../shared/storage";
import { h } from "./dom";
import { type LoginErrors, type LoginValues, validateLogin } from "./validate";

/** Delay between the success message and the redirect (part1 §4). */
const REDIRECT_DELAY_MS = 2000;

initI18n(
  { "zh-CN": { common: zhCommon, login: zhLogin }, en: { common: enCommon, login: enLogin } },
  "login",
  [sharedLabels],
);
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const sessions = new Session(makeTransport());

// Everything that shows text registers a function here; a language switch re-runs them.
const translators: (() => void)[] = [];
function translated<E extends HTMLElement>(el: E, apply: (el: E) => void): E {
  apply(el);
  translators.push(() => apply(el));
  return el;
}
const txt = <E extends HTMLElement>(el: E, key: string) => translated(el, (e) => (e.textContent = t(key)));

// ---------------------------------------------------------------- state
let errors: LoginErrors = {};
let captcha: ImageCaptcha | null = null;
let captchaState: "loading" | "ready" | "failed" = "loading";
let submitting = false;
type Status =
  | { kind: "idle" }
  | { kind: "notice"; key: string }
  | { kind: "error"; message: string }
  | { kind: "success" };
/** Why the console sent the user here (session.ts `loginUrl`): a translated notice, or none. */
const REASONS: Record<string, string> = { expired: "expired" };
const reason = REASONS[new URLSearchParams(window.location.search).get("reason") ?? ""];
let status: Status = reason ? { kind: "notice", key: reason } : { kind: "idle" };

// ---------------------------------------------------------------- form fields
type FieldName = keyof LoginValues;

function input(name: FieldName, type: string, autocomplete: string, maxLength: number): HTMLInputElement {
  const el = h("input", {
    id: `login-${name}`,
    name,
    type,
    autocomplete,
    maxlength: String(maxLength),
    required: true,
    "aria-describedby": `login-${name}-error`,
  });
  el.addEventListener("input", () => {
    if (errors[name]) {
      errors = { ...errors, [name]: undefined };
      renderErrors();
    }
  });
  return el;
}

const inputs: Record<FieldName, HTMLInputElement> = {
  username: input("username", "text", "username", 50),
  password: input("password", "password", "current-password", 64),
  code: input("code", "text", "off", 4),
};
const errorEls = Object.fromEntries(
  (Object.keys(inputs) as FieldName[]).map((n) => [n, h("p", { id: `login-${n}-error`, class: "lg-error" })]),
) as Record<FieldName, HTMLParagraphElement>;

const placeholders: Record<FieldName, string> = {
  username: "usernamePlaceholder",
  password: "passwordPlaceholder",
  code: "captchaPlaceholder",
};
for (const n of Object.keys(inputs) as FieldName[])
  translated(inputs[n], (e) => e.setAttribute("placeholder", t(placeholders[n])));

function field(name: FieldName, labelKey: string, control: HTMLElement): HTMLElement {
  return h(
    "div",
    { class: "lg-field" },
    // The required marker is CSS (::after), so the label's text is exactly the field name.
    txt(h("label", { for: `login-${name}`, class: "lg-required" }), labelKey),
    control,
    errorEls[name],
  );
}

// Password visibility toggle.
const eye = translated(h("button", { type: "button", class: "lg-eye", "aria-pressed": "false" }), (e) => {
  const shown = inputs.password.type === "text";
  e.textContent = t(shown ? "hidePassword" : "showPassword");
});
eye.addEventListener("click", () => {
  const show = inputs.password.type === "password";
  inputs.password.type = show ? "text" : "password";
  eye.setAttribute("aria-pressed", String(show));
  eye.textContent = t(show ? "hidePassword" : "showPassword");
});

// Captcha image button: click to refresh.
const captchaBtn = h("button", { type: "button", class: "lg-captcha-btn" });
function renderCaptcha() {
  captchaBtn.setAttribute("aria-label", t("captchaRefresh"));
  captchaBtn.title = t("captchaRefresh");
  captchaBtn.replaceChildren(
    captchaState === "ready" && captcha
      ? h("img", { src: captcha.img, alt: t("captchaImage"), width: "120", height: "36" })
      : t(captchaState === "loading" ? "captchaLoading" : "captchaFailed"),
  );
}
translators.push(renderCaptcha);
captchaBtn.addEventListener("click", () => void refreshCaptcha());

async function refreshCaptcha() {
  captchaState = "loading";
  renderCaptcha();
  try {
    captcha = await sessions.captcha();
    captchaState = "ready";
  } catch {
    captcha = null;
    captchaState = "failed";
  }
  renderCaptcha();
}

const alertEl = h("div", { class: "lg-alert", role: "alert" });
function renderStatus() {
  alertEl.dataset.kind = status.kind;
  alertEl.textContent =
    status.kind === "error"
      ? status.message
      : status.kind === "notice"
        ? t(status.key)
        : status.kind === "success"
          ? t("success")
          : "";
}
translators.push(renderStatus);

const submit = h("button", { type: "submit", class: "lg-submit" });
function renderSubmit() {
  submit.disabled = submitting || status.kind === "success";
  submit.textContent = t(submitting ? "submitting" : "submit");
  submit.setAttribute("aria-busy", String(submitting));
}
translators.push(renderSubmit);

function renderErrors() {
  for (const n of Object.keys(inputs) as FieldName[]) {
    const code = errors[n];
    errorEls[n].textContent = code ? t(code, { ns: "sdk" }) : "";
    inputs[n].setAttribute("aria-invalid", String(Boolean(code)));
  }
}
translators.push(renderErrors);

// ---------------------------------------------------------------- submit
async function onSubmit(e: Event) {
  e.preventDefault();
  if (submitting || status.kind === "success") return;
  const values: LoginValues = {
    username: inputs.username.value,
    password: inputs.password.value,
    code: inputs.code.value,
  };
  errors = validateLogin(values);
  renderErrors();
  const firstBad = (Object.keys(inputs) as FieldName[]).find((n) => errors[n]);
  if (firstBad) {
    inputs[firstBad].focus();
    return;
  }
  if (!captcha) {
    void refreshCaptcha();
    return;
  }
  submitting = true;
  status = { kind: "idle" };
  renderSubmit();
  renderStatus();
  try {
    const session = await sessions.loginByUsername({
      username: values.username.trim(),
      password: values.password,
      code: values.code.trim(),
      uuid: captcha.uuid,
    });
    writeSession(session);
    status = { kind: "success" };
    const target = readReturnTo() ?? "/overview";
    writeReturnTo(null);
    window.setTimeout(
      () => window.location.assign(`${import.meta.env.BASE_URL}#${target}`),
      REDIRECT_DELAY_MS,
    );
  } catch (err) {
    // The server's message (wrong captcha, wrong password…), else the SDK's transport message.
    status = { kind: "error", message: (err instanceof FixcloudError && err.message) || t("failed") };
    inputs.code.value = "";
    void refreshCaptcha();
    inputs.code.focus();
  } finally {
    submitting = false;
    renderSubmit();
    renderStatus();
  }
}

// ---------------------------------------------------------------- language switch
const langGroup = translated(h("div", { class: "lg-seg", role: "group" }), (e) =>
  e.setAttribute("aria-label", t("common:language.label")),
);
const langButtons = LANGUAGES.map((lng) => {
  const b = txt(h("button", { type: "button", "data-lang": lng }), `common:language.${lng}`);
  b.addEventListener("click", () => setLanguage(lng));
  langGroup.append(b);
  return b;
});
function renderLanguage() {
  const current = getSettings().language;
  for (const b of langButtons) b.setAttribute("aria-pressed", String(b.dataset.lang === current));
}
translators.push(renderLanguage);

function setLanguage(lng: Language) {
  updateSettings({ language: lng });
  applyLanguage(lng);
  for (const f of translators) f();
}

// ---------------------------------------------------------------- page
const title = txt(h("h1", { id: "login-title" }), "title");
const form = h(
  "form",
  { novalidate: true, "aria-labelledby": "login-title" },
  field("username", "username", inputs.username),
  field("password", "password", h("div", { class: "lg-input" }, inputs.password, eye)),
  field("code", "captcha", h("div", { class: "lg-captcha" }, inputs.code, captchaBtn)),
  alertEl,
  submit,
);
form.addEventListener("submit", (e) => void onSubmit(e));

document
  .getElementById("root")
  ?.replaceChildren(
    h(
      "main",
      { class: "lg-page" },
      h(
        "section",
        { class: "lg-card", "aria-labelledby": "login-title" },
        h("div", { class: "lg-head" }, txt(h("span", { class: "lg-brand" }), "common:app.name"), langGroup),
        title,
        txt(h("p", { class: "lg-sub" }), "subtitle"),
        form,
      ),
    ),
  );
translated(document.documentElement, () => (document.title = `${t("title")} · ${t("common:app.name")}`));
for (const f of translators) f();
void refreshCaptcha();
