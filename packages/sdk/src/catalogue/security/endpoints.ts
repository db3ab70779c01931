// Security centre calls (part2 §2, §7): codes, base info and the phone, email, password and
// username changes (payloads wrapped in an encrypted `data` field: schemas.ts).
import { PUBLIC, SIGNED_IN, screen } from "../shared/access.js";
import { AnyRequest as Any } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  EncryptedBody,
  PasswordUpdated,
  SecurityData,
  SmsRequest,
  SmsResult,
  UserBaseInfo,
  UserNameCheck,
  Verification,
} from "./schemas.js";

const account = { base: "/authcenter/console/user/account" } as const;

/** The security area's calls. Source: part2 §7. */
export const securityEndpoints = defineArea(
  "security",
  { base: "/authcenter/console/security/setting", source: "part2 §7" },
  {
    // Sign-in forms have no token; `type` 1 (the user's own address) needs one, checked by the server.
    sms: write(SmsRequest, SmsResult, {
      ...account,
      auth: false,
      access: PUBLIC,
      title: { "zh-CN": "发送短信验证码", en: "Send an SMS code" },
    }),
    // Modelled so a token alone can learn its roles; `role: false`
    // because a sub-user asks it before it knows which roleCode to send (part1 §6).
    getUserBaseInfo: read(Any, UserBaseInfo, {
      ...account,
      role: false,
      access: SIGNED_IN,
      title: { "zh-CN": "当前用户基本信息", en: "Signed-in user's information" },
    }),
    getSecurityData: read(Any, SecurityData, {
      access: screen("safeCenter"),
      title: { "zh-CN": "安全设置信息", en: "Security settings" },
    }),
    bindingPhoneVerifyPhoneOrEmail: write(EncryptedBody, Verification, {
      sessionOnly: true,
      access: screen("safeCenter"),
      title: { "zh-CN": "换绑前验证身份", en: "Verify before changing a binding" },
    }),
    bindingPhone: write(EncryptedBody, SecurityData, {
      sessionOnly: true,
      access: screen("safeCenter"),
      title: { "zh-CN": "绑定手机", en: "Bind a phone" },
    }),
    bindingEmail: write(EncryptedBody, SecurityData, {
      sessionOnly: true,
      access: screen("safeCenter"),
      title: { "zh-CN": "绑定邮箱", en: "Bind an e-mail" },
    }),
    updatePassword: write(EncryptedBody, PasswordUpdated, {
      sessionOnly: true,
      access: screen("safeCenter"),
      title: { "zh-CN": "修改登录密码", en: "Change the password" },
    }),
    checkUserName: read(EncryptedBody, UserNameCheck, {
      sessionOnly: true,
      access: screen("safeCenter"),
      title: { "zh-CN": "设置用户名", en: "Set the user name" },
    }),
  },
);
