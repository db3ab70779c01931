// Every console namespace in zh-CN (../lazy.ts), one chunk beside the first route's.
export default import.meta.glob<Record<string, string>>("../locales/zh-CN/*.json", {
  eager: true,
  import: "default",
});
