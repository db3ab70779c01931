// Messages of `notices show` (part1 §2 notice detail: greeting, sign-off, release time).
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the announcement verbs. */
export const noticesMessages = defineLabels({
  en: {
    "notice.greeting": "Dear customer,",
    "notice.signoff": "The fixcloud team",
    "notice.released": "Released {time}",
  },
  "zh-CN": {
    "notice.greeting": "尊敬的客户：",
    "notice.signoff": "fixcloud 团队",
    "notice.released": "发布时间 {time}",
  },
});
