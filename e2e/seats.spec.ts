import { connect, type Socket } from "node:net";
import { api, base, expect, fill, type Lang, shot, signedIn, test, WIDE, webStrings } from "./support";

// Seats and password rotation in the account detail drawer (docs/ntrip-caster.md "Seats",
// "Password rotation"), in both languages: a password set with a 3-day grace shows the previous
// one beside the current one; a rover signed in with the old password is listed under the open
// sessions as such; its owner ends it after confirming, the rover is disconnected and the list
// is empty.

interface Row {
  id: string;
  accountName: string;
  password: string;
  calType: string;
}

/** An NTRIP 1.0 rover on the worker sandbox's caster; resolves once the stream started. */
function rover(port: number, user: string, password: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, "127.0.0.1");
    const auth = Buffer.from(`${user}:${password}`).toString("base64");
    s.once("error", reject);
    s.once("data", (d) =>
      d.toString("latin1").startsWith("ICY 200 OK") ? resolve(s) : reject(new Error(d.toString())),
    );
    s.write(
      `GET /RTCM33GRC HTTP/1.0\r\nUser-Agent: NTRIP e2e-rover/1.0\r\nAuthorization: Basic ${auth}\r\n\r\n`,
    );
  });
}

for (const lang of ["en", "zh-CN"] as const satisfies readonly Lang[]) {
  test(`seats: previous password during the grace, open session ended by the owner (${lang})`, async ({
    browser,
    workerSandbox,
  }) => {
    const services = webStrings(lang, "services");
    const s = (key: string, vars?: Record<string, string | number>) => fill(services[key]!, vars);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const { list } = await api<{ list: Row[] }>(page, "/api/console/accountList/selectAccServList", {
      selectType: 1,
      serviceState: 2,
      disableState: 1,
      pageNo: 3,
      pageSize: 20,
    });
    const acc = list.filter((a) => a.calType !== "concurrent_pool")[lang === "en" ? 0 : 1]!;
    const next = lang === "en" ? "grace7en" : "grace7zh";
    await api(page, "/api/console/accountList/setPassword", {
      accountId: acc.id,
      password: next,
      graceDays: 3,
    });
    const old = await rover(workerSandbox.ntripPort!, acc.accountName, acc.password);
    const closed = new Promise<void>((r) => old.once("close", () => r()));

    await page.goto(`${base()}/my/#/highPrecision?accountName=${acc.accountName}`);
    const table = page.getByTestId("accounts-table");
    await expect(table).toHaveAttribute("data-fetching", "false");
    await table
      .locator("tbody tr")
      .filter({ hasText: acc.accountName })
      .getByRole("button", { name: s("row.detailOf", { account: acc.accountName }) })
      .click();
    const drawer = page.getByTestId("account-detail");
    const prevLabel = services["seats.previousPassword"]!.split("{{")[0]!;
    await expect(drawer.getByTestId("previous-password")).toContainText(prevLabel);
    const sessions = drawer.getByTestId("account-sessions");
    const held = sessions.locator("tbody tr");
    await expect(held).toHaveCount(1);
    await expect(held).toContainText("127.0.0.1");
    await expect(held).toContainText(s("seats.passwordPrevious"));
    await shot(page, `seats-drawer-${lang}`);

    await held.getByRole("button", { name: s("seats.end") }).click();
    const dialog = page.getByRole("dialog", { name: s("seats.end") });
    await expect(dialog).toContainText(
      s("seats.endConfirm", { account: acc.accountName, client: "127.0.0.1" }),
    );
    await shot(page, `seats-end-confirm-${lang}`);
    await dialog.getByRole("button", { name: s("seats.end") }).click();
    await closed;
    await expect(sessions).toContainText(s("seats.none"));
    // English has a plural form for one; Chinese has one form.
    await expect(
      page.getByText(s(lang === "en" ? "seats.ended_one" : "seats.ended", { count: 1 })),
    ).toBeVisible();
    await shot(page, `seats-ended-${lang}`);
  });
}
