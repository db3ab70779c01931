import { createRequire } from "node:module";
import { join } from "node:path";
import { axeFindings, expectNone } from "./a11y-support";
import {
  base,
  expect,
  type Lang,
  LANGS,
  root,
  sdkStrings,
  shot,
  signedIn,
  test,
  webStrings,
} from "./support";

// The developer docs (part1 §2 /androidPdf, /apiPdf), once per language (the reference
// follows the console's language) as the demo main account reaches them: /apiPdf shows the API
// reference in its frame, in the console's language (an operation's title as the sandbox's
// OpenAPI document gives it in that language); /androidPdf shows the SDK and device integration
// guide; both are axe-clean, frames included, scanned here once their frames have loaded (not in
// a11y-pages-*). And every path of the route table has its screen: none answers the not-found page.

const { routeTable } = createRequire(import.meta.url)(join(root, "packages/sdk/dist/index.cjs")) as {
  routeTable: readonly { path: string }[];
};

/** The title the reference gives the first operation of its first tag, in `lang`. */
async function firstOperationTitle(lang: Lang): Promise<string> {
  const res = await fetch(`${base()}/openapi.json?lang=${lang}`);
  const doc = (await res.json()) as {
    tags: { name: string }[];
    paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
  };
  const first = doc.tags[0]!.name;
  const ops = Object.values(doc.paths).flatMap((m) => Object.values(m));
  return ops.find((o) => o.tags.includes(first))!.summary;
}

for (const lang of LANGS) {
  test(`developer docs: the API reference and the device guide, framed (${lang})`, async ({ browser }) => {
    const D = webStrings(lang, "devdocs");
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, { lang });

    await page.goto(`${base()}/my/#/apiPdf`);
    await expect(page.getByRole("heading", { level: 1, name: sdk["menu.apiGuide"] })).toBeVisible();
    const api = page.frameLocator('[data-testid="devdoc-api"]');
    await expect(page.locator('[data-testid="devdoc-api"]')).toHaveAttribute("title", D["frame.api"]!);
    const title = await firstOperationTitle(lang);
    expect(/[\u4e00-\u9fff]/.test(title)).toBe(lang === "zh-CN");
    await expect(api.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(D.loading!)).toHaveCount(0);
    await shot(page, `devdocs-api-${lang}`);
    const apiFindings = await axeFindings(page, `/apiPdf ${lang}`);

    await page.goto(`${base()}/my/#/androidPdf`);
    await expect(page.getByRole("heading", { level: 1, name: sdk["menu.sdkGuide"] })).toBeVisible();
    const guide = page.frameLocator('[data-testid="devdoc-guide"]');
    const guideTitle = lang === "en" ? "SDK and device integration guide" : "SDK 与设备接入指南";
    await expect(guide.getByRole("heading", { level: 1, name: guideTitle })).toBeVisible();
    await expect(guide.getByRole("cell", { name: "RTCM33GRCEPRO" }).first()).toBeVisible();
    await expect(guide.getByRole("cell", { name: "CGCS2000" })).toBeVisible();
    await shot(page, `devdocs-guide-${lang}`);
    const guideFindings = await axeFindings(page, `/androidPdf ${lang}`);

    await page.context().close();
    await expectNone([...apiFindings, ...guideFindings]);
  });
}

test("every path of the route table has its screen (zh-CN)", async ({ browser }) => {
  const page = await signedIn(browser, { lang: "zh-CN" });
  const paths = [...new Set(routeTable.map((r) => r.path))].filter((p) => p !== "/");
  expect(paths).toContain("/apiPdf");
  for (const path of paths) {
    await page.goto(`${base()}/my/#${path}`);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator("main"), path).not.toBeEmpty();
    await expect(page.getByTestId("not-found"), path).toHaveCount(0);
  }
  await page.context().close();
});
