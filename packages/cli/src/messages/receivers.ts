// Messages of `fixcloud receivers` (part2 §2 receiver list, §4 verification, §8 messages): the
// noun's own sentences; field labels, verification states and rule messages come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the receiver verbs. */
export const receiversMessages = defineLabels({
  en: {
    "receivers.badRef": "'{ref}' is neither a recipient id nor an email address.",
    "receivers.notFound": "No recipient '{ref}' (see `fixcloud receivers list`).",
    "receivers.holder": "Recipient 0 is the account holder: change its phone and email in Account security.",
    "receivers.nothingToUpdate": "Nothing to change: give --name, --email, --phone or --position.",
    "receivers.limit": "No more recipients can be added.",
    "receivers.added": "Added recipient {name} (id {id}).",
    "receivers.updated": "Updated recipient {name}.",
    "receivers.removed": "Removed recipient {name}.",
    "receivers.confirmRemove": "Remove recipient {name}? Messages will no longer be sent to them.",
    "receivers.verifyResult": "{channel} {address}: {state}",
    "receivers.verifyNothing": "Nothing to verify: {name} has no unverified address on the chosen channels.",
  },
  "zh-CN": {
    "receivers.badRef": "'{ref}' 既不是接收人 ID 也不是邮箱地址。",
    "receivers.notFound": "没有接收人 '{ref}'（见 `fixcloud receivers list`）。",
    "receivers.holder": "接收人 0 是账号本人，请在账号安全中修改其手机号和邮箱。",
    "receivers.nothingToUpdate": "没有要修改的内容：请提供 --name、--email、--phone 或 --position。",
    "receivers.limit": "接收人已达上限，无法继续添加。",
    "receivers.added": "已新增接收人 {name}（ID {id}）。",
    "receivers.updated": "已更新接收人 {name}。",
    "receivers.removed": "已删除接收人 {name}。",
    "receivers.confirmRemove": "确定删除接收人 {name} 吗？删除后将不再向其发送消息。",
    "receivers.verifyResult": "{channel} {address}：{state}",
    "receivers.verifyNothing": "无需验证：{name} 在所选渠道上没有未验证的地址。",
  },
});
