// The first route's own namespaces in zh-CN (../resources.ts), one chunk.
export default import.meta.glob<Record<string, string>>(
  "../locales/zh-CN/{common,shell,overview,notices,orders,messages}.json",
  { eager: true, import: "default" },
);
