import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeFindings, report, signedIn } from "./a11y-support";
import { type Lang, api, base, fill, sdkStrings, webStrings } from "./support";

// The fault diagnosis page /obstacle (part2 §2-§9; issue 11) as the demo main account reaches it,
// once per language: NTRIP records of an account are written through the sandbox's
// /__sandbox/fault/records (five refused passwords, then a 20-minute session at 1 Hz converging
// from float to fixed); from the accounts list the row's fault link opens /obstacle, which
// searches at once and shows the verdict (the refusals named with their count), base and service
// info, the usage line, the chart, the error table and the behaviour log; the GGA export is
// downloaded and read back (formula-safe cells); the page is axe-clean.

interface Row {
  accountName: string;
  serviceSubType: string;
  serviceState: number;
  disableState: number;
}

const MINUTE = 60_000;

for (const [index, lang] of (["zh-CN", "en"] as Lang[]).entries()) {
  test(`fault: from the fault link to the verdict, chart, tables and GGA export (${lang})`, async ({
    browser,
  }) => {
    const F = webStrings(lang, "fault");
    const S = webStrings(lang, "services");
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, lang);
    const { list } = await api<{ list: Row[] }>(page, "/api/console/accountList/selectAccServList", {
      selectType: 1,
      pageNo: 1,
      pageSize: 10,
    });
    const account = list.filter(
      (a) => a.serviceSubType === "nrtk_serv" && a.serviceState === 2 && a.disableState === 1,
    )[index]!.accountName;
    const seeded = await page.request.post(`${base()}/__sandbox/fault/records`, {
      data: {
        accountName: account,
        session: { accessPoint: "RTCM33GRC", loginTime: -21 * MINUTE, connectType: "NTRIP v1" },
        gga: Array.from({ length: 1200 }, (_, i) => ({
          time: -20 * MINUTE + i * 1000,
          fixStatus: i < 45 ? 5 : 4,
          satellites: 20 + (i % 5),
          diffAge: 1 + (i % 3),
          lat: 39.65,
          lon: 115.95,
          raw:
            i === 0
              ? '=HYPERLINK("http://x")'
              : "$GPGGA,020000.00,3939.0000,N,11557.0000,E,4,20,0.8,50.0,M,0.0,M,1.0,0001*5B",
        })),
        behaviours: [{ time: -19 * MINUTE, opType: 4, lat: 39.65, lon: 115.95, ggaStr: "$GPGGA" }],
        errors: Array.from({ length: 5 }, (_, k) => ({
          time: -30 * MINUTE + k * 10_000,
          errorType: 1,
          errorDesc: "bad password",
        })),
      },
    });
    expect(seeded.status()).toBe(200);

    // The accounts list's fault link lands on /obstacle with the account preset and searches at once.
    await page.goto(`${base()}/my/#/highPrecision`);
    await page.getByRole("link", { name: fill(S["row.faultOf"], { account }) }).click();
    await expect(page).toHaveURL(/#\/obstacle\?accountName=/);
    await expect(page.getByRole("heading", { name: F.title })).toBeVisible();
    await expect(page.getByTestId("fault-account")).toHaveValue(account);

    const verdict = page.getByTestId("fault-verdict");
    const credentials = sdk["doctor.credentials_rejected.title"]!.replace("{count}", "5").replace(
      "{reason}",
      "bad password",
    );
    await expect(verdict).toContainText(credentials);
    await expect(page.getByTestId("fault-base")).toContainText(account);
    await expect(page.getByTestId("fault-service")).toContainText("RTCM33GRC");
    await expect(page.getByTestId("fault-service")).toContainText(sdk["faultOnlineStatus.1"]!);
    await expect(page.getByTestId("fault-usage")).toContainText("1200");
    const chart = page.getByTestId("fault-chart");
    await expect(chart).toBeVisible();
    // 1,200 samples come back downsampled to at most 500 points (min/max buckets).
    const points = Number(await chart.getAttribute("data-points"));
    expect(points).toBeGreaterThanOrEqual(250);
    expect(points).toBeLessThanOrEqual(500);
    await expect(chart.locator(".recharts-line").first()).toBeVisible();
    await expect(page.getByTestId("fault-errors").getByRole("row")).toHaveCount(6);
    await expect(page.getByTestId("fault-errors")).toContainText(sdk.L000422!);
    const behaviours = page.getByTestId("fault-behaviours");
    await expect(behaviours).toContainText(sdk["behaviourType.4"]!);
    await expect(behaviours).toContainText(lang === "en" ? "Beijing" : "北京市");

    // The GGA export: a csv of every GGA row, formula cells neutralized.
    const download = page.waitForEvent("download");
    await page.getByTestId("fault-export").click();
    const file = await (await download).path();
    const lines = readFileSync(file, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("time,ggaStatus,satNum,diffAge,lat,lon,height,accessPoint,ggaStr");
    expect(lines).toHaveLength(1201);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);

    const found = await axeFindings(page, "/obstacle");
    expect(found, report(found)).toEqual([]);
    await page.context().close();
  });
}

test("fault: the prerequisites of a search, and 571 clears silently", async ({ browser }) => {
  const F = webStrings("en", "fault");
  const sdk = sdkStrings("en");
  const page = await signedIn(browser, "en");
  await page.goto(`${base()}/my/#/obstacle`);
  await page.getByTestId("fault-search").click();
  await expect(page.getByTestId("fault-problem")).toHaveText(sdk.L000278!);
  const lookup = page.waitForResponse((r) => r.url().includes("/getServSubType"));
  await page.getByTestId("fault-account").fill("no-such-rover");
  // 571: no message, no sub-types; the search then asks for a sub-type.
  expect((await (await lookup).json()).code).toBe(571);
  await expect(page.getByTestId("fault-subtype")).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByTestId("fault-search").click();
  await expect(page.getByTestId("fault-problem")).toHaveText(sdk.L000065!);
  expect(F.title).toBeTruthy();
  await page.context().close();
});
