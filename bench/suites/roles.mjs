// The role dialog's budget: "Role dialog with the full menu tree: open to
// interactive ≤ 150 ms in headless Chromium". A role holding every code of the tree (the most
// ticked boxes) is opened from its row's Details button on a fresh /roleMng page, after the
// user has read the page for a moment and pointed at the button (the page prefetches the
// role's details on hover, as a person's pointer gives it time to). Timed inside the page from
// the click to one animation frame after every checkbox of the tree is rendered and enabled;
// the median of fresh page loads. A second figure clicks without pointing first (keyboard
// users, scripts): the role's details are then fetched after the click.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, median, record, root, signIn, startConsoleSandbox } from "../lib.mjs";

const RUNS = 7;
/** The user reads the page for a moment before acting (idle-time preloads may run meanwhile). */
const READ_MS = 1000;
/** From the pointer reaching the button to the click. */
const AIM_MS = 150;

const { menuTreeCodes } = await import(join(root, "packages/sdk/dist/index.js"));
const common = JSON.parse(
  readFileSync(join(root, "packages/web/src/i18n/locales/zh-CN/common.json"), "utf8"),
);

export default async function run() {
  const sandbox = await startConsoleSandbox();
  const browser = await launchChromium();
  try {
    const { session, client } = await signIn(sandbox.url);
    const every = menuTreeCodes();
    const role = await client.roles.create({ roleName: "bench 全部菜单" });
    await client.roles.update(role, { roleName: role.roleName, selected: every });
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript((s) => {
      localStorage.setItem("fixcloud.session", s);
      localStorage.setItem("fixcloud.language", "zh-CN");
    }, JSON.stringify(session));
    const times = { pointed: [], direct: [] };
    for (let i = 0; i < RUNS * 2; i++) {
      // Alternate: pointed at first (hover prefetch), or clicked at once (keyboard, scripts).
      const pointed = i % 2 === 0;
      const page = await context.newPage();
      try {
        await page.goto(`${sandbox.url}/my/#/roleMng`);
        const row = page.locator("[data-testid=roles-table] tbody tr").filter({ hasText: role.roleName });
        await row.waitFor();
        await page.waitForTimeout(READ_MS);
        const button = row.getByRole("button", { name: common["action.details"], exact: true });
        if (pointed) {
          await button.hover();
          await page.waitForTimeout(AIM_MS);
        }
        times[pointed ? "pointed" : "direct"].push(
          await page.evaluate(
            async ({ name, label, total }) => {
              const el = [...document.querySelectorAll("[data-testid=roles-table] tbody tr")]
                .find((tr) => tr.textContent.includes(name))
                ?.querySelectorAll("button");
              const target = [...(el ?? [])].find((b) => b.textContent === label);
              if (!target) throw new Error("no Details button");
              const ready = () => {
                const boxes = document.querySelectorAll("[data-testid=menu-tree] input[type=checkbox]");
                return boxes.length === total && [...boxes].every((b) => b.checked && !b.disabled);
              };
              const start = performance.now();
              target.click();
              const ok = await new Promise((resolve) => {
                const poll = () => {
                  if (ready()) requestAnimationFrame(() => resolve(true));
                  else if (performance.now() - start > 10_000) resolve(false);
                  else setTimeout(poll, 1);
                };
                poll();
              });
              if (!ok) throw new Error("the menu tree was not interactive within 10 s");
              return performance.now() - start;
            },
            { name: role.roleName, label: common["action.details"], total: every.length },
          ),
        );
      } finally {
        await page.close();
      }
    }
    record("role dialog: open → full menu tree interactive (median)", median(times.pointed), "ms", 150);
    record(
      "role dialog: open without pointing first → tree interactive (median)",
      median(times.direct),
      "ms",
      150,
    );
    await context.close();
  } finally {
    await browser.close();
    await sandbox.close();
  }
}
