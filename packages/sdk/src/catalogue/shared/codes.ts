/**
 * Response codes carried in the envelope's `code` (part1 §8, part2 §8).
 * Business codes travel with HTTP 200; transport problems also set the HTTP status.
 */
export const ResponseCode = {
  OK: 200,
  BAD_REQUEST: 400,
  /** Not signed in or the token expired: back to sign-in after 0.5 s. */
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The customer is not certified (on the receiver query it becomes 777). */
  NOT_CERTIFIED: 405,
  /** Return to sign-in. */
  RELOGIN: 406,
  PAYLOAD_TOO_LARGE: 413,
  /** Too frequent (e.g. SMS resend within 60 s). */
  TOO_FREQUENT: 460,
  SERVER_ERROR: 500,
  /** The sandbox has not implemented this call yet. */
  NOT_IMPLEMENTED: 501,
  /** Redirect to the overview. */
  TO_OVERVIEW: 505,
  /** Upload with failed rows: data is `{ errorId, errorUploadSnResList }`. */
  UPLOAD_ROWS_FAILED: 506,
  /** Verification already sent: treated as success. */
  ALREADY_SENT: 541,
  /** Receiver pre-check failed, per-field messages in data. */
  RECEIVER_FIELDS: 544,
  /** Sub-type lookup found nothing: clear silently. */
  NO_SUB_TYPE: 571,
  /** Another batch operation is still running. */
  BATCH_RUNNING: 572,
  /** No more receivers can be added. */
  RECEIVER_LIMIT: 777,
} as const;
/** One of the envelope codes of {@link ResponseCode}. */
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** The codes that end or redirect the session; the SDK raises session events for them. */
export const SESSION_CODES = [401, 405, 406, 505] as const;
/** A code that raises a session event: 401, 405, 406 or 505. */
export type SessionCode = (typeof SESSION_CODES)[number];

/** HTTP status messages of part1 §8, in both languages. */
export const HTTP_STATUS_MESSAGES: Record<"zh-CN" | "en", Record<number | "other" | "noResponse", string>> = {
  "zh-CN": {
    400: "请求错误",
    401: "未授权，请重新登录",
    403: "拒绝访问",
    404: "请求的资源不存在",
    405: "请求方法未允许",
    408: "请求超时",
    500: "服务器错误 500",
    501: "网络未实现",
    502: "网络错误",
    503: "服务不可用",
    504: "网络超时",
    505: "HTTP 版本不受支持",
    other: "连接错误",
    noResponse: "网络连接失败，请重试",
  },
  en: {
    400: "Bad request",
    401: "Unauthorized, please log in again",
    403: "Access denied",
    404: "Resource not found",
    405: "Method not allowed",
    408: "Request timeout",
    500: "Server error 500",
    501: "Network not implemented",
    502: "Network error",
    503: "Service unavailable",
    504: "Network timeout",
    505: "HTTP version not supported",
    other: "Connection error",
    noResponse: "Network connection failed, please try again",
  },
};

/** The §8 message for an HTTP status in a language. */
export function httpStatusMessage(status: number | undefined, language: "zh-CN" | "en"): string {
  const table = HTTP_STATUS_MESSAGES[language];
  if (status === undefined) return table.noResponse;
  return table[status] ?? table.other;
}
