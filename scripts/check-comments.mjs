// `pnpm lint`'s check that the code tells the present: no source, test, config or doc file names
// the issue, defect or brief that led to it ("issue 12", "(issue 9 defect 3)", "brief E"):
// git keeps that history, and a comment or test title says what the code does and why. Prints
// every hit as file:line and exits 1; a changelog, if one is ever added, is the one exception.
// A library's bug that explains a workaround is cited by its URL (…/issues/123), which passes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
/** Folders searched, from the repository root; build output and dependencies are skipped. */
const ROOTS = ["packages", "bench", "e2e", "tests", "scripts", ".ci", "docs"];
const SKIP_DIRS = new Set(["node_modules", "dist", "test-results", "coverage", ".turbo", "public"]);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|html|md|sh|ya?ml)$/;
/** Files at the root: configs and the README. */
const ROOT_FILES = /^(?:[\w-]+\.config\.[cm]?[jt]s|README\.md)$/;
const CHANGELOG = /(?:^|\/)CHANGELOG\.md$/i;
const PATTERNS = [
  /\bissues? ?#?\d+/i, // "issue 12", "Issue 8's", "issues 9-10", "issue #3"
  /\bdefects? \d+/i, // "defect 4", "defects 7 and 8"
  /\bbrief [A-Z]\d?\b/, // "brief E", "brief D1"
];

/** Every file under `dir` this check reads, as absolute paths. */
function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) yield* walk(path);
    } else if (EXTENSIONS.test(e.name) || (dir.endsWith(".ci") && !e.name.includes("."))) {
      yield path;
    }
  }
}

const files = [
  ...readdirSync(root)
    .filter((name) => ROOT_FILES.test(name))
    .map((name) => join(root, name)),
  ...ROOTS.flatMap((dir) => [...walk(join(root, dir))]),
];
const hits = [];
for (const file of files) {
  const rel = relative(root, file).split("\\").join("/");
  if (CHANGELOG.test(rel) || rel === "scripts/check-comments.mjs") continue;
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    if (PATTERNS.some((p) => p.test(line))) hits.push(`${rel}:${i + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (hits.length > 0) {
  console.error(
    `${hits.length} line(s) name the issue, defect or brief that led to them; say what and why instead:`,
  );
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}
