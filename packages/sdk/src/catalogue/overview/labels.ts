// Labels of the overview's tools (part1 §2).
import { defineLabels } from "../shared/label.js";

/** The overview area's labels in both languages (same keys; checked by the compiler and a test). */
export const overviewLabels = defineLabels({
  "zh-CN": {
    "ionosphereLevel.1": "平静",
    "ionosphereLevel.2": "微扰",
    "ionosphereLevel.3": "中等",
    "ionosphereLevel.4": "强烈",
    "ionosphereLevel.5": "剧烈",
  },
  en: {
    "ionosphereLevel.1": "Quiet",
    "ionosphereLevel.2": "Unsettled",
    "ionosphereLevel.3": "Moderate",
    "ionosphereLevel.4": "Strong",
    "ionosphereLevel.5": "Severe",
  },
});
