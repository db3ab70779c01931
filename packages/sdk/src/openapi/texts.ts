// The reference's own sentences in both languages: the document's
// title and introduction, a tag per catalogue area, the envelope, the headers and the answers.
// Operation titles are each call's entry's (catalogue/<area>/endpoints.ts); labels are never copied here.
import type { Area } from "../catalogue/shared/endpoint.js";
import type { Language } from "../catalogue/session/schemas.js";

/** Every sentence the OpenAPI document writes, in one language. */
export interface ReferenceTexts {
  readonly title: string;
  readonly description: string;
  readonly areas: Readonly<Record<Area, string>>;
  readonly token: string;
  readonly roleCode: string;
  readonly language: string;
  readonly timeZone: string;
  readonly envelope: string;
  readonly success: string;
  readonly failure: string;
  readonly file: string;
  readonly httpError: string;
  readonly upload: { readonly file: string; readonly msg: string };
  readonly specPath: string;
  readonly source: string;
  readonly idempotent: string;
  readonly notImplemented: string;
  readonly codes: string;
  readonly meaning: string;
}

/** The reference's sentences by language. */
export const referenceTexts: Readonly<Record<Language, ReferenceTexts>> = {
  "zh-CN": {
    title: "fixcloud 高精度定位服务 API",
    description:
      "由 SDK 目录（@fixcloud/sdk 的 `catalogue`）生成的接口参考：控制台、CLI 与 SDK 使用同一份定义。" +
      "每个应答都是 `{code, message, data}` 信封：业务错误以 HTTP 200 返回，`code` 说明结果，" +
      "未登录或令牌过期（`code` 401）、无权限（`code` 403）同样是 HTTP 200。只有请求本身的问题设置 HTTP 状态：" +
      "400（JSON 或 `multipart` 格式错误、参数不符合定义）、404（路径不存在）、413（请求体过大）、" +
      "415（内容类型不支持）、501（未实现）、500（服务器错误），应答仍为信封。时间均为 UTC `YYYY-MM-DD HH:mm:ss`。",
    areas: {
      session: "登录与注册",
      overview: "概览",
      notices: "公告",
      dictionary: "字典",
      accounts: "服务账号",
      pools: "资源池",
      receivers: "接收人",
      messages: "站内信与消息设置",
      tickets: "工单与附件",
      certification: "实名认证",
      orders: "订单",
      credentials: "开放接口凭证",
      security: "安全中心",
      subaccounts: "子账号",
      roles: "角色",
      fault: "故障诊断",
      webhooks: "Webhook（规范之外的扩展）",
      audit: "操作日志（规范之外的扩展）",
      tools: "工具（电离层）",
      fleet: "终端群健康（规范之外的扩展）",
    },
    token:
      "登录后获得的会话令牌，放在 `token` 请求头中。缺少、未知或过期的令牌（以及子账号未发送 `roleCode`）" +
      "应答 HTTP 200、`code` 401；角色无权调用的接口或数据应答 HTTP 200、`code` 403。",
    roleCode: "子账号当前角色的编码（主账号不发送）。",
    language: "应答消息的语言：`zh-CN` 或 `en`。",
    timeZone: "时区设置：`UTC` 或 `local`。",
    envelope: "应答信封：`code` 为 200 表示成功，`data` 为结果；其他 `code` 见错误码表。",
    success: "成功（`code` 200）或业务错误（其他 `code`，HTTP 仍为 200；包括 401 未登录、403 无权限）。",
    failure: "业务错误：`code` 为错误码，`message` 为说明，`data` 为附加信息或 `null`。",
    file: "文件内容，内容类型见下（xlsx、csv，或上传文件的类型）；出错时为 JSON 信封（HTTP 200，含 401、403）。",
    httpError:
      "请求本身有问题：HTTP 400、404、413、415、501 或 500，应答仍为信封。未登录（401）与无权限（403）不在此列：它们是 HTTP 200。",
    upload: { file: "上传的文件（最大 10 MB）。", msg: "JSON 文本形式的参数。" },
    specPath: "规范中的路径",
    source: "规范章节",
    idempotent: "可安全重试（幂等）。",
    notImplemented: "沙箱尚未实现此接口：调用返回 501。",
    codes: "错误码",
    meaning: "含义",
  },
  en: {
    title: "fixcloud high-precision positioning API",
    description:
      "The API reference generated from the SDK catalogue (@fixcloud/sdk): the console, the CLI " +
      "and the SDK use the same definitions. Every answer is a `{code, message, data}` envelope: " +
      "business errors travel with HTTP 200 and `code` tells the outcome, including a missing or " +
      "expired session (code 401) and a refused permission (code 403). Only problems with the " +
      "request itself set the HTTP status: 400 (malformed JSON or multipart, input that fails the " +
      "schema), 404 (unknown path), 413 (body too large), 415 (content type), 501 (not " +
      "implemented), 500 (server error); the body is still the envelope. Times are UTC " +
      "`YYYY-MM-DD HH:mm:ss`.",
    areas: {
      session: "Sign-in and registration",
      overview: "Overview",
      notices: "Announcements",
      dictionary: "Dictionaries",
      accounts: "Service accounts",
      pools: "Resource pools",
      receivers: "Receivers",
      messages: "Messages and message settings",
      tickets: "Tickets and attachments",
      certification: "Certification",
      orders: "Orders",
      credentials: "Open API credentials",
      security: "Security center",
      subaccounts: "Sub-accounts",
      roles: "Roles",
      fault: "Fault diagnosis",
      webhooks: "Webhooks (an addition to the spec)",
      audit: "Audit trail (an addition to the spec)",
      tools: "Tools (ionosphere)",
      fleet: "Fleet health (an addition to the spec)",
    },
    token:
      "The session token from sign-in, in the `token` header. A missing, unknown or expired token " +
      "(and a sub-account's missing `roleCode`) is answered HTTP 200 with code 401; a call or data the " +
      "role may not reach, HTTP 200 with code 403.",
    roleCode: "The sub-account's current role code (the main account sends none).",
    language: "Language of the answer's message: `zh-CN` or `en`.",
    timeZone: "Time-zone setting: `UTC` or `local`.",
    envelope:
      "The answer's envelope: `code` 200 is success with the result in `data`; other codes: see the error codes.",
    success:
      "Success (code 200) or a business error (any other code, still HTTP 200, 401 not signed in and 403 not allowed included).",
    failure:
      "A business error: `code` is the error code, `message` says why, `data` carries details or null.",
    file: "The file, of the content types below (xlsx, csv, or an upload's own type); a JSON envelope on error (HTTP 200, 401 and 403 included).",
    httpError:
      "A problem with the request itself: HTTP 400, 404, 413, 415, 501 or 500, the body still an envelope. Not signed in (401) and not allowed (403) are not among them: they are HTTP 200.",
    upload: { file: "The file to upload (at most 10 MB).", msg: "The parameters as JSON text." },
    specPath: "Path in the spec",
    source: "Spec section",
    idempotent: "Safe to retry (idempotent).",
    notImplemented: "The sandbox does not implement this call yet: it answers 501.",
    codes: "Error codes",
    meaning: "Meaning",
  },
};

