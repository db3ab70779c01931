// The sandbox's layers (packages/fixtures/src, docs/architecture.md "Import rules"): platform ←
// store ← domains. A domain reaches another only through that domain's seam
// (domains/<area>/seam.ts); runtime code never imports seed data; only platform/sdk.ts imports
// the SDK.
const SRC = "^packages/fixtures/src/";
const SEED = [`${SRC}seed/`, `${SRC}domains/[^/]+/seed\\.ts$`];

module.exports = {
  forbidden: [
    {
      name: "sandbox-platform-is-the-floor",
      severity: "error",
      comment:
        "platform/ (HTTP pipeline, envelope, RBAC, texts, files) imports no store, domain, seed or caster module.",
      from: { path: `${SRC}platform/` },
      to: { path: `${SRC}(store|domains|seed|caster)/` },
    },
    {
      name: "sandbox-store-below-domains",
      severity: "error",
      comment: "store/ imports the platform only: no domain, seed or caster module.",
      from: { path: `${SRC}store/` },
      to: { path: `${SRC}(domains|seed|caster)/` },
    },
    {
      name: "sandbox-domains-through-seams",
      severity: "error",
      comment: "A domain imports another domain only through its seam, domains/<area>/seam.ts.",
      from: { path: `${SRC}domains/([^/]+)/` },
      to: { path: `${SRC}domains/[^/]+/`, pathNot: [`${SRC}domains/$1/`, `${SRC}domains/[^/]+/seam\\.ts$`] },
    },
    {
      name: "sandbox-no-seed-at-runtime",
      severity: "error",
      comment: "Runtime code never imports seed data; only the seed and the composition root (index.ts) do.",
      from: { path: SRC, pathNot: [...SEED, `${SRC}index\\.ts$`] },
      to: { path: SEED },
    },
    {
      name: "sandbox-sdk-through-platform-sdk",
      severity: "error",
      comment: "Only platform/sdk.ts imports @fixcloud/sdk: the one seam to the SDK.",
      from: { path: SRC, pathNot: `${SRC}platform/sdk\\.ts$` },
      to: { path: "^packages/sdk/" },
    },
  ],
};
