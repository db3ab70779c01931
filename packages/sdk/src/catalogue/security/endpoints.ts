// Security centre calls (part2 §2, §7): codes, base info and the phone, email, password and
// username changes (payloads wrapped in an encrypted `data` field). Catalogued; shapes are
// modelled with the security centre.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import { SmsRequest, SmsResult, UserBaseInfo } from "./schemas.js";

const account = { base: "/authcenter/console/user/account" } as const;

/** The security area's calls. Source: part2 §7. */
export const securityEndpoints = defineArea(
  "security",
  { base: "/authcenter/console/security/setting", source: "part2 §7" },
  {
    sms: write(SmsRequest, SmsResult, { ...account, auth: false }), // issue 9: sign-in forms have no token
    // Issue 8 (CLI auth): modelled so a token alone can learn its roles; `role: false`
    // because a sub-user asks it before it knows which roleCode to send (part1 §6).
    getUserBaseInfo: read(Any, UserBaseInfo, { ...account, role: false }),
    getSecurityData: read(Any, Unknown),
    bindingPhoneVerifyPhoneOrEmail: write(Any, Unknown),
    bindingPhone: write(Any, Unknown),
    bindingEmail: write(Any, Unknown),
    updatePassword: write(Any, Unknown),
    checkUserName: read(Any, Unknown),
  },
);
