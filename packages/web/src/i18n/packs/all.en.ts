// Every console namespace in en (../lazy.ts), one chunk beside the first route's.
export default import.meta.glob<Record<string, string>>("../locales/en/*.json", {
  eager: true,
  import: "default",
});
