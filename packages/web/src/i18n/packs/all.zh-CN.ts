// Every console namespace in zh-CN (../lazy.ts), one chunk beside the first route's.
// It carries the first route's SDK label sets in zh-CN with their rule messages (./sdk-all.zh-CN.ts),
// the "sdk" namespace.
export { default as sdk } from "./sdk-all.zh-CN";

export default import.meta.glob<Record<string, string>>("../locales/zh-CN/*.json", {
  eager: true,
  import: "default",
});
