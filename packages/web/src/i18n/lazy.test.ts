// The console's namespaces outside the first route load on demand (first-route
// budget): a page's strings must still read in both languages once it asks for them. The first
// route's SDK labels (menu, tiles, notice badges) come in its packs, in one language each: they
// must be there in the stored language, follow a switch, and survive a feature's registration.
import {
  accountsLabels,
  isLCode,
  type Language,
  noticesLabels,
  overviewLabels,
  sharedLabels,
} from "@fixcloud/sdk";
import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import enCentre from "./locales/en/centre.json";
import enShell from "./locales/en/shell.json";
import zhCentre from "./locales/zh-CN/centre.json";
import { lazyLocales } from "./lazy";
import { firstRoutePacks, languagePacks, namespacesOf } from "./packs";
import { FIRST_ROUTE_NAMESPACES, firstRouteBundles } from "./resources";
import { SDK_NS } from "./sdkLabels";

// ./index reads the stored settings when it loads: a browser's empty storage.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

/** The first route's SDK label sets in `lng`, straight from the SDK, rule messages included. */
const pageSdk = (lng: Language): Record<string, string> => ({
  ...sharedLabels[lng],
  ...overviewLabels[lng],
  ...noticesLabels[lng],
});

/** The first route's SDK labels in `lng`: the sets without their rule messages. */
const firstRouteSdk = (lng: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(pageSdk(lng)).filter(([key]) => !isLCode(key)));

/** Every first-route SDK key, as `t` reads it now. */
const shown = () =>
  Object.fromEntries(Object.keys(firstRouteSdk("en")).map((k) => [k, i18next.t(`${SDK_NS}:${k}`)]));

beforeAll(async () => {
  await i18next.use(lazyLocales).init({
    resources: await firstRouteBundles("zh-CN"),
    partialBundledLanguages: true,
    lng: "zh-CN",
    fallbackLng: "zh-CN",
    ns: [...FIRST_ROUTE_NAMESPACES, SDK_NS],
    defaultNS: "common",
    keySeparator: false,
    initAsync: false,
  });
});

describe("lazy console namespaces", () => {
  it("leave the first route its SDK labels in the stored language only, without rule messages", () => {
    expect(shown()).toEqual(firstRouteSdk("zh-CN"));
    expect(i18next.hasResourceBundle("en", SDK_NS)).toBe(false);
    expect(i18next.exists("sdk:L000342")).toBe(false);
  });

  it("are not in the first route's bundles, which hold the stored language only", () => {
    expect(FIRST_ROUTE_NAMESPACES).not.toContain("centre");
    expect(i18next.hasResourceBundle("zh-CN", "centre")).toBe(false);
    expect(i18next.hasResourceBundle("zh-CN", "shell")).toBe(true);
    expect(i18next.hasResourceBundle("en", "shell")).toBe(false);
  });

  it("come in one pack per language, and the first route's in a pack of its own", async () => {
    for (const lng of ["zh-CN", "en"] as const) {
      const first = namespacesOf(await firstRoutePacks[lng]());
      expect(Object.keys(first).sort()).toEqual([...FIRST_ROUTE_NAMESPACES, SDK_NS].sort());
      // The first route's SDK labels, in the pack's language only.
      expect(first[SDK_NS]).toEqual(firstRouteSdk(lng));
      const all = namespacesOf(await languagePacks[lng]());
      expect(Object.keys(all)).toEqual(
        expect.arrayContaining([...FIRST_ROUTE_NAMESPACES, "centre", "roles", SDK_NS]),
      );
      // The pack of every namespace brings the sets' rule messages, for the forms.
      expect(all[SDK_NS]).toEqual(pageSdk(lng));
    }
  });

  it("read their strings once a page asks for them", async () => {
    await i18next.loadNamespaces("centre");
    expect(i18next.t("centre:myCenter.title")).toBe(zhCentre["myCenter.title"]);
    // Every other lazy namespace of the language came with it: a dialog opened later waits for nothing.
    expect(i18next.hasResourceBundle("zh-CN", "roles")).toBe(true);
    // So did the rule messages a form on such a page shows.
    expect(i18next.t("sdk:L000342")).toBe(sharedLabels["zh-CN"].L000342);
  });

  it("follow a language switch", async () => {
    // A feature page registered its labels (both languages) before the switch: the English
    // "sdk" namespace exists, yet the first route's labels must still arrive in English.
    const { registerSdkLabels } = await import("./index");
    registerSdkLabels(accountsLabels);
    expect(i18next.hasResourceBundle("en", SDK_NS)).toBe(true);
    expect(i18next.getResource("en", SDK_NS, "menu.overview")).toBeUndefined();
    await i18next.changeLanguage("en");
    expect(shown()).toEqual(firstRouteSdk("en"));
    expect(i18next.t("sdk:L000342")).toBe(sharedLabels.en.L000342);
    expect(i18next.t("sdk:serviceState.1")).toBe(accountsLabels.en["serviceState.1"]);
    expect(i18next.t("centre:myCenter.title")).toBe(enCentre["myCenter.title"]);
    expect(i18next.t("lists:refresh")).not.toBe("refresh");
    // The first route's own strings follow too: the shell in English after a switch from zh-CN.
    expect(i18next.t("shell:nav.skip")).toBe(enShell["nav.skip"]);
  });

  it("come back with a switch to the first language, a feature's labels kept", async () => {
    await i18next.changeLanguage("zh-CN");
    expect(shown()).toEqual(firstRouteSdk("zh-CN"));
    expect(i18next.t("sdk:serviceState.1")).toBe(accountsLabels["zh-CN"]["serviceState.1"]);
  });
});
