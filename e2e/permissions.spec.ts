import type { Page } from "@playwright/test";
import { settled, visit } from "./a11y-support";
import { base, expect, type Lang, roundTrip, sdkStrings, shot, signedIn, test, webStrings } from "./support";

// Permissions enforced on both sides, in zh-CN: the seeded sub-user
// "operator" (role: high-precision accounts, export only) sees only its menus; a route it may
// not open, typed as a URL, is the 403 page, also a part-2 route without a screen yet and a
// hidden route, and its loader calls nothing; a call it may not make is refused by the sandbox
// with a 403 naming what is missing.

/** A call with the page's own session headers (token, roleCode, language); the raw envelope. */
async function callAsPage(page: Page, path: string, body: unknown) {
  const [session, language] = await page.evaluate(() => [
    localStorage.getItem("fixcloud.session"),
    localStorage.getItem("fixcloud.language"),
  ]);
  const s = JSON.parse(session!) as { token: string; roleList: { roleCode: string }[]; roleIndex?: number };
  const res = await page.request.post(`${base()}${path}`, {
    data: body,
    headers: {
      token: s.token,
      roleCode: s.roleList[s.roleIndex ?? 0]!.roleCode,
      language: language ?? "zh-CN",
    },
  });
  return (await res.json()) as { code: number; message: string };
}

{
  const lang: Lang = "zh-CN";
  test.describe(`permissions (${lang})`, () => {
    test("the operator sees only its menus; other routes are the 403 page; the sandbox refuses its other calls", async ({
      browser,
    }) => {
      const sdk = sdkStrings(lang);
      const page = await signedIn(browser, { lang, role: "operator" });
      const nav = page.getByRole("navigation", { name: webStrings(lang, "shell")["nav.label"]! });

      // Only its menus: the overview and service management with high precision in it.
      await expect(nav.getByText(sdk["menu.overview"]!, { exact: true })).toBeVisible();
      await nav.getByRole("button", { name: sdk["menu.services"]! }).click();
      await expect(nav.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true })).toBeVisible();
      for (const key of [
        "menu.auxPosition",
        "menu.cloudChip",
        "menu.developers",
        "menu.notifications",
        "menu.tickets",
        "menu.transactions",
        "menu.security",
        "menu.personal",
        "menu.realNameAttestate",
      ])
        await expect(nav.getByText(sdk[key]!, { exact: true }), key).toHaveCount(0);
      // Buttons follow permission codes: no order details (WDDD_GSK852), no troubleshooting (PZGJ_KGS572).
      const overview = webStrings(lang, "overview");
      const purchases = page.getByRole("table", { name: overview["purchases.title"]! });
      await expect(purchases.locator("tbody tr").first()).toBeVisible();
      await expect(purchases.getByRole("columnheader", { name: overview["purchases.actions"]! })).toHaveCount(
        0,
      );
      await expect(page.getByText(overview["tools.obstacle"]!, { exact: true })).toHaveCount(0);
      // Fleet health shares troubleshooting's code: its tool is hidden too.
      await expect(page.getByText(overview["tools.fleet"]!, { exact: true })).toHaveCount(0);
      await shot(page, `${lang}-permissions-operator-menu`);

      // Forbidden routes typed as URLs: the 403 page, never "not available yet", and no list call.
      const listCalls: string[] = [];
      page.on("request", (r) => {
        if (/selectAccServList|poolList|fleetHealth|fleetWorst/.test(r.url()))
          listCalls.push(r.postData() ?? "");
      });
      for (const path of [
        "/auxPosition?tab=1",
        "/roleMng",
        "/accountMng",
        "/realNameInfo?type=2",
        "/orderDetial?detialId=1",
        "/obstacle",
        "/fleet",
      ]) {
        await page.goto(`${base()}/my/#${path}`);
        await expect(page.getByTestId("no-permission"), path).toBeVisible();
        await expect(page.getByTestId("not-available"), path).toHaveCount(0);
      }
      // A call made on the way would have been seen before this round trip of the page's own.
      await roundTrip(page);
      expect(listCalls).toEqual([]);
      await page.goto(`${base()}/my/#/roleMng`);
      await expect(page.getByTestId("no-permission")).toBeVisible();
      await shot(page, `${lang}-permissions-roleMng-403`);

      // Its own screen still opens.
      await visit(page, "/highPrecision");
      await settled(page);
      await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible();
      await expect(page.getByTestId("no-permission")).toHaveCount(0);
      // Without the fleet page's code, the screen does not link to it.
      await expect(page.getByTestId("service-fleet-link")).toHaveCount(0);

      // The sandbox refuses what the role does not grant, naming it, in the page's language.
      const disable = await callAsPage(page, "/api/console/accountList/batchDisable", {
        selectType: 1,
        ids: ["1"],
      });
      expect(disable.code).toBe(403);
      expect(disable.message).toContain("JY_JSH927");
      expect(disable.message).toContain(sdk["permission.disable"]!);
      const aux = await callAsPage(page, "/api/console/accountList/selectAccServList", { selectType: 2 });
      expect(aux.code).toBe(403);
      expect(aux.message).toContain(sdk["menu.auxPosition"]!);
      const roles = await callAsPage(page, "/api/authcenter/console/role/manager/list", {});
      expect(roles.code).toBe(403);
      expect(roles.message).toContain("JSGL_QXG602");
      // What it may do is not refused.
      const own = await callAsPage(page, "/api/console/accountList/selectAccServList", { selectType: 1 });
      expect(own.code).toBe(200);
      await page.context().close();
    });
  });
}
