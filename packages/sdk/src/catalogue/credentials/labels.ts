// Labels of the access credentials (part2 §3 "Access credential", part2 §8 "secret revealed").
import { defineLabels } from "../shared/label.js";

/** The credentials area's labels in both languages (same keys; checked by the compiler and a test). */
export const credentialsLabels = defineLabels({
  "zh-CN": {
    L000697: "AccessSecret 已显示，5 分钟后自动隐藏",
    "field.accessKey": "AccessKey",
    "field.accessSecret": "AccessSecret",
  },
  en: {
    L000697: "AccessSecret revealed; it will be hidden again in 5 minutes",
    "field.accessKey": "AccessKey",
    "field.accessSecret": "AccessSecret",
  },
});
