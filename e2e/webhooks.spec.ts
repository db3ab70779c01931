import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { runBin } from "../packages/cli/test/bin-harness";
import { axeFindings, expectNone, type Finding } from "./a11y-support";
import {
  base,
  expect,
  fill,
  type Lang,
  LANGS,
  PHONE,
  root,
  sdkStrings,
  signedIn,
  test,
  webStrings,
} from "./support";

// A customer automates on signed webhooks, in zh-CN: an
// endpoint added on the console's /webhooks page (reached from the personal centre) points at a
// receiver this test runs; the secret is read from the dialog that shows it once; a CLI bulk
// job (`fixcloud accounts disable`, the built bin with the browser's session) makes the sandbox
// send `batch.finished`, whose Standard Webhooks signature must verify with that secret (the
// `standardwebhooks` library, as integrators check it); the console's delivery log shows the
// delivery as succeeded, and a redelivery reaches the receiver again with the same webhook-id.
// axe on the add dialog, the secret dialog and the log (the page itself: a11y-pages-*); focus
// returns to the opener when each closes. At 390 px, in both languages, the page and the add
// dialog fit and pass axe.

// The Standard Webhooks library is a dependency of the CLI package, not of the root.
const { Webhook } = createRequire(join(root, "packages/cli/package.json"))(
  "standardwebhooks",
) as typeof import("standardwebhooks");

/** One request the receiver got. */
interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver on a free port answering 204 and recording every request. */
async function startReceiver(): Promise<{ url: string; hits: Hit[]; close(): Promise<void> }> {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The browser's session token (the CLI runs with it, as CI would with FIXCLOUD_TOKEN). */
async function tokenOf(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem("fixcloud.session"));
  return (JSON.parse(session!) as { token: string }).token;
}

/** A dialog's (or drawer's) axe findings, labelled. */
async function checkDialog(page: Page, where: string): Promise<Finding[]> {
  await expect(page.getByRole("dialog").last()).toBeVisible();
  return axeFindings(page, where);
}

