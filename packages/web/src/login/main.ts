// Entry of login.html: the sign-in page of part1 §4-5 and its ways in. The username form
// (username, password, image captcha) is here; sign-in by phone + SMS code or by SMS only,
// registration and the forgotten password are forms in ./ways/, loaded when the person opens
// them (`#phone`, `#sms`, `#register`, `#forgot`). Plain DOM on purpose: the page's whole script
// budget is 100 KB gzipped and the SDK (with zod and the endpoint catalogue) already needs
// ~40 KB of it; node-forge loads on submit through the SDK's lazy crypto. On success the session
// is stored and, after 2 s, the console opens at the remembered location. Opened for a reason
// (`?reason=expired`: the session ended), the page says so until the user signs in.
import "./login.css";
import { type Language, sharedLabels } from "@fixcloud/sdk";
import { applyLanguage, initI18n, LANGUAGES } from "../i18n";
import enCommon from "../i18n/locales/en/common.json";
import enLogin from "../i18n/locales/en/login.json";
import zhCommon from "../i18n/locales/zh-CN/common.json";
import zhLogin from "../i18n/locales/zh-CN/login.json";
import { getSettings, updateSettings } from "../shared/settings";
import { h } from "./dom";
import {
  enterConsole,
  field,
  imageCaptcha,
  onLanguage,
  retranslate,
  sessions,
  statusLine,
  submitButton,
  submitCall,
  t,
  translated,
  txt,
} from "./kit";
import { validateLogin } from "./validate";
import { type Mode, MODES, modeOf } from "./modes";

initI18n(
  { "zh-CN": { common: zhCommon, login: zhLogin }, en: { common: enCommon, login: enLogin } },
  "login",
  [sharedLabels],
);

// ---------------------------------------------------------------- the username form
/** Why the console sent the user here (session.ts `loginUrl`): a translated notice, or none. */
const REASONS: Record<string, string> = { expired: "expired" };
const reason = REASONS[new URLSearchParams(window.location.search).get("reason") ?? ""];

const captcha = imageCaptcha();
// Password visibility toggle.
const eye = h("button", { type: "button", class: "lg-eye", "aria-pressed": "false" });
const fields = {
  username: field({
    form: "login",
    name: "username",
    autocomplete: "username",
    maxLength: 50,
    label: "username",
    placeholder: "usernamePlaceholder",
  }),
  password: field({
    form: "login",
    name: "password",
    type: "password",
    autocomplete: "current-password",
    maxLength: 64,
    label: "password",
    placeholder: "passwordPlaceholder",
    inset: eye,
  }),
  code: field({
    form: "login",
    name: "code",
    maxLength: 4,
    label: "captcha",
    placeholder: "captchaPlaceholder",
    addon: captcha.button,
  }),
};

translated(
  eye,
  (e) => (e.textContent = t(fields.password.input.type === "text" ? "hidePassword" : "showPassword")),
);
eye.addEventListener("click", () => {
  const show = fields.password.input.type === "password";
  fields.password.input.type = show ? "text" : "password";
  eye.setAttribute("aria-pressed", String(show));
  eye.textContent = t(show ? "hidePassword" : "showPassword");
});

const status = statusLine();
if (reason) status.show("notice", reason);
const submit = submitButton("submit", "submitting");

async function onSubmit(e: Event) {
  e.preventDefault();
  if (submit.busy()) return;
  const values = {
    username: fields.username.input.value,
    password: fields.password.input.value,
    code: fields.code.input.value,
  };
  const errors = validateLogin(values);
  for (const [name, f] of Object.entries(fields)) f.setError(errors[name as keyof typeof errors] ?? null);
  const firstBad = (Object.keys(fields) as (keyof typeof fields)[]).find((n) => errors[n]);
  if (firstBad) {
    fields[firstBad].input.focus();
    return;
  }
  // A click while the picture is still loading waits for it, so the press is never lost.
  submit.setBusy(true);
  const current = await captcha.settled();
  submit.setBusy(false);
  if (!current) {
    status.error(t("captchaFailed"));
    void captcha.refresh();
    return;
  }
  await submitCall(
    submit,
    status,
    () =>
      sessions.loginByUsername({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: current.uuid,
      }),
    {
      successKey: "success",
      done: enterConsole,
      // The server's message (wrong captcha, wrong password…) is shown; the captcha is spent.
      refused: () => {
        fields.code.input.value = "";
        void captcha.refresh();
        fields.code.input.focus();
      },
    },
  );
}

