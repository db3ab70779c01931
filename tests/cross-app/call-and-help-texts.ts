// Two catalogues that are not label files, for the vocabulary and label tests
// (./vocabulary.test.ts, ./labels.test.ts): the calls' titles, read as integrators read them
// (the OpenAPI document's operation summaries, `@fixcloud/sdk/openapi`), and the CLI's inline
// help, the `h("English", "中文")` pairs written in its command files. The help is read from
// the source, both languages at once: a loaded CLI holds only the language it started in
// (packages/cli/src/lang.ts), and the rendered pages (./cli-help-pages.ts) mix in SDK labels.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@fixcloud/sdk";
import { buildOpenApi } from "@fixcloud/sdk/openapi";
import ts from "typescript";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cliSource = join(root, "packages/cli/src");

/** Every call's title in `lang`, by call name: the OpenAPI operations' summaries. */
export function callTitles(lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const operations of Object.values(buildOpenApi(lang).paths))
    for (const op of Object.values(operations)) out[op.operationId] = op.summary;
  return out;
}

/** The text of a string argument; `${x}` parts read as `{x}`. Null when it is not text. */
function textOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return (
      node.head.text + node.templateSpans.map((s) => `{${s.expression.getText()}}${s.literal.text}`).join("")
    );
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [textOf(node.left), textOf(node.right)];
    return left === null || right === null ? null : left + right;
  }
  return null;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(path);
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) yield path;
  }
}

let pairs: { where: string; en: string; zh: string }[] | undefined;

/** Every `h(en, zh)` pair of the CLI's source, with its file:line. */
function helpPairs(): { where: string; en: string; zh: string }[] {
  if (pairs) return pairs;
  pairs = [];
  const seen = new Set<string>();
  for (const file of sourceFiles(cliSource)) {
    const text = readFileSync(file, "utf8");
    if (!/\bh\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "h" &&
        node.arguments.length === 2
      ) {
        const [en, zh] = [textOf(node.arguments[0]!), textOf(node.arguments[1]!)];
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        let where = `${relative(cliSource, file)}:${line}`;
        while (seen.has(where)) where += "+";
        seen.add(where);
        if (en !== null && zh !== null) pairs!.push({ where, en, zh });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return pairs;
}

/** The CLI's inline help texts in `lang`, by `file:line` under packages/cli/src. */
export function cliInlineHelp(lang: Language): Record<string, string> {
  return Object.fromEntries(helpPairs().map((p) => [p.where, lang === "zh-CN" ? p.zh : p.en]));
}
