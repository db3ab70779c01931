// The first route's SDK labels in zh-CN (./sdkLabels.ts), carried by its zh-CN pack. The console's
// build replaces this module with the labels as a JSON literal (build/sdkLabelPacks.ts), so the
// SDK's label modules, which hold both languages, stay out of the bundle; dev and tests run it.
import { firstRouteSdkLabels } from "./sdkLabels";

export default firstRouteSdkLabels("zh-CN");
