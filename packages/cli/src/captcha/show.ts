// Show a captcha to a person at a terminal: write the SVG to a private temp file (path
// printed, opened with the desktop's viewer when there is a desktop) and draw it with block
// characters on stderr, which works over SSH and in any terminal.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "../context.js";
import { renderSvgToBlocks, svgFromImage } from "./raster.js";

/** The command that opens a file on this desktop, or undefined without a desktop. */
function opener(env: NodeJS.ProcessEnv): string | undefined {
  if (process.platform === "darwin") return "open";
  if (process.platform === "win32") return "explorer";
  return env.DISPLAY || env.WAYLAND_DISPLAY ? "xdg-open" : undefined;
}

/** Save, try to open, and draw the captcha image (an SVG data URL). Returns the file path. */
export function showCaptcha(ctx: Context, img: string): string {
  const svg = svgFromImage(img);
  const dir = mkdtempSync(join(tmpdir(), "fixcloud-captcha-"));
  const file = join(dir, "captcha.svg");
  writeFileSync(file, svg, { mode: 0o600 });
  const err = ctx.io.stderr;
  err.write(`${ctx.t("login.captchaFile", { path: file })}\n`);
  const cmd = opener(ctx.io.env);
  if (cmd && ctx.io.env.FIXCLOUD_NO_OPEN !== "1") {
    try {
      const child = spawn(cmd, [file], { stdio: "ignore", detached: true });
      child.on("error", () => {});
      child.unref();
    } catch {
      // No viewer: the block drawing below is enough.
    }
  }
  const columns = Math.min(72, Math.max(32, ((err as { columns?: number }).columns || 80) - 4));
  const art = renderSvgToBlocks(svg, { columns });
  if (art.length > 0) err.write(`${ctx.t("login.captchaArt")}\n\n${art.map((l) => `  ${l}`).join("\n")}\n\n`);
  return file;
}
