// The first route's SDK label sets in zh-CN with their rule messages (./sdkLabels.ts), carried by
// the pack of every zh-CN namespace. The console's build replaces this module with the labels as a
// JSON literal (build/sdkLabelPacks.ts); dev and tests run it.
import { pageSdkLabels } from "./sdkLabels";

export default pageSdkLabels("zh-CN");
