import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

// Visible labels come from the product's own catalogues, so the walk checks the real text in
// each language instead of a copy of it.
export type Lang = "zh-CN" | "en";
const web = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(join(root, `packages/web/src/i18n/locales/${lang}/${ns}.json`), "utf8"));
const sdk = (lang: Lang) =>
  JSON.parse(readFileSync(join(root, `packages/sdk/src/spec/messages/${lang}.json`), "utf8"));

export function labels(lang: Lang) {
  const login = web(lang, "login");
  const common = web(lang, "common");
  const services = web(lang, "services");
  const notices = web(lang, "notices");
  const m = sdk(lang);
  return {
    username: login.username as string,
    password: login.password as string,
    captcha: login.captcha as string,
    submit: login.submit as string,
    search: common["action.search"] as string,
    menuServices: m["menu.services"] as string,
    menuHighPrecision: m["menu.highPrecision"] as string,
    serviceState: services["filters.serviceState"] as string,
    inService: m["serviceState.2"] as string,
    title1: services["title.1"] as string,
    greeting: notices["detail.greeting"] as string,
    signOff: notices["detail.signOff"] as string,
  };
}
