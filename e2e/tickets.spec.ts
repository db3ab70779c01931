import { deflateSync } from "node:zlib";
import {
  advanceSandbox,
  base,
  expect,
  fill,
  type Lang,
  sdkStrings,
  shot,
  signedIn,
  test,
  TICKET_DELAY_MS,
  WIDE,
  webStrings,
} from "./support";

// Tickets (part2 §2-§5), in zh-CN, as the demo account holder: /workOrderMng lists the
// tickets; the add button opens the type picker; the bug form refuses an empty submit with the
// generic message and each field's; a bug ticket is filed with two attachments (an image, whose
// server-made thumbnail shows, and an archive) and HTML typed in a field; once the sandbox's
// ticket delay has passed on its clock (moved, not waited for: a sandbox of its own) the ticket
// is being processed; the sandbox answers it by command; the ticket's view shows every field
// read-only, the HTML as text, the attachments and the result. The answer's message is opened
// from the header's unread count and its link leads back to the ticket.

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

/** A 400×300 PNG (larger than the thumbnail box): one colour per row, made without a library. */
function png(): Buffer {
  // The smallest valid PNG encoder: IHDR, one deflated IDAT, IEND.
  const w = 400;
  const h = 300;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w * 3; x++) raw[y * (w * 3 + 1) + 1 + x] = (x + y) & 0xff;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

