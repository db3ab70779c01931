// The first route's own namespaces in en (../resources.ts), one chunk.
export default import.meta.glob<Record<string, string>>(
  "../locales/en/{common,shell,overview,notices,orders,messages}.json",
  { eager: true, import: "default" },
);
