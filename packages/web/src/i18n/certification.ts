// Strings of the certification screens (part2 §2-§5), added when their lazy chunk
// loads: the console's `certification` namespace and the SDK's certification labels (flags,
// field names, rule messages). The modules that render them import this file.
import { certificationLabels } from "@fixcloud/sdk";
import { addBundles, type Bundles, registerSdkLabels } from "./index";
import en from "./locales/en/certification.json";
import zh from "./locales/zh-CN/certification.json";

/** Namespace of the certification screens. */
export const CERTIFICATION_NS = "certification";

const bundles: Bundles = { "zh-CN": { [CERTIFICATION_NS]: zh }, en: { [CERTIFICATION_NS]: en } };
addBundles(bundles);
registerSdkLabels(certificationLabels);