{
  const lang: Lang = "zh-CN";
  test(`tickets: file a bug ticket with two attachments, the delay moves it on, the sandbox answers, view it (${lang})`, async ({
    browser,
    ownSandbox: _,
  }) => {
    const T = webStrings(lang, "tickets");
    const m = sdkStrings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });

    await page.goto(`${base()}/my/#/workOrderMng`);
    await expect(page.getByRole("heading", { name: T["list.title"] })).toBeVisible();
    await expect(page.getByTestId("tickets-table").getByRole("row").nth(1)).toBeVisible();

    // The type picker: four kinds; the bug form opens in create mode.
    await page.getByRole("button", { name: T["list.add"], exact: true }).click();
    const picker = page.getByRole("dialog", { name: T["picker.title"] });
    for (const type of [1, 2, 3, 5])
      await expect(picker.getByRole("link", { name: m[`ticketType.${type}`]! })).toBeVisible();
    await picker.getByRole("link", { name: m["ticketType.1"]! }).click();
    await page.waitForURL(/#\/addBugOrder\?type=1/);
    const form = page.getByRole("form");
    // Prefilled from the customer lookup.
    await expect(
      form.getByRole("textbox", { name: m["field.ticketCustomerName"], exact: true }),
    ).not.toHaveValue("");

    // An empty submit: the generic message and each rule's.
    await form.getByRole("button", { name: T["form.submit"], exact: true }).click();
    await expect(page.getByText(m.L000238!).first()).toBeVisible();
    await expect(form.getByText(m.L000630!)).toBeVisible();
    await expect(form.getByText(m.L000635!)).toBeVisible();

    const title = `${lang} fix lost <b>bold</b>`;
    await form.getByRole("textbox", { name: m["field.ticketTitle"]!, exact: true }).fill(title);
    await form
      .getByRole("textbox", { name: fill(T["form.from"], { label: m["field.troubleTime"]! }), exact: true })
      .fill("2026-05-30T08:00");
    await form.getByRole("textbox", { name: m["field.useArea"]!, exact: true }).fill("Hangzhou");
    await form.getByRole("textbox", { name: m["field.accServNo"]!, exact: true }).fill("acc0001");
    await form.getByRole("textbox", { name: m["field.equipmentModel"]!, exact: true }).fill("UB482");
    await form
      .getByRole("textbox", { name: m["field.troubleDescribe"]!, exact: true })
      .fill("<script>alert(1)</script>float only");
    await form.getByRole("textbox", { name: m["field.ticketContacts"]!, exact: true }).fill("Zhang San");
    await form.getByRole("textbox", { name: m["field.mobile"]!, exact: true }).fill("13800138000");
    await form.getByRole("textbox", { name: m["field.ticketEmail"]!, exact: true }).fill("ops@example.com");
    await page.locator('input[type="file"]').setInputFiles([
      { name: "screen.png", mimeType: "image/png", buffer: png() },
      { name: "logs.zip", mimeType: "application/zip", buffer: ZIP },
    ]);
    await expect(form.getByTestId("attachment")).toHaveCount(2);
    // The image shows the server's thumbnail.
    await expect(form.getByRole("img", { name: "screen.png" })).toBeVisible();
    await shot(page, `${lang}-ticket-form`, { fullPage: true });
    await form.getByRole("button", { name: T["form.submit"], exact: true }).click();
    await page.waitForURL(/#\/workOrderMng/);
    await expect(page.getByText(T["form.created"]!)).toBeVisible();

    // The new ticket is the newest row, pending; it is being processed once the sandbox's ticket
    // delay has passed (not a moment before); then the sandbox answers it.
    const row = page.getByTestId("tickets-table").getByRole("row").nth(1);
    await expect(row).toContainText(title);
    await expect(row).toContainText(m["ticketStatus.1"]!);
    const ticketNo = ((await row.getByRole("cell").nth(1).textContent()) ?? "").trim();
    await advanceSandbox(page, TICKET_DELAY_MS - 60_000);
    await page.reload();
    await expect(row).toContainText(title);
    await expect(row).toContainText(m["ticketStatus.1"]!);
    await advanceSandbox(page, 60_000);
    await page.reload();
    await expect(row).toContainText(m["ticketStatus.2"]!);
    const res = await page.request.post(`${base()}/__sandbox/tickets/answer`, {
      data: { ticketNo, result: `Answered for ${lang}: <i>rebooted</i>` },
    });
    expect((await res.json()).code).toBe(200);

    // The answer produced a message: the header's unread count leads to the list, the
    // message names the ticket, and its link opens the ticket list on that ticket.
    await page.reload();
    const unreadName = new RegExp(
      webStrings(lang, "shell")["unread.count_other"]!.replace("{{count}}", "\\d+").replace(/[()]/g, "\\$&"),
    );
    await page.getByRole("link", { name: unreadName }).click();
    await expect(page).toHaveURL(/#\/messageMng/);
    await page
      .getByRole("link", { name: m["msgTemplate.6.title"]!.replace("{ticketNo}", ticketNo), exact: true })
      .first()
      .click();
    await expect(page.getByTestId("message-content")).toContainText(ticketNo);
    await page.getByRole("link", { name: m["msgTemplate.6.link"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/workOrderMng\\?id=${ticketNo}`));

    // The view: read-only fields, HTML as text, attachments, the result.
    await page.getByRole("link", { name: T["list.detailOf"]!.replace("{{ticketNo}}", ticketNo) }).click();
    await page.waitForURL(/#\/addBugOrder\?type=2/);
    const view = page.getByTestId("ticket-view");
    await expect(view.getByRole("textbox", { name: m["field.ticketTitle"], exact: true })).toHaveValue(title);
    await expect(view.getByRole("textbox", { name: m["field.ticketTitle"], exact: true })).toHaveAttribute(
      "readonly",
      "",
    );
    await expect(view.getByRole("textbox", { name: m["field.troubleDescribe"], exact: true })).toHaveValue(
      "<script>alert(1)</script>float only",
    );
    await expect(view.getByRole("img", { name: "screen.png" })).toBeVisible();
    await expect(
      view.getByRole("button", { name: T["form.download"]!.replace("{{name}}", "logs.zip") }),
    ).toBeVisible();
    await expect(page.getByTestId("ticket-result")).toContainText(`Answered for ${lang}: <i>rebooted</i>`);
    await expect(view).toContainText(m["ticketStatus.3"]!);
    const download = page.waitForEvent("download");
    await view.getByRole("button", { name: T["form.download"]!.replace("{{name}}", "logs.zip") }).click();
    expect((await download).suggestedFilename()).toBe("logs.zip");
    await shot(page, `${lang}-ticket-view`, { fullPage: true });
    await page.context().close();
  });
}
