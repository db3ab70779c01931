import { base, expect, LANGS, sdkStrings, shot, signedIn, test, webStrings } from "./support";

// Personal access tokens in the personal centre (docs/tokens.md), in both languages: create
// (an empty name refused with the SDK rule's message), the token shown once with its warning,
// the list showing only its hint, a call made with the token filling "last used" with the
// client's address, revoke after a confirmation, after which the token is refused as revoked.
for (const lang of LANGS) {
  test(`a personal access token is created, shown once, used, listed and revoked (${lang})`, async ({
    browser,
  }) => {
    const C = webStrings(lang, "centre");
    const S = sdkStrings(lang);
    const page = await signedIn(browser, { lang });
    await page.goto(`${base()}/my/#/myCenter`);
    const card = page.getByRole("region", { name: C["tokens.title"]! });
    await expect(card.getByText(C["tokens.empty"]!)).toBeVisible();

    await card.getByRole("button", { name: C["tokens.create"]!, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: C["tokens.create"]! });
    await dialog.getByRole("button", { name: C["tokens.createSubmit"]!, exact: true }).click();
    await expect(dialog.getByText(S.L000870!)).toBeVisible();
    await dialog.getByRole("textbox", { name: S["field.tokenName"]! }).fill(`nightly export ${lang}`);
    await dialog.getByText(S["tokenScope.read"]!, { exact: true }).click();
    await shot(page, `tokens-create-${lang}`);
    await dialog.getByRole("button", { name: C["tokens.createSubmit"]!, exact: true }).click();

    const shown = page.getByTestId("token-secret");
    await expect(shown.getByText(C["tokens.once"]!)).toBeVisible();
    const token = (await page.getByTestId("token-secret-value").textContent())!.trim();
    expect(token).toMatch(/^fxc_pat_[\w-]{43}$/);
    await shot(page, `tokens-shown-once-${lang}`);
    await shown.getByRole("button", { name: C["tokens.done"]!, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const row = page
      .getByTestId("tokens-table")
      .getByRole("row")
      .filter({ hasText: `nightly export ${lang}` });
    await expect(row).toContainText(S["tokenScope.read"]!);
    await expect(row).toContainText(`fxc_pat_…${token.slice(-4)}`);
    await expect(row).toContainText(C["tokens.never"]!);
    await expect(page.getByText(token)).toHaveCount(0);

    // CI uses it: a read call answers; the list then shows when and from where.
    const used = await page.request.post(`${base()}/api/push/webhook/listEndpoints`, {
      headers: { token, "content-type": "application/json" },
      data: {},
    });
    expect((await used.json()).code).toBe(200);
    await page.reload();
    await expect(row).toContainText("127.0.0.1");
    await expect(row).not.toContainText(C["tokens.never"]!);
    await shot(page, `tokens-list-${lang}`, { fullPage: true });

    await row.getByRole("button", { name: C["tokens.revoke"]!, exact: true }).click();
    const ask = page.getByRole("dialog", { name: C["tokens.revokeTitle"]! });
    await expect(ask).toContainText(`nightly export ${lang}`);
    await shot(page, `tokens-revoke-${lang}`);
    await ask.getByRole("button", { name: C["tokens.revoke"]!, exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(card.getByText(C["tokens.empty"]!)).toBeVisible();
    const refused = await page.request.post(`${base()}/api/push/webhook/listEndpoints`, {
      headers: { token, "content-type": "application/json", language: lang },
      data: {},
    });
    expect(await refused.json()).toMatchObject({ code: 401, message: S.L000878 });
    await page.close();
  });
}
