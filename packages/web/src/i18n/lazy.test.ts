// The console's namespaces outside the first route load on demand (issue 12 first-route
// budget): a page's strings must still read in both languages once it asks for them.
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import enCentre from "./locales/en/centre.json";
import enShell from "./locales/en/shell.json";
import zhCentre from "./locales/zh-CN/centre.json";
import { lazyLocales } from "./lazy";
import { firstRoutePacks, languagePacks, namespacesOf } from "./packs";
import { FIRST_ROUTE_NAMESPACES, firstRouteBundles } from "./resources";

beforeAll(async () => {
  await i18next.use(lazyLocales).init({
    resources: await firstRouteBundles("zh-CN"),
    partialBundledLanguages: true,
    lng: "zh-CN",
    fallbackLng: "zh-CN",
    ns: [...FIRST_ROUTE_NAMESPACES],
    defaultNS: "common",
    keySeparator: false,
    initAsync: false,
  });
});

describe("lazy console namespaces", () => {
  it("are not in the first route's bundles, which hold the stored language only", () => {
    expect(FIRST_ROUTE_NAMESPACES).not.toContain("centre");
    expect(i18next.hasResourceBundle("zh-CN", "centre")).toBe(false);
    expect(i18next.hasResourceBundle("zh-CN", "shell")).toBe(true);
    expect(i18next.hasResourceBundle("en", "shell")).toBe(false);
  });

  it("come in one pack per language, and the first route's in a pack of its own", async () => {
    for (const lng of ["zh-CN", "en"] as const) {
      const first = namespacesOf((await firstRoutePacks[lng]()).default);
      expect(Object.keys(first).sort()).toEqual([...FIRST_ROUTE_NAMESPACES].sort());
      const all = namespacesOf((await languagePacks[lng]()).default);
      expect(Object.keys(all)).toEqual(
        expect.arrayContaining([...FIRST_ROUTE_NAMESPACES, "centre", "roles"]),
      );
    }
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
    // The first route's own strings follow too: the shell in English after a switch from zh-CN.
    expect(i18next.t("shell:nav.skip")).toBe(enShell["nav.skip"]);
  });
});
