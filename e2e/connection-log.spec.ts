import { api, base, expect, type Lang, sdkStrings, shot, signedIn, test } from "./support";

// The connection log on /obstacle (docs/ntrip-caster.md "Connection log"), in both languages:
// a rover's attempts are written through the sandbox (/__sandbox/fault/records: a 2-minute
// session from "NTRIP Emlid Reach RS2", then a disabled account's refusal, a bad GGA and a wrong
// password from another client), the account is searched, and the log shows every attempt newest
// first with its outcome, reason (its fix on hover), client, software, mount point, NTRIP
// version and the session's length, all labelled in the page's language.

const MINUTE = 60_000;

for (const lang of ["en", "zh-CN"] as const satisfies readonly Lang[]) {
  test(`connection log: every attempt with its outcome, reason and client (${lang})`, async ({ browser }) => {
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, { lang });
    // Rovers past the first page: fault.spec and a11y-pages-* write records for the first ones.
    const { list } = await api<{ list: { accountName: string; serviceSubType: string }[] }>(
      page,
      "/api/console/accountList/selectAccServList",
      { selectType: 1, pageNo: 2, pageSize: 20 },
    );
    const rovers = list.filter((a) => a.serviceSubType === "nrtk_serv").map((a) => a.accountName);
    const account = rovers[lang === "en" ? 0 : 1]!;
    const seeded = await page.request.post(`${base()}/__sandbox/fault/records`, {
      data: {
        accountName: account,
        session: {
          accessPoint: "RTCM33GRC",
          loginTime: -20 * MINUTE,
          logoutTime: -18 * MINUTE,
          connectType: "NTRIP v2",
          ip: "198.51.100.20",
          port: 40_001,
          userAgent: "NTRIP Emlid Reach RS2/32.1",
        },
        errors: [
          {
            time: -15 * MINUTE,
            errorType: 4,
            errorDesc: "account disabled",
            reason: "disabled",
            userAgent: "NTRIP Emlid Reach RS2/32.1",
            ntripVersion: 2,
          },
          {
            time: -10 * MINUTE,
            errorType: 6,
            errorDesc: "GGA checksum mismatch",
            reason: "bad_gga",
            ntripVersion: 2,
          },
          {
            time: -5 * MINUTE,
            errorType: 1,
            errorDesc: "wrong password",
            reason: "bad_credentials",
            ip: "203.0.113.9",
            port: 51_515,
            userAgent: "NTRIP RTKLIB/2.4.3",
            ntripVersion: 1,
          },
        ],
      },
    });
    expect(seeded.status(), await seeded.text()).toBe(200);
    // The API answers the same rows the page shows.
    const log = await api<{ total: number }>(page, "/api/collection/faultRm/connectionLog", {
      accountName: account,
      page: 1,
      size: 10,
    });
    expect(log.total).toBe(4);

    await page.goto(`${base()}/my/#/obstacle?accountName=${encodeURIComponent(account)}`);
    const table = page.getByTestId("fault-connections");
    await expect(page.getByRole("heading", { name: sdk["connectionLog.title"]! })).toBeVisible();
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(5);
    for (const key of ["outcome", "reason", "client", "userAgent", "mountPoint", "ntripVersion", "duration"])
      await expect(
        table.getByRole("columnheader", { name: sdk[`connectionLog.field.${key}`]! }),
      ).toBeVisible();
    // Newest first: the wrong password, the bad GGA, the disabled account, then the session.
    await expect(rows.nth(1)).toContainText(sdk["connectionOutcome.refused"]!);
    await expect(rows.nth(1)).toContainText(sdk["ntripRefusalReason.bad_credentials"]!);
    await expect(rows.nth(1)).toContainText("203.0.113.9:51515");
    await expect(rows.nth(1)).toContainText("NTRIP RTKLIB/2.4.3");
    await expect(rows.nth(2)).toContainText(sdk["connectionOutcome.degraded"]!);
    await expect(rows.nth(2)).toContainText(sdk["ntripRefusalReason.bad_gga"]!);
    await expect(rows.nth(3)).toContainText(sdk["ntripRefusalReason.disabled"]!);
    await expect(rows.nth(4)).toContainText(sdk["connectionOutcome.accepted"]!);
    await expect(rows.nth(4)).toContainText("NTRIP Emlid Reach RS2/32.1");
    await expect(rows.nth(4)).toContainText("2m");
    await table.scrollIntoViewIfNeeded();
    await shot(page, `connection-log-${lang}`);
    // The fix of a reason on hover.
    await rows.nth(3).getByText(sdk["ntripRefusalReason.disabled"]!).hover();
    await expect(page.getByRole("tooltip")).toHaveText(sdk["ntripRefusal.disabled.fix"]!);
    await page.context().close();
  });
}
