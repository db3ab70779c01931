#!/usr/bin/env node
// Lint: every public function, class, constant and type of the SDK carries TSDoc (the house
// rule). The exported declarations of the entries (main, lists, ntrip, ntrip/node) are read with the TypeScript compiler; a
// declaration without a /** … */ comment is printed by name and the run exits 1. Part of
// `pnpm lint`, not of the unit tests: it builds a whole program (seconds), and what it checks is
// the source's shape, not a behaviour.
import { fileURLToPath } from "node:url";
import ts from "typescript";

const entries = ["../src/index.ts", "../src/lists.ts", "../src/ntrip/index.ts", "../src/ntrip/node.ts"].map(
  (p) => fileURLToPath(new URL(p, import.meta.url)),
);

/** `name (file)` of every exported declaration without a TSDoc comment, sorted. */
export function undocumented(files = entries) {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const missing = new Set();
  for (const entry of files) {
    const file = program.getSourceFile(entry);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`cannot read ${entry}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // A value and a type of the same name (schema + inferred type) each need their doc.
      for (const decl of symbol.getDeclarations() ?? []) {
        if (decl.getSourceFile().fileName.includes("node_modules")) continue;
        const node = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
        if (ts.getJSDocCommentsAndTags(node).length === 0)
          missing.add(`${exported.getName()} (${decl.getSourceFile().fileName.split("/src/")[1]})`);
      }
    }
  }
  return [...missing].sort();
}

const missing = undocumented();
if (missing.length > 0) {
  console.error(`SDK exports without TSDoc (${missing.length}):\n${missing.map((m) => `  ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("SDK TSDoc: every public export is documented.");
