// The CLI's layers (packages/cli/src, docs/architecture.md "Import rules"): commands/<noun>/
// imports no other noun; io/, output/, flags/, bulk/ … sit below commands/ and never import a
// noun; only the program (program.ts, run-cli.ts) imports the nouns.
const SRC = "^packages/cli/src/";

module.exports = {
  forbidden: [
    {
      name: "cli-no-cross-noun",
      severity: "error",
      comment: "A noun's verbs import no other noun: what two nouns share lives below commands/.",
      from: { path: `${SRC}commands/([^/]+)/` },
      to: { path: `${SRC}commands/[^/]+/`, pathNot: `${SRC}commands/$1/` },
    },
    {
      name: "cli-nouns-only-from-the-program",
      severity: "error",
      comment: "Outside commands/, only the program (program.ts, run-cli.ts) imports a noun.",
      from: { path: SRC, pathNot: [`${SRC}commands/`, `${SRC}(program|run-cli)\\.ts$`] },
      to: { path: `${SRC}commands/` },
    },
  ],
};
