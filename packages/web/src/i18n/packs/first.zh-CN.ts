// The first route's own namespaces in zh-CN (../resources.ts), one chunk.
// It carries the first route's SDK labels in zh-CN (./sdk.zh-CN.ts), the "sdk" namespace.
export { default as sdk } from "./sdk.zh-CN";

export default import.meta.glob<Record<string, string>>(
  "../locales/zh-CN/{common,shell,overview,notices,orders}.json",
  { eager: true, import: "default" },
);
