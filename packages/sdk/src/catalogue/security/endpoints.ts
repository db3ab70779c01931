// Security centre calls (part2 §2, §7): codes, base info and the phone, email, password and
// username changes (payloads wrapped in an encrypted `data` field: schemas.ts).
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
    sms: write(SmsRequest, SmsResult, { ...account, auth: false }),
    // Modelled so a token alone can learn its roles; `role: false`
    // because a sub-user asks it before it knows which roleCode to send (part1 §6).
    getUserBaseInfo: read(Any, UserBaseInfo, { ...account, role: false }),
    getSecurityData: read(Any, SecurityData),
    bindingPhoneVerifyPhoneOrEmail: write(EncryptedBody, Verification),
    bindingPhone: write(EncryptedBody, SecurityData),
    bindingEmail: write(EncryptedBody, SecurityData),
    updatePassword: write(EncryptedBody, PasswordUpdated),
    checkUserName: read(EncryptedBody, UserNameCheck),
  },
);