const usernameForm = h(
  "form",
  { novalidate: true, "aria-labelledby": "login-title" },
  fields.username.row,
  fields.password.row,
  fields.code.row,
  status.el,
  submit.el,
);
usernameForm.addEventListener("submit", (e) => void onSubmit(e));

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
onLanguage(() => {
  const current = getSettings().language;
  for (const b of langButtons) b.setAttribute("aria-pressed", String(b.dataset.lang === current));
});

function setLanguage(lng: Language) {
  updateSettings({ language: lng });
  applyLanguage(lng);
  retranslate();
}

// ---------------------------------------------------------------- ways in
let mode: Mode = modeOf(window.location.hash);
const title = translated(h("h1", { id: "login-title", tabindex: "-1" }), (e) => {
  e.textContent = t(MODES[mode].title);
});
// The subtitle of the way in on screen (set with its form, like the heading's links).
let shown: Mode = mode;
const subtitle = translated(h("p", { class: "lg-sub" }), (e) => {
  e.textContent = t(MODES[shown].subtitle);
});
const slot = h("div", {});
// The sign-in modes as links (a person can bookmark or share one); the current one is marked.
const modeNav = translated(h("nav", { class: "lg-modes" }), (e) =>
  e.setAttribute("aria-label", t("modesLabel")),
);
const modeLinks = (["username", "phone", "sms"] as const).map((m) => {
  const a = txt(h("a", { href: MODES[m].hash || "#" }), MODES[m].link);
  modeNav.append(a);
  return [m, a] as const;
});
const footer = h("p", { class: "lg-links" });
const registerLink = txt(h("a", { href: "#register" }), "register");
const forgotLink = txt(h("a", { href: "#forgot" }), "forgot");
const backLink = txt(h("a", { href: "#" }), "backToSignIn");

/** The form of each lazily loaded mode, built once (so typed values and countdowns survive). */
const loaded = new Map<Mode, HTMLElement>();

async function formOf(m: Mode): Promise<HTMLElement> {
  if (m === "username") return usernameForm;
  const ready = loaded.get(m);
  if (ready) return ready;
  const form = await MODES[m].load!();
  loaded.set(m, form);
  return form;
}

async function show(next: Mode, focus: boolean) {
  mode = next;
  let form: HTMLElement;
  try {
    form = await formOf(next);
  } catch {
    // The chunk did not load (offline, a new deployment): say so where the form would be.
    form = h("p", { class: "lg-alert", "data-kind": "error", role: "alert" }, t("loadFailed"));
  }
  if (mode !== next) return;
  // The heading, the links and the form change together, once the form is there: a heading that
  // came first would stand over the previous form while the next one loads, and what is typed
  // into that form then would be lost.
  const signIn = next === "username" || next === "phone" || next === "sms";
  for (const [m, a] of modeLinks) {
    if (m === next) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  modeNav.hidden = !signIn;
  footer.replaceChildren(...(signIn ? [registerLink, forgotLink] : [backLink]));
  title.textContent = t(MODES[next].title);
  shown = next;
  subtitle.textContent = t(MODES[next].subtitle);
  slot.replaceChildren(form);
  if (focus) title.focus();
}
window.addEventListener("hashchange", () => void show(modeOf(window.location.hash), true));

// ---------------------------------------------------------------- page
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
        subtitle,
        modeNav,
        slot,
        footer,
      ),
    ),
  );
translated(
  document.documentElement,
  () => (document.title = `${t(MODES[mode].title)} · ${t("common:app.name")}`),
);
retranslate();
void show(mode, false);
void captcha.refresh();
