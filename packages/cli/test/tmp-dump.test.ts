import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it, vi } from "vitest";
import { cli } from "./harness.js";
vi.hoisted(() => { if (process.env.DUMP_LANG) process.env.FIXCLOUD_LANG = process.env.DUMP_LANG; });
it("dump", async () => {
  const dir = mkdtempSync(join(tmpdir(), "h4-"));
  const lang = process.env.DUMP_LANG ?? "en";
  const out: string[] = [];
  const walk = async (path: string[], depth: number) => {
    const r = await cli([...path, "--help", "--lang", lang], { configDir: dir, env: { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" } });
    out.push(`### ${path.join(" ")} (${r.code})\n${r.stdout}${r.stderr}`);
    const lines = r.stdout.split("\n");
    const at = lines.findIndex((l) => /^(Commands|命令)[:：]$/.test(l));
    if (at < 0 || depth > 2) return;
    for (const l of lines.slice(at + 1)) {
      if (!/^ {2}\S/.test(l)) { if (l.trim() === "") break; else continue; }
      const name = l.trim().split(/\s+/)[0]!.split("|")[0]!;
      if (name === "help") continue;
      await walk([...path, name], depth + 1);
    }
  };
  await walk([], 0);
  writeFileSync(`/tmp/h4/help-${lang}.txt`, out.join("\n"));
});