/** What each envelope code means, in both languages (part1 §8, part2 §8; shared/codes.ts). */
export const codeTexts: Readonly<Record<Language, Readonly<Record<number, string>>>> = {
  "zh-CN": {
    200: "成功",
    400: "请求错误（参数不合法，消息指出字段）",
    401: "未登录或令牌过期（HTTP 200）：返回登录页",
    403: "无权访问此接口或数据（HTTP 200）",
    404: "资源不存在",
    405: "客户未实名认证",
    406: "需重新登录",
    413: "请求体过大（JSON 1 MB，上传 10 MB）",
    415: "内容类型不支持",
    460: "操作过于频繁",
    500: "服务器错误",
    501: "接口未实现",
    505: "返回概览页",
    506: "上传文件有错误行：`data` 为 {errorId, errorUploadSnResList}",
    541: "验证已发送：按成功处理",
    544: "接收人预检失败：`data` 为各字段消息",
    571: "未找到子类型：静默清空",
    572: "另一批量操作仍在进行",
    777: "接收人数量已达上限",
  },
  en: {
    200: "Success",
    400: "Bad request (invalid input; the message names the field)",
    401: "Not signed in or the token expired (HTTP 200): back to sign-in",
    403: "This call or its data is not allowed (HTTP 200)",
    404: "Not found",
    405: "The customer is not certified",
    406: "Sign in again",
    413: "Body too large (JSON 1 MB, uploads 10 MB)",
    415: "Unsupported content type",
    460: "Too frequent",
    500: "Server error",
    501: "Not implemented",
    505: "Back to the overview",
    506: "The upload has failed rows: data is {errorId, errorUploadSnResList}",
    541: "Verification already sent: treated as success",
    544: "Receiver pre-check failed: data holds a message per field",
    571: "No sub-type found: cleared silently",
    572: "Another batch operation is still running",
    777: "No more receivers can be added",
  },
};
