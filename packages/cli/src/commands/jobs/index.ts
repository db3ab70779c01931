// The `jobs` noun (docs/batch-operations.md "The CLI's bulk jobs"): the journals of
// bulk jobs, listed, shown, resumed and cleaned. Its verbs are listed in ./verbs.ts and loaded
// only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const jobs: NounCommand = {
  name: "jobs",
  description: h("List, show, resume and clean bulk jobs.", "列出、查看、继续执行和清理批量任务。"),
  examples: ["fixcloud jobs list", "fixcloud jobs show <jobId>", "fixcloud jobs resume <jobId> --yes"],
  children: async () => (await import("./verbs.js")).verbs,
};
