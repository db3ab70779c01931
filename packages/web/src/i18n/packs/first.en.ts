// The first route's own namespaces in en (../resources.ts), one chunk.
// It carries the first route's SDK labels in en (./sdk.en.ts), the "sdk" namespace.
export { default as sdk } from "./sdk.en";

export default import.meta.glob<Record<string, string>>(
  "../locales/en/{common,shell,overview,notices,orders}.json",
  { eager: true, import: "default" },
);
