// Messages of the `jobs` verbs (bulk-job journals listed, shown, resumed and cleaned;
// docs/batch-operations.md), in both languages.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the job verbs. */
export const jobsMessages = defineLabels({
  en: {
    "jobs.badId": "'{job}' is not a job id (1 to 64 letters, digits, '-', '_' or '.').",
    "jobs.notFound": "No job {job} (see `fixcloud jobs list`).",
    "jobs.unreadable": "The journal {path} cannot be read: {why}.",
    "jobs.finished":
      "Job {job} already finished at {time}; there is nothing to resume (its summary: fixcloud jobs show {job}).",
    "jobs.otherServer":
      "Job {job} ran against {url} with profile '{profile}'; resume it with the same --base-url and --profile.",
    "jobs.unknownAction": "Job {job} is a '{action}' job, which this version cannot resume.",
    "jobs.none": "No jobs.",
    "jobs.state.interrupted": "interrupted",
    "jobs.state.finished": "finished",
    "jobs.state.unreadable": "unreadable",
    "jobs.col.id": "Job",
    "jobs.col.action": "Action",
    "jobs.col.state": "Job state",
    "jobs.col.total": "Total",
    "jobs.col.done": "Done",
    "jobs.col.skipped": "Skipped",
    "jobs.col.failed": "Failed",
    "jobs.col.started": "Started",
    "jobs.col.finished": "Finished",
    "jobs.duration": "--older-than must be a number of days or hours such as 30d or 12h, got '{value}'.",
    "jobs.confirmCleanAll":
      "Remove {count, plural, one {# journal} other {# journals}} ({unfinished} interrupted: those can no longer be resumed)?",
    "jobs.removed": "Removed {count, plural, one {# journal} other {# journals}}.",
  },
  "zh-CN": {
    "jobs.badId": "'{job}' 不是任务 ID（1 到 64 个字母、数字、'-'、'_' 或 '.'）。",
    "jobs.notFound": "没有任务 {job}（见 `fixcloud jobs list`）。",
    "jobs.unreadable": "无法读取任务日志 {path}：{why}。",
    "jobs.finished": "任务 {job} 已于 {time} 完成，没有可继续的内容（查看汇总：fixcloud jobs show {job}）。",
    "jobs.otherServer":
      "任务 {job} 针对 {url}、配置 '{profile}' 执行；请用相同的 --base-url 和 --profile 继续。",
    "jobs.unknownAction": "任务 {job} 是 '{action}' 任务，当前版本无法继续执行。",
    "jobs.none": "没有任务。",
    "jobs.state.interrupted": "已中断",
    "jobs.state.finished": "已完成",
    "jobs.state.unreadable": "无法读取",
    "jobs.col.id": "任务",
    "jobs.col.action": "操作",
    "jobs.col.state": "任务状态",
    "jobs.col.total": "总数",
    "jobs.col.done": "成功",
    "jobs.col.skipped": "跳过",
    "jobs.col.failed": "失败",
    "jobs.col.started": "开始时间",
    "jobs.col.finished": "完成时间",
    "jobs.duration": "--older-than 必须是天数或小时数，例如 30d 或 12h，实际为 '{value}'。",
    "jobs.confirmCleanAll": "删除 {count} 个任务日志（其中 {unfinished} 个已中断，删除后无法继续）？",
    "jobs.removed": "已删除 {count} 个任务日志。",
  },
});
