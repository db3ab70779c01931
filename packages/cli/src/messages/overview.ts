// Messages of `overview` (part1 §2 overview). The tiles' and the purchase columns' names are the
// SDK's field labels; only the CLI's own sentences are here.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the overview. */
export const overviewMessages = defineLabels({
  en: {
    "overview.recent": "Recent purchases",
    "overview.none": "No recent purchases.",
  },
  "zh-CN": {
    "overview.recent": "最近购买",
    "overview.none": "暂无最近购买记录。",
  },
});
