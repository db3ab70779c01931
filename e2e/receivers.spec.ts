import type { Page } from "@playwright/test";
import { axeFindings, report } from "./a11y-support";
import { base, expect, fill, type Lang, sdkStrings, shot, signedIn, test, webStrings } from "./support";

// The receiver page /receiveMan (part2 §2, §4-5, §8) as the demo main account uses it,
// in en (the page itself is scanned by a11y-pages-*): the seeded receivers with their ticks and
// warnings, the holder's row without actions; adding a receiver whose name and email are taken
// (the pre-check's 544 messages shown one after another, the fields marked), then with its own
// values, which hold HTML (shown as text); sending the e-mail verification from the warning
// popover (indicator "sent", resend disabled while pending), following the link from the sandbox's
// outbox, the tick after it; the dialog and popover axe-clean; deleting the receiver after the
// confirmation.

const RECEIVER = "/api/push/message/receiver";

/** The 544 messages the sandbox answers for a pre-check, in the request's language. */
async function repeatMessages(page: Page, lang: Lang, body: Record<string, string>): Promise<string[]> {
  const session = await page.evaluate(() => localStorage.getItem("fixcloud.session"));
  const res = await page.request.post(`${base()}${RECEIVER}/checkRepeat`, {
    data: body,
    headers: { token: JSON.parse(session!).token, language: lang },
  });
  const env = (await res.json()) as { code: number; data: { field: string; message: string }[] };
  expect(env.code).toBe(544);
  return env.data.map((d) => d.message);
}

/** The verification link the sandbox's outbox holds for `to` (its JSON view). */
async function outboxLink(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`${base()}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: { list: { text: string }[] } };
  const link = /https?:\/\/\S+\/__sandbox\/receivers\/verify\?token=[\w.-]+/.exec(
    data.list[0]?.text ?? "",
  )?.[0];
  expect(link, `no verification link for ${to}`).toBeTruthy();
  return link!;
}

{
  const lang: Lang = "en";
  test(`receivers: duplicates in turn, HTML as text, verify through the outbox, delete (${lang})`, async ({
    browser,
  }) => {
    const R = webStrings(lang, "receivers");
    const C = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, { lang });
    await page.goto(`${base()}/my/#/receiveMan`);
    await expect(page.getByRole("heading", { name: R.title })).toBeVisible();
    const table = page.getByTestId("receivers-table");
    const row = (text: string) => table.getByRole("row").filter({ hasText: text });

    // Seeded rows: a tick for verified addresses, a warning for the others; the holder has no actions.
    await expect(row("wang.min@example.com").getByText(sdk["verifyFlag.1"]!).first()).toBeAttached();
    await expect(
      page.getByRole("button", { name: fill(R["verify.unverifiedOf"], { address: "zhao.lei@example.com" }) }),
    ).toBeVisible();
    await expect(row("demo@example.com").getByRole("button", { name: R["action.edit"] })).toHaveCount(0);
    await expect(row("wang.min@example.com").getByRole("button", { name: R["action.edit"] })).toBeVisible();

    // Add: the rules first, then a taken name and email: the 544 messages in turn, fields marked.
    await page.getByRole("button", { name: R.add, exact: true }).click();
    const dialog = page.getByTestId("receiver-dialog").getByRole("dialog");
    await dialog.getByRole("button", { name: R["dialog.save"] }).click();
    await expect(dialog.getByText(sdk.L000622!)).toBeVisible();
    await expect(dialog.getByText(sdk.L000609!)).toBeVisible();
    const taken = { name: "王敏", email: "li.na@example.com", phone: "" };
    const messages = await repeatMessages(page, lang, taken);
    expect(messages).toHaveLength(2);
    await dialog.getByLabel(sdk["field.name"]!).fill(` ${taken.name} `);
    await dialog.getByLabel(sdk["field.email"]!).fill(taken.email);
    await dialog.getByLabel(sdk["field.position"]!).fill("测试 tester");
    await dialog.getByRole("button", { name: R["dialog.save"] }).click();
    const toasts = page.locator(".mantine-Notification-root");
    await expect(toasts.filter({ hasText: messages[0]! })).toBeVisible();
    await expect(toasts.filter({ hasText: messages[1]! })).toBeVisible();
    await expect(dialog.getByText(messages[0]!)).toBeVisible();
    await expect(dialog.getByText(messages[1]!)).toBeVisible();
    await shot(page, `receivers-544-${lang}`);
    expect(await axeFindings(page, "receiver dialog", "[data-testid=receiver-dialog]").then(report)).toBe("");

    // Its own values, with HTML in name and position: saved and shown as text.
    const tag = lang === "en" ? "en" : "zh";
    const name = `<img src=x onerror=alert(1)>${tag}`;
    const position = `<b>bold</b> ${tag}`;
    const email = `walk-${tag}-${Date.now() % 100_000}@example.com`;
    await dialog.getByLabel(sdk["field.name"]!).fill(name);
    await dialog.getByLabel(sdk["field.email"]!).fill(` ${email} `);
    await dialog.getByLabel(sdk["field.position"]!).fill(position);
    await dialog.getByRole("button", { name: R["dialog.save"] }).click();
    await expect(page.getByText(sdk.L000694!).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const mine = row(email);
    await expect(mine.getByRole("cell", { name, exact: true })).toBeVisible();
    await expect(mine.getByRole("cell", { name: position, exact: true })).toBeVisible();
    await expect(table.locator("img, b")).toHaveCount(0);

    // Send the verification from the warning's popover: "sent", and resend disabled while pending.
    // By keyboard: Enter opens the popover with focus on its send button; Escape returns to the warning.
    const warning = page.getByRole("button", { name: fill(R["verify.unverifiedOf"], { address: email }) });
    await warning.focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog").filter({ hasText: R["verify.unverified"]! });
    // Named "Send verification e-mail to …", then "Resend e-mail to …": found by where it sends.
    const sendButton = popover.getByRole("button", { name: fill(R["verify.sendEmail"], { address: email }) });
    await expect(sendButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(popover.getByText(sdk["verifyIndicator.1"]!, { exact: true })).toBeVisible();
    await expect(sendButton).toBeDisabled();
    await expect(popover.getByText(R["verify.wait"]!)).toBeVisible();
    expect(await axeFindings(page, "verify popover").then(report)).toBe("");
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(warning).toBeFocused();

    // The link from the outbox verifies the address; the page then shows the tick.
    const outbox = await page.context().newPage();
    await outbox.goto(`${base()}/__sandbox/outbox.html?to=${encodeURIComponent(email)}`);
    await expect(outbox.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await outbox.goto(await outboxLink(page, email));
    await expect(outbox.locator("[data-outcome=verified]")).toBeVisible();
    await shot(outbox, `receivers-verified-${lang}`);
    await outbox.close();
    await page.reload();
    await expect(mine.getByText(sdk["verifyFlag.1"]!)).toBeAttached();
    await expect(
      page.getByRole("button", { name: fill(R["verify.unverifiedOf"], { address: email }) }),
    ).toHaveCount(0);
    await shot(page, `receivers-${lang}`);

    // Delete, after the confirmation.
    await mine.getByRole("button", { name: R["action.delete"] }).click();
    await expect(page.getByText(fill(R.confirmDelete, { name }))).toBeVisible();
    await page.getByRole("button", { name: C["confirm.ok"], exact: true }).click();
    await expect(page.getByText(sdk.L000695!).first()).toBeVisible();
    await expect(mine).toHaveCount(0);
    await page.context().close();
  });
}
