// The ways in of login.html (part1 §4) and where each one's form lives: the username
// form is in the first script, the others are chunks loaded when opened (dynamic import), so
// the page's initial JS stays within 100 KB gzipped with every mode.

/** A way in, named by the location hash that opens it. */
export type Mode = "username" | "phone" | "sms" | "register" | "forgot";

/** What the page shows for a mode: its hash, title, subtitle and link keys, and its form's loader. */
export interface ModeSpec {
  hash: string;
  title: string;
  /** The line under the title: the ways to sign in share one, register and reset have their own. */
  subtitle: string;
  link: string;
  load?: () => Promise<HTMLElement>;
}

/** Every way in. */
export const MODES: Record<Mode, ModeSpec> = {
  username: { hash: "", title: "title", subtitle: "subtitle", link: "modeUsername" },
  phone: {
    hash: "#phone",
    title: "titlePhone",
    subtitle: "subtitle",
    link: "modePhone",
    load: () => import("./ways/sms-login").then((m) => m.smsLoginForm("phone")),
  },
  sms: {
    hash: "#sms",
    title: "titleSms",
    subtitle: "subtitle",
    link: "modeSms",
    load: () => import("./ways/sms-login").then((m) => m.smsLoginForm("sms")),
  },
  register: {
    hash: "#register",
    title: "titleRegister",
    subtitle: "subtitleRegister",
    link: "register",
    load: () => import("./ways/register").then((m) => m.registerForm()),
  },
  forgot: {
    hash: "#forgot",
    title: "titleForgot",
    subtitle: "subtitleForgot",
    link: "forgot",
    load: () => import("./ways/forgot").then((m) => m.forgotForm()),
  },
};

/** The mode of a location hash (`#register` …); anything else is the username form. */
export function modeOf(hash: string): Mode {
  const found = (Object.keys(MODES) as Mode[]).find((m) => MODES[m].hash && MODES[m].hash === hash);
  return found ?? "username";
}
