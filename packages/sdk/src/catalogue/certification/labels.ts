// Labels of certification: states and the messages of its rules (part2 §4-5, §8).
import { defineLabels } from "../shared/label.js";

/** The certification area's labels in both languages (same keys; checked by the compiler and a test). */
export const certificationLabels = defineLabels({
  "zh-CN": {
    L000208: "认证信息已提交，请等待审核",
    L000655: "请上传证件图片",
    L000656: "证件图片不能超过 3 MB",
    L000657: "仅支持 gif、bmp、png、jpg、jpeg 格式的图片",
    L000658: "企业名称长度须为 1 到 20 个字符",
    L000659: "法人姓名长度须为 2 到 20 个字符",
    L000660: "联系人长度须为 1 到 20 个字符",
    L000661: "请输入正确的统一社会信用代码",
    L000662: "注册资本须为正数",
    L000663: "请选择应用领域",
    L000668: "请输入法人姓名",
    L000669: "请只上传 1 张证件图片",
    "authFlag.1": "已认证",
    "authFlag.2": "认证未通过，请重新提交",
    "authFlag.3": "未认证",
    "authFlag.4": "审核中",
  },
  en: {
    L000208: "Verification submitted. Please wait for the review",
    L000655: "Please upload a certificate image",
    L000656: "The certificate image must be smaller than 3 MB",
    L000657: "Only gif, bmp, png, jpg and jpeg images are supported",
    L000658: "The company name must be 1 to 20 characters",
    L000659: "The legal representative's name must be 2 to 20 characters",
    L000660: "The contact name must be 1 to 20 characters",
    L000661: "Please enter a valid unified social credit code",
    L000662: "The registered capital must be a positive number",
    L000663: "Please select an application area",
    L000668: "Please enter the legal representative's name",
    L000669: "Please upload only one certificate image",
    "authFlag.1": "Verified",
    "authFlag.2": "Rejected, please resubmit",
    "authFlag.3": "Not verified",
    "authFlag.4": "Under review",
  },
});
