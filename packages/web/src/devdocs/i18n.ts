// Strings of the developer docs (/apiPdf, /androidPdf), added when their lazy chunk
// loads, not with the first route: the console's `devdocs` namespace. The two embedded pages
// (api-reference.html, sdk-guide.html) read the same bundles through ./texts.ts.
import { addBundles, type Bundles } from "../i18n/index";
import { DEVDOCS_NS, devdocsBundles } from "./texts";

const bundles: Bundles = {
  "zh-CN": { [DEVDOCS_NS]: devdocsBundles["zh-CN"] },
  en: { [DEVDOCS_NS]: devdocsBundles.en },
};
addBundles(bundles);
