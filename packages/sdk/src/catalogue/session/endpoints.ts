// Session calls (part1 §3-§8): init data, image captcha, sign-in, password reset, registration,
// and sign-out. None but sign-out needs a token. Payloads of the other ways in are the project's (docs/identity-ways-in.md).
import { EmptyRequest, NullResponse } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  EmailRegisterRequest,
  ForgotPassResetByEmailRequest,
  ForgotPassResetRequest,
  ForgotPassVerifyEmailRequest,
  ForgotPassVerifyPhoneRequest,
  ForgotPassVerifyResult,
  ImageCaptcha,
  InitData,
  LoginByPhoneRequest,
  LoginByUsernameRequest,
  PhoneRegisterRequest,
  RegisterResult,
  SessionData,
  SmsNoLoginRequest,
} from "./schemas.js";

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
    loginByPhone: write(LoginByPhoneRequest, SessionData, open),
    smsNoLogin: write(SmsNoLoginRequest, SessionData, open),
    forgotPassVerifyPhone: write(ForgotPassVerifyPhoneRequest, ForgotPassVerifyResult, open),
    forgotPassVerifyEmail: write(ForgotPassVerifyEmailRequest, ForgotPassVerifyResult, open),
    forgotPassResetpasswd: write(ForgotPassResetRequest, NullResponse, open),
    forgotPassResetpasswdByEmail: write(ForgotPassResetByEmailRequest, NullResponse, open),
    emailRegister: write(EmailRegisterRequest, RegisterResult, register),
    phoneRegister: write(PhoneRegisterRequest, RegisterResult, register),
    // The project's (not in the spec, docs/api-paths.md "Calls the project adds"): ends the
    // session of the token that sends it, so a signed-out token no longer passes. `role: false`:
    // the session ends whichever role it acts in.
    logout: write(EmptyRequest, NullResponse, { role: false }),
  },
);
