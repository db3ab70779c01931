// The sign-in page's small toolkit (part1 §4-5): translated text that follows a
// language switch, fields with their error line, the image captcha, the status line, and what
// every way in does once signed in. Shared by the username form (main.ts) and the forms that
// load on demand (./ways/*), so the page's first script stays within its budget.
import { FixcloudError, type ImageCaptcha, type LCode, type SessionData, Session } from "@fixcloud/sdk";
import i18next from "i18next";
import { makeTransport } from "../shared/transport";
import { readReturnTo, writeReturnTo, writeSession } from "../shared/storage";
import { h } from "./dom";

/** Delay between the success message and the redirect (part1 §4). */
export const REDIRECT_DELAY_MS = 2000;

/** The page's text in the current language (login namespace, then common and the SDK's labels). */
export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
/** The SDK's text of an L-code. */
export const lcode = (code: LCode) => t(code, { ns: "sdk" });

/** The session calls of the page, on the console's transport. */
export const sessions = new Session(makeTransport());

// Everything that shows text registers a function here; a language switch re-runs them.
const translators: (() => void)[] = [];
/** Run `apply` now and after every language switch; returns `el`. */
export function translated<E extends HTMLElement>(el: E, apply: (el: E) => void): E {
  apply(el);
  translators.push(() => apply(el));
  return el;
}
/** `el` whose text is `key`, kept translated. */
export const txt = <E extends HTMLElement>(el: E, key: string) =>
  translated(el, (e) => (e.textContent = t(key)));
/** Register a render function that a language switch re-runs (it is not run now). */
export const onLanguage = (f: () => void) => translators.push(f);
/** Re-render every translated text (after a language switch). */
export const retranslate = () => {
  for (const f of translators) f();
};

/** A field of a form: its input, its error line and its current L-code. */
export interface Field {
  name: string;
  input: HTMLInputElement;
  row: HTMLElement;
  /** Re-read the label (its key may depend on the form's state). */
  relabel(): void;
  /** Show an L-code under the field (null clears it). */
  setError(code: LCode | null): void;
  error(): LCode | null;
}

/** What {@link field} builds: id prefix, name, input type, autocomplete, max length, label and placeholder keys. */
export interface FieldSpec {
  form: string;
  name: string;
  type?: string;
  autocomplete?: string;
  maxLength: number;
  /** The label's key, or a function giving it (e.g. SMS or e-mail code). */
  label: string | (() => string);
  placeholder: string;
  /** Beside the input (a captcha image, a send button): laid out side by side. */
  addon?: HTMLElement;
  /** Inside the input's box (a visibility toggle). */
  inset?: HTMLElement;
}

/** A labelled input with an error line; typing clears the error. */
export function field(spec: FieldSpec): Field {
  const id = `${spec.form}-${spec.name}`;
  let code: LCode | null = null;
  const errorEl = h("p", { id: `${id}-error`, class: "lg-error" });
  const input = h("input", {
    id,
    name: spec.name,
    type: spec.type ?? "text",
    autocomplete: spec.autocomplete ?? "off",
    maxlength: String(spec.maxLength),
    required: true,
    "aria-describedby": `${id}-error`,
  });
  translated(input, (e) => e.setAttribute("placeholder", t(spec.placeholder)));
  const render = () => {
    errorEl.textContent = code ? lcode(code) : "";
    input.setAttribute("aria-invalid", String(Boolean(code)));
  };
  onLanguage(render);
  input.addEventListener("input", () => {
    if (code) {
      code = null;
      render();
    }
  });
  const control = spec.addon
    ? h("div", { class: "lg-captcha" }, input, spec.addon)
    : spec.inset
      ? h("div", { class: "lg-input" }, input, spec.inset)
      : input;
  const labelKey = () => (typeof spec.label === "function" ? spec.label() : spec.label);
  // The required marker is CSS (::after), so the label's text is exactly the field name.
  const label = translated(
    h("label", { for: id, class: "lg-required" }),
    (e) => (e.textContent = t(labelKey())),
  );
  const row = h("div", { class: "lg-field" }, label, control, errorEl);
  render();
  return {
    name: spec.name,
    input,
    row,
    relabel: () => {
      label.textContent = t(labelKey());
    },
    setError(c) {
      code = c;
      render();
    },
    error: () => code,
  };
}

/**
 * Check `checks` (field → its rule's result) and show each error; focuses the first failing
 * field. Returns true when every field passed.
 */
