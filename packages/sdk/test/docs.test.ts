import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every public function, class, constant and type of the SDK carries TSDoc (the house rule):
// the exported declarations of both entries are read with the compiler, and a declaration
// without a /** … */ comment fails the test by name.
const entries = ["../src/index.ts", "../src/lists.ts"].map((p) => fileURLToPath(new URL(p, import.meta.url)));

function undocumented(): string[] {
  const program = ts.createProgram(entries, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const missing = new Set<string>();
  for (const entry of entries) {
    const file = program.getSourceFile(entry);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`cannot read ${entry}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decls = symbol.getDeclarations() ?? [];
      // A value and a type of the same name (schema + inferred type) each need their doc.
      for (const decl of decls) {
        if (decl.getSourceFile().fileName.includes("node_modules")) continue;
        const node = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
        if (ts.getJSDocCommentsAndTags(node).length === 0)
          missing.add(`${exported.getName()} (${decl.getSourceFile().fileName.split("/src/")[1]})`);
      }
    }
  }
  return [...missing].sort();
}

describe("public API docs", () => {
  it("every exported function, class, constant and type has TSDoc", () => {
    expect(undocumented()).toEqual([]);
  }, 60_000);
});
