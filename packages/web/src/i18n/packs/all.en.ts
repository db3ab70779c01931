// Every console namespace in en (../lazy.ts), one chunk beside the first route's.
// It carries the first route's SDK label sets in en with their rule messages (./sdk-all.en.ts),
// the "sdk" namespace.
export { default as sdk } from "./sdk-all.en";

export default import.meta.glob<Record<string, string>>("../locales/en/*.json", {
  eager: true,
  import: "default",
});
