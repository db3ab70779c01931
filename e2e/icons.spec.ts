import { ICON_NAMES } from "../packages/web/src/shared/iconNames";
import { base, expect, signedIn, test } from "./support";

// The console's icons as Chromium draws them (packages/web/src/shared/icons.css): every glyph the
// code can name is an image that decodes, has a size, and is stroked in the colour of the icon
// button it sits on (a glyph drawn in another colour, or not at all, is an icon a person cannot
// see or that looks disabled). The account list loads the icons' stylesheet; each glyph is
// checked on a button of the list's own class.

/** What the browser draws for one glyph on an icon button. */
interface Drawn {
  name: string;
  /** The ::before box, px. */
  width: number;
  height: number;
  /** Pixels of the decoded glyph that are fully opaque. */
  opaque: number;
  /** Their distinct colours, "r,g,b". */
  colours: string[];
  /** The button's own text colour, "r,g,b". */
  buttonColour: string;
}

test("every glyph draws, sized, in the icon button's colour", async ({ browser }) => {
  const page = await signedIn(browser, { lang: "en" });
  await page.goto(`${base()}/my/#/highPrecision?tab=1`);
  // The list's icon buttons are there: their stylesheet has loaded.
  await expect(page.locator(".fc-icon-btn[data-fc-icon]").first()).toBeVisible();

  const drawn: Drawn[] = await page.evaluate(async (names) => {
    const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).join(",");
    const out = [];
    for (const name of names) {
      const button = document.createElement("button");
      button.className = "fc-icon-btn";
      button.dataset.fcIcon = name;
      document.body.append(button);
      const before = getComputedStyle(button, "::before");
      const url = /url\("(.*)"\)/.exec(before.backgroundImage)?.[1];
      let opaque = 0;
      const colours = new Set<string>();
      if (url) {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = 48;
        canvas.height = 48;
        const g = canvas.getContext("2d")!;
        g.drawImage(img, 0, 0, 48, 48);
        const { data } = g.getImageData(0, 0, 48, 48);
        for (let i = 0; i < data.length; i += 4)
          if (data[i + 3] === 255) {
            opaque++;
            colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
          }
      }
      out.push({
        name,
        width: Number.parseFloat(before.width),
        height: Number.parseFloat(before.height),
        opaque,
        colours: [...colours],
        buttonColour: rgb(getComputedStyle(button).color),
      });
      button.remove();
    }
    return out;
  }, ICON_NAMES);

  /** How far apart two colours are: the largest difference of a channel (rasterising may round by 1). */
  const distance = (a: string, b: string) => {
    const [x, y] = [a.split(",").map(Number), b.split(",").map(Number)];
    return Math.max(...x.map((v, i) => Math.abs(v - y[i]!)));
  };
  expect(drawn.map((d) => d.name)).toEqual([...ICON_NAMES]);
  for (const d of drawn) {
    expect(d.width, `${d.name}: width`).toBeGreaterThan(0);
    expect(d.height, `${d.name}: height`).toBe(d.width);
    expect(d.opaque, `${d.name}: drawn pixels`).toBeGreaterThan(20);
    const off = d.colours.filter((c) => distance(c, d.buttonColour) > 2);
    expect(off, `${d.name}: pixels not in the button's colour ${d.buttonColour}`).toEqual([]);
  }
  await page.context().close();
});