export function validate(checks: readonly (readonly [Field, LCode | null])[]): boolean {
  for (const [f, code] of checks) f.setError(code);
  const bad = checks.find(([, code]) => code);
  bad?.[0].input.focus();
  return !bad;
}

/** The image captcha button: shows the picture, click to refresh; `current()` its uuid. */
export function imageCaptcha() {
  let captcha: ImageCaptcha | null = null;
  let state: "loading" | "ready" | "failed" = "loading";
  const button = h("button", { type: "button", class: "lg-captcha-btn" });
  const render = () => {
    button.setAttribute("aria-label", t("captchaRefresh"));
    button.title = t("captchaRefresh");
    button.replaceChildren(
      state === "ready" && captcha
        ? h("img", { src: captcha.img, alt: t("captchaImage"), width: "120", height: "36" })
        : t(state === "loading" ? "captchaLoading" : "captchaFailed"),
    );
  };
  onLanguage(render);
  let loading: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    state = "loading";
    render();
    loading = sessions.captcha().then(
      (next) => {
        captcha = next;
        state = "ready";
        render();
      },
      () => {
        captcha = null;
        state = "failed";
        render();
      },
    );
    return loading;
  }
  /** The captcha on screen; while one is still loading, once it has arrived (null: it failed). */
  async function settled(): Promise<ImageCaptcha | null> {
    while (state === "loading") await loading;
    return captcha;
  }
  button.addEventListener("click", () => void refresh());
  render();
  return { button, refresh, current: () => captcha, settled };
}

/** The status line of a form: an error (the server's message), a notice or a success. */
export function statusLine() {
  let status:
    | { kind: "idle" }
    | { kind: "error"; message: string }
    | { kind: "key"; tone: string; key: string } = {
    kind: "idle",
  };
  const el = h("div", { class: "lg-alert", role: "alert" });
  const render = () => {
    el.dataset.kind = status.kind === "key" ? status.tone : status.kind;
    el.textContent = status.kind === "error" ? status.message : status.kind === "key" ? t(status.key) : "";
  };
  onLanguage(render);
  render();
  return {
    el,
    clear() {
      status = { kind: "idle" };
      render();
    },
    error(message: string) {
      status = { kind: "error", message };
      render();
    },
    /** A refused or failed call: the server's message (or the SDK's transport message). */
    failure(err: unknown) {
      status = { kind: "error", message: (err instanceof FixcloudError && err.message) || t("failed") };
      render();
    },
    show(tone: "notice" | "success", key: string) {
      status = { kind: "key", tone, key };
      render();
    },
  };
}

/** A submit button whose label follows the busy state. */
export function submitButton(labelKey: string, busyKey: string) {
  let busy = false;
  let done = false;
  const el = h("button", { type: "submit", class: "lg-submit" });
  const render = () => {
    el.disabled = busy || done;
    el.textContent = t(busy ? busyKey : labelKey);
    el.setAttribute("aria-busy", String(busy));
  };
  onLanguage(render);
  render();
  return {
    el,
    busy: () => busy || done,
    setBusy(b: boolean) {
      busy = b;
      render();
    },
    finish() {
      done = true;
      render();
    },
  };
}

/**
 * Run a form's call with its button busy: on success show `successKey` and finish the button
 * (it cannot be sent twice), then `done`; on failure show the server's message and `refused`.
 */
export async function submitCall<T>(
  submit: ReturnType<typeof submitButton>,
  status: ReturnType<typeof statusLine>,
  call: () => Promise<T>,
  on: { successKey?: string; done?: (result: T) => void; refused?: (err: unknown) => void },
): Promise<void> {
  submit.setBusy(true);
  status.clear();
  try {
    const result = await call();
    if (on.successKey) {
      status.show("success", on.successKey);
      submit.finish();
    }
    on.done?.(result);
  } catch (err) {
    status.failure(err);
    on.refused?.(err);
  } finally {
    submit.setBusy(false);
  }
}

/** Keep the session and open the console at the remembered location after 2 s (part1 §4). */
export function enterConsole(session: SessionData): void {
  writeSession(session);
  const target = readReturnTo() ?? "/overview";
  writeReturnTo(null);
  window.setTimeout(() => window.location.assign(`${import.meta.env.BASE_URL}#${target}`), REDIRECT_DELAY_MS);
}
