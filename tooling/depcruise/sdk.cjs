// The SDK's layers (packages/sdk/src, docs/architecture.md "Import rules"): catalogue → core →
// resources → client, no arrow up. client.ts, index.ts and the light entries (lists.ts,
// entries/, openapi/) may import every layer.
const SRC = "^packages/sdk/src/";

module.exports = {
  forbidden: [
    {
      name: "sdk-catalogue-is-the-floor",
      severity: "error",
      comment: "The catalogue describes the wire and the domain; it imports no other layer of the SDK.",
      from: { path: `${SRC}catalogue/` },
      to: { path: SRC, pathNot: `${SRC}catalogue/` },
    },
    {
      name: "sdk-core-over-catalogue",
      severity: "error",
      comment: "core (transport, errors, paging, crypto) imports the catalogue only.",
      from: { path: `${SRC}core/` },
      to: { path: SRC, pathNot: `${SRC}(core|catalogue)/` },
    },
    {
      name: "sdk-resources-over-core",
      severity: "error",
      comment: "A resource imports core and the catalogue, never the client or an entry.",
      from: { path: `${SRC}resources/` },
      to: { path: SRC, pathNot: `${SRC}(resources|core|catalogue)/` },
    },
  ],
};
