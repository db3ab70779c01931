// Session calls (part1 §3-§8): init data, image captcha, sign-in, password reset, registration.
// None needs a token. Sign-in by phone, SMS and registration are catalogued, not yet modelled.
import { AnyRequest, EmptyRequest, UnknownResponse } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import { ImageCaptcha, InitData, LoginByUsernameRequest, SessionData } from "./schemas.js";

const open = { auth: false } as const;
const register = { auth: false, base: "/console/register" } as const;

/** The session area's calls. Source: part1 §7. */
export const sessionEndpoints = defineArea(
  "session",
  { base: "/console/user/account", source: "part1 §7" },
  {
    getInitData: read(EmptyRequest, InitData, { ...open, base: "/internation" }),
    imgValidate: read(EmptyRequest, ImageCaptcha, { ...open, base: "/console/verify" }),
    loginByUsername: write(LoginByUsernameRequest, SessionData, open),
    loginByPhone: write(AnyRequest, UnknownResponse, open),
    smsNoLogin: write(AnyRequest, UnknownResponse, open),
    forgotPassVerifyPhone: write(AnyRequest, UnknownResponse, open),
    forgotPassVerifyEmail: write(AnyRequest, UnknownResponse, open),
    forgotPassResetpasswd: write(AnyRequest, UnknownResponse, open),
    forgotPassResetpasswdByEmail: write(AnyRequest, UnknownResponse, open),
    emailRegister: write(AnyRequest, UnknownResponse, register),
    phoneRegister: write(AnyRequest, UnknownResponse, register),
  },
);
