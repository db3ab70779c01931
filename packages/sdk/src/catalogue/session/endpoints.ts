// Session calls (part1 §3-§8): init data, image captcha, sign-in, password reset, registration,
// and sign-out. None but sign-out needs a token. Payloads of the other ways in are the project's (docs/identity-ways-in.md).
import { PUBLIC, SIGNED_IN } from "../shared/access.js";
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
    getInitData: read(EmptyRequest, InitData, {
      ...open,
      base: "/internation",
      access: PUBLIC,
      title: { "zh-CN": "获取国际化初始数据", en: "Get the internationalisation data" },
    }),
    imgValidate: read(EmptyRequest, ImageCaptcha, {
      ...open,
      base: "/console/verify",
      access: PUBLIC,
      title: { "zh-CN": "获取图形验证码", en: "Get an image verification code" },
    }),
    loginByUsername: write(LoginByUsernameRequest, SessionData, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "用户名密码登录", en: "Sign in with user name and password" },
    }),
    loginByPhone: write(LoginByPhoneRequest, SessionData, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "手机号密码登录", en: "Sign in with phone and password" },
    }),
    smsNoLogin: write(SmsNoLoginRequest, SessionData, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "短信验证码登录", en: "Sign in with an SMS code" },
    }),
    forgotPassVerifyPhone: write(ForgotPassVerifyPhoneRequest, ForgotPassVerifyResult, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "找回密码：验证手机", en: "Forgot password: verify the phone" },
    }),
    forgotPassVerifyEmail: write(ForgotPassVerifyEmailRequest, ForgotPassVerifyResult, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "找回密码：验证邮箱", en: "Forgot password: verify the e-mail" },
    }),
    forgotPassResetpasswd: write(ForgotPassResetRequest, NullResponse, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "找回密码：通过手机重置", en: "Forgot password: reset by phone" },
    }),
    forgotPassResetpasswdByEmail: write(ForgotPassResetByEmailRequest, NullResponse, {
      ...open,
      access: PUBLIC,
      title: { "zh-CN": "找回密码：通过邮箱重置", en: "Forgot password: reset by e-mail" },
    }),
    emailRegister: write(EmailRegisterRequest, RegisterResult, {
      ...register,
      access: PUBLIC,
      title: { "zh-CN": "邮箱注册", en: "Register with an e-mail" },
    }),
    phoneRegister: write(PhoneRegisterRequest, RegisterResult, {
      ...register,
      access: PUBLIC,
      title: { "zh-CN": "手机注册", en: "Register with a phone" },
    }),
    // The project's (not in the spec, docs/api-paths.md "Calls the project adds"): ends the
    // session of the token that sends it, so a signed-out token no longer passes. `role: false`:
    // the session ends whichever role it acts in.
    logout: write(EmptyRequest, NullResponse, {
      role: false,
      sessionOnly: true,
      access: SIGNED_IN,
      title: { "zh-CN": "退出登录", en: "Sign out" },
    }),
  },
);
