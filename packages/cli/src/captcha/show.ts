// Show a captcha to a person at a terminal: write the SVG to a private temp file (path
// printed, opened with the desktop's viewer when there is a desktop) and draw it with block
// characters on stderr, which works over SSH and in any terminal. The file lives only while the
// prompt does: removed when the caller is done, on an error, on exit and on Ctrl+C or SIGTERM,
// so no captcha file is ever left behind.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "../context.js";
import { ExitCode } from "../exit-codes.js";
import { renderSvgToBlocks, svgFromImage } from "./raster.js";

/** The command that opens a file on this desktop, or undefined without a desktop. */
function opener(env: NodeJS.ProcessEnv): string | undefined {
  if (process.platform === "darwin") return "open";
  if (process.platform === "win32") return "explorer";
  return env.DISPLAY || env.WAYLAND_DISPLAY ? "xdg-open" : undefined;
}

/** A shown captcha: its file, and the removal of that file (safe to call twice). */
export interface ShownCaptcha {
  readonly file: string;
  dispose(): void;
}

/**
 * A private temp directory for one captcha file, removed by `dispose()`, at process exit, and
 * on SIGINT/SIGTERM (then the process ends with 130, README's code for a stop by either).
 */
function tempCaptchaFile(): ShownCaptcha {
  const dir = mkdtempSync(join(tmpdir(), "fixcloud-captcha-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const onSignal = () => {
    remove();
    process.exit(ExitCode.INTERRUPTED);
  };
  process.once("exit", remove);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return {
    file: join(dir, "captcha.svg"),
    dispose() {
      remove();
      process.off("exit", remove);
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}

/**
 * Save, try to open, and draw the captcha image (an SVG data URL). The caller disposes of the
 * returned file once the code is typed (or the prompt fails).
 */
export function showCaptcha(ctx: Context, img: string): ShownCaptcha {
  const svg = svgFromImage(img);
  const shown = tempCaptchaFile();
  const file = shown.file;
  try {
    writeFileSync(file, svg, { mode: 0o600 });
  } catch (error) {
    shown.dispose();
    throw error;
  }
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
  return shown;
}