{
  const lang: Lang = "zh-CN";
  test(`a webhook added in the console receives a signed batch.finished after a CLI bulk job (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const W = webStrings(lang, "webhooks");
    const C = webStrings(lang, "centre");
    const S = sdkStrings(lang);
    const found: Finding[] = [];
    const receiver = await startReceiver();
    const config = mkdtempSync(join(tmpdir(), "fixcloud-webhooks-e2e-"));
    const page = await signedIn(browser, { lang });
    try {
      // The personal centre links to the page.
      await page.goto(`${base()}/my/#/myCenter`);
      await page.getByRole("link", { name: C["myCenter.webhooksOpen"]! }).click();
      await expect(page).toHaveURL(/#\/webhooks/);
      await expect(page.getByRole("heading", { level: 1, name: W.title! })).toBeVisible();
      await expect(page.getByTestId("webhooks-table")).toBeVisible();

      // Add: a bad URL is refused with the SDK rule's message, then the real one.
      const add = page.getByRole("button", { name: W.add!, exact: true });
      await add.click();
      const dialog = page.getByRole("dialog", { name: W["dialog.add"]! });
      found.push(...(await checkDialog(page, "add dialog")));
      const url = dialog.getByRole("textbox", { name: S["field.url"]! });
      await url.fill("ftp://example.com/hook");
      await dialog.getByRole("button", { name: W["dialog.submit"]!, exact: true }).click();
      await expect(dialog.getByText(S.L000762!)).toBeVisible();
      await url.fill(receiver.url);
      await dialog.getByRole("textbox", { name: S["field.description"]! }).fill(`e2e ${lang}`);
      await dialog.getByRole("checkbox", { name: S["webhookEventType.batch.finished"]! }).check();
      await dialog.getByRole("button", { name: W["dialog.submit"]!, exact: true }).click();

      // The secret, shown once; closing it gives focus back to the add button.
      const shown = page.getByTestId("webhook-secret");
      await expect(shown.getByText(W["secret.once"]!)).toBeVisible();
      const secret = (await page.getByTestId("webhook-secret-value").textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      found.push(...(await checkDialog(page, "secret dialog")));
      await page.getByRole("button", { name: W["secret.done"]!, exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(add).toBeFocused();
      const row = page.getByTestId("webhooks-table").getByRole("row").filter({ hasText: receiver.url });
      await expect(row).toContainText(S["webhookEventType.batch.finished"]!);
      await expect(row).toContainText(secret.slice(-4));
      await expect(row).not.toContainText(secret);

      // A CLI bulk job with the browser's session: disable one enabled account, then enable it again.
      const env = { FIXCLOUD_TOKEN: await tokenOf(page), FIXCLOUD_BASE_URL: base() };
      const listed = await runBin(
        config,
        [
          "accounts",
          "list",
          "--type",
          "high-precision",
          "--disable-state",
          "1",
          "--service-state",
          "2",
          "--page-size",
          "1",
          "--output",
          "json",
        ],
        { env },
      );
      expect(listed.code, listed.stderr).toBe(0);
      const [account] = JSON.parse(listed.stdout) as { id: string }[];
      expect(account).toBeDefined();
      const job = await runBin(
        config,
        ["accounts", "disable", "--ids", account!.id, "--yes", "--lang", lang],
        { env },
      );
      expect(job.code, job.stderr).toBe(0);

      // The receiver got batch.finished, signed with the secret shown once.
      await expect.poll(() => receiver.hits.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const hit = receiver.hits.find(
        (h) => (JSON.parse(h.body) as { type: string }).type === "batch.finished",
      );
      expect(hit).toBeDefined();
      const verified = new Webhook(secret).verify(hit!.body, {
        "webhook-id": String(hit!.headers["webhook-id"]),
        "webhook-timestamp": String(hit!.headers["webhook-timestamp"]),
        "webhook-signature": String(hit!.headers["webhook-signature"]),
      }) as { type: string; data: { customerId: string } };
      expect(verified.type).toBe("batch.finished");
      expect(verified.data.customerId).toBeTruthy();
      // A wrong secret does not verify.
      expect(() =>
        new Webhook(`whsec_${Buffer.from("not the secret at all!!").toString("base64")}`).verify(hit!.body, {
          "webhook-id": String(hit!.headers["webhook-id"]),
          "webhook-timestamp": String(hit!.headers["webhook-timestamp"]),
          "webhook-signature": String(hit!.headers["webhook-signature"]),
        }),
      ).toThrow();

      // The console's delivery log shows it as succeeded, with the webhook-id the receiver saw.
      const deliveries = row.getByRole("button", { name: W["action.deliveries"]!, exact: true });
      await deliveries.click();
      const log = page.getByTestId("webhook-deliveries");
      await expect(log.getByText(String(hit!.headers["webhook-id"]))).toBeVisible({ timeout: 15_000 });
      await expect(log.getByTestId("delivery-status").first()).toHaveText(
        S["webhookDeliveryStatus.succeeded"]!,
      );
      found.push(...(await checkDialog(page, "delivery log")));
      // Redeliver: a second attempt now, with the same webhook-id, logged under the same delivery.
      const id = String(hit!.headers["webhook-id"]);
      const card = log.getByRole("article").filter({ hasText: id });
      await card.getByRole("button", { name: fill(W["deliveries.redeliverOf"], { id }) }).click();
      await expect.poll(() => receiver.hits.filter((h) => h.headers["webhook-id"] === id).length).toBe(2);
      await expect(card.getByRole("table").locator("tbody tr")).toHaveCount(2);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(deliveries).toBeFocused();

      // Leave the sandbox as found: the account enabled again, the endpoint removed (after a
      // confirmation naming its URL).
      const back = await runBin(config, ["accounts", "enable", "--ids", account!.id, "--yes"], { env });
      expect(back.code, back.stderr).toBe(0);
      await row.getByRole("button", { name: W["action.remove"]!, exact: true }).click();
      const confirm = page.getByRole("dialog").last();
      await expect(confirm).toContainText(fill(W.confirmRemove, { url: receiver.url }));
      await confirm.getByRole("button", { name: W["action.remove"]!, exact: true }).click();
      await expect(page.getByTestId("webhooks-table").getByText(receiver.url)).toHaveCount(0);
    } finally {
      await page.context().close();
      await receiver.close();
      rmSync(config, { recursive: true, force: true });
    }
    await expectNone(found);
  });
}

for (const lang of LANGS) {
  test(`the webhooks page and its add dialog fit a 390 px phone and pass axe there (${lang})`, async ({
    browser,
  }) => {
    const W = webStrings(lang, "webhooks");
    const page = await signedIn(browser, { lang, viewport: PHONE });
    const found: Finding[] = [];
    try {
      await page.goto(`${base()}/my/#/webhooks`);
      await expect(page.getByTestId("webhooks-table")).toBeVisible();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      found.push(...(await axeFindings(page, "/webhooks 390 px")));
      await page.getByRole("button", { name: W.add!, exact: true }).click();
      found.push(...(await checkDialog(page, "add dialog 390 px")));
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: W.add!, exact: true })).toBeFocused();
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });
}
