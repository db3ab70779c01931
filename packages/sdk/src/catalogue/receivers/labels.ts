// Labels of receivers: fields, verification states and the messages of their rules (part2 §3-5, §8).
import { defineLabels } from "../shared/label.js";

/** The receivers area's labels in both languages (same keys; checked by the compiler and a test). */
export const receiversLabels = defineLabels({
  "zh-CN": {
    L000622: "请输入姓名",
    L000623: "姓名长度须为 2 到 35 个字符",
    L000624: "请输入职位",
    L000625: "职位长度须为 2 到 35 个字符",
    L000692: "接收人数量已达上限，无法继续添加",
    "verifyIndicator.0": "未发送",
    "verifyIndicator.1": "已发送",
    "verifyIndicator.2": "已发送过，请查收",
    "verifyIndicator.3": "发送失败",
    "verifyIndicator.4": "已验证",
    "verifyFlag.0": "未验证",
    "verifyFlag.1": "已验证",
    "field.name": "姓名",
    "field.position": "职位",
    "field.receiverId": "接收人 ID",
    "field.emailVerify": "邮箱验证",
    "field.phoneVerify": "手机验证",
  },
  en: {
    L000622: "Please enter a name",
    L000623: "The name must be 2 to 35 characters",
    L000624: "Please enter a position",
    L000625: "The position must be 2 to 35 characters",
    L000692: "The recipient limit has been reached",
    "verifyIndicator.0": "Not sent",
    "verifyIndicator.1": "Sent",
    "verifyIndicator.2": "Already sent, please check your inbox",
    "verifyIndicator.3": "Sending failed",
    "verifyIndicator.4": "Verified",
    "verifyFlag.0": "Not verified",
    "verifyFlag.1": "Verified",
    "field.name": "Name",
    "field.position": "Position",
    "field.receiverId": "Recipient ID",
    "field.emailVerify": "Email verified",
    "field.phoneVerify": "Phone verified",
  },
});
