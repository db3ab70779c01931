// Every console namespace in en (../lazy.ts), one chunk beside the first route's.
// It carries the first route's SDK labels in en (./sdk.en.ts), the "sdk" namespace.
export { default as sdk } from "./sdk.en";

export default import.meta.glob<Record<string, string>>("../locales/en/*.json", {
  eager: true,
  import: "default",
});
