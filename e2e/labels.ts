import { type Lang, sdkStrings, webStrings } from "./support";

export type { Lang };

/** The labels the console walk looks for, from the product's own catalogues. */
export function labels(lang: Lang) {
  const login = webStrings(lang, "login");
  const common = webStrings(lang, "common");
  const notices = webStrings(lang, "notices");
  const m = sdkStrings(lang);
  return {
    username: login.username as string,
    password: login.password as string,
    captcha: login.captcha as string,
    submit: login.submit as string,
    search: common["action.search"] as string,
    menuServices: m["menu.services"] as string,
    menuHighPrecision: m["menu.highPrecision"] as string,
    serviceState: m["field.serviceState"] as string,
    inService: m["serviceState.2"] as string,
    title1: m["serviceType.1"] as string,
    greeting: notices["detail.greeting"] as string,
    signOff: notices["detail.signOff"] as string,
  };
}
