// The console's namespaces outside the first route load on demand (issue 12 first-route
// budget): a page's strings must still read in both languages once it asks for them.
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import enCentre from "./locales/en/centre.json";
import zhCentre from "./locales/zh-CN/centre.json";
import { lazyLocales } from "./lazy";
import { consoleBundles } from "./resources";

beforeAll(async () => {
  await i18next.use(lazyLocales).init({
    resources: { "zh-CN": consoleBundles["zh-CN"], en: consoleBundles.en },
    partialBundledLanguages: true,
    lng: "zh-CN",
    fallbackLng: "zh-CN",
    ns: Object.keys(consoleBundles["zh-CN"]),
    defaultNS: "common",
    keySeparator: false,
    initAsync: false,
  });
});

describe("lazy console namespaces", () => {
  it("are not in the first route's bundles", () => {
    expect(Object.keys(consoleBundles["zh-CN"])).not.toContain("centre");
    expect(i18next.hasResourceBundle("zh-CN", "centre")).toBe(false);
  });

  it("read their strings once a page asks for them", async () => {
    await i18next.loadNamespaces("centre");
    expect(i18next.t("centre:myCenter.title")).toBe(zhCentre["myCenter.title"]);
    // Every other lazy namespace of the language came with it: a dialog opened later waits for nothing.
    expect(i18next.hasResourceBundle("zh-CN", "roles")).toBe(true);
  });

  it("follow a language switch", async () => {
    await i18next.changeLanguage("en");
    expect(i18next.t("centre:myCenter.title")).toBe(enCentre["myCenter.title"]);
    expect(i18next.t("lists:refresh")).not.toBe("refresh");
  });
});
