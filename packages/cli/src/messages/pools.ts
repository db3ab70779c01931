// Messages of the `pools` and `pools devices` verbs (part1 §2 pools tab, pool detail and the
// device-account page, §7 fill and upload calls), in both languages.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the pool verbs. */
export const poolsMessages = defineLabels({
  en: {
    "pool.notFound": "No pool with id {id}.",
    "pool.statsFooter": "{count, plural, one {# point} other {# points}}, {total} in all.",
    "expiry.footer":
      "{count, plural, one {# ends} other {# end}} within {days, plural, one {# day} other {# days}}.",
    "expiry.badWithin": "--within takes 10d or 30d, not {value}.",
    "forecast.label": "Runs out",
    "forecast.runsOut": "{time} (at {rate} a day over the last 7 days)",
    "forecast.noConsumption": "Never at the current rate: nothing used in the last 7 days",
    "forecast.empty": "Already used up",
    "forecast.notQuantity": "Not consumed by use (concurrent seats come back)",
    "pool.dryRun":
      "Dry run: {eligible} of {total, plural, one {# pool} other {# pools}} would be activated: {ids}",
    "pool.confirmActivate": "Activate {count, plural, one {# pool} other {# pools}}?",
    "pool.activated":
      "Activate pools: {total, plural, one {# pool} other {# pools}}: {done} activated, {skipped} skipped.",
    "pool.confirmFill": "Create {count, plural, one {# account} other {# accounts}} in pool {pool}?",
    "pool.filled": "Created {count, plural, one {# account} other {# accounts}} in pool {pool}.",
    "pool.noLimit": "A concurrency pool has no usage limit; leave out --limit.",
    "device.confirmAdd":
      "Add {count, plural, one {# device account} other {# device accounts}} to pool {pool}?",
    "device.confirmGenerate":
      "Generate {count, plural, one {# service ID} other {# service IDs}} in pool {pool}?",
    "device.added": "Added {count, plural, one {# device account} other {# device accounts}} to pool {pool}.",
    "device.confirmUpload": "Upload {file} to pool {pool}?",
    "device.uploaded":
      "Added {count, plural, one {# device account} other {# device accounts}} to pool {pool}.",
    "device.uploadFailed":
      "{count, plural, one {# row has} other {# rows have}} errors; nothing was added. The failed rows are in {file}.",
    "device.errorReport": "The server's error report is saved at {file}.",
    "device.nothingAdded":
      "The upload was refused: {count, plural, one {# row has} other {# rows have}} errors.",
    "device.exported": "Exported the device accounts to {file}.",
    "device.template": "Saved the upload template to {file}.",
    "device.templateExt": "--out must end in .xlsx, got '{file}'.",
  },
  "zh-CN": {
    "pool.notFound": "没有 ID 为 {id} 的资源池。",
    "pool.statsFooter": "共 {count} 个数据点，合计 {total}。",
    "expiry.footer": "共 {count} 个将在 {days} 天内到期。",
    "expiry.badWithin": "--within 只接受 10d 或 30d，不接受 {value}。",
    "forecast.label": "预计用尽",
    "forecast.runsOut": "{time}（按最近 7 天每天 {rate} 的用量）",
    "forecast.noConsumption": "按当前用量不会用尽：最近 7 天没有用量",
    "forecast.empty": "已用尽",
    "forecast.notQuantity": "不按用量消耗（并发席位会归还）",
    "pool.dryRun": "试运行：{total} 个资源池中将激活 {eligible} 个：{ids}",
    "pool.confirmActivate": "激活 {count} 个资源池？",
    "pool.activated": "激活资源池：共 {total} 个：激活 {done}，跳过 {skipped}。",
    "pool.confirmFill": "在资源池 {pool} 中创建 {count} 个账号？",
    "pool.filled": "已在资源池 {pool} 中创建 {count} 个账号。",
    "pool.noLimit": "并发池没有使用上限，请去掉 --limit。",
    "device.confirmAdd": "向资源池 {pool} 添加 {count} 个设备账号？",
    "device.confirmGenerate": "在资源池 {pool} 中生成 {count} 个服务 ID？",
    "device.added": "已向资源池 {pool} 添加 {count} 个设备账号。",
    "device.confirmUpload": "将 {file} 上传到资源池 {pool}？",
    "device.uploaded": "已向资源池 {pool} 添加 {count} 个设备账号。",
    "device.uploadFailed": "{count} 行有错误，未添加任何设备。失败行已写入 {file}。",
    "device.errorReport": "服务器的错误报告已保存到 {file}。",
    "device.nothingAdded": "上传被拒绝：{count} 行有错误。",
    "device.exported": "设备账号已导出到 {file}。",
    "device.template": "上传模板已保存到 {file}。",
    "device.templateExt": "--out 必须以 .xlsx 结尾，实际为 '{file}'。",
  },
});
