// Every error the SDK throws, and the one place that maps an answer's code to its class
// (`ApiError.from`). Apps branch on classes, never on numbers. Source: part1 §4, §8; part2 §8.
import type { UploadErrorReport } from "../catalogue/pools/schemas.js";
import { ResponseCode } from "../catalogue/shared/codes.js";

/** Base class of every error the SDK throws. */
export class FixcloudError extends Error {
  override name = "FixcloudError";
}

/** What {@link ApiError.from} needs: the answer's code and message, the HTTP status, the call. */
export interface ApiErrorInit {
  /** The envelope code, or the HTTP status when there was no envelope. */
  code: number;
  /** The server's message, or the part1 §8 message of the HTTP status. */
  message: string;
  /** The HTTP status of the answer. */
  httpStatus: number;
  /** The catalogue name of the call, e.g. `accounts.batchDisable`. */
  endpoint?: string | undefined;
  /** The envelope's `data` (e.g. the rows of a 506 answer). */
  data?: unknown;
}

/**
 * Raised when the server answers with an envelope code other than 200, or with an HTTP error
 * status. `code` is the envelope code (or the HTTP status when there was no envelope),
 * `message` the server's message (or the part1 §8 HTTP status message), `httpStatus` the
 * HTTP status, `endpoint` the call, `data` the envelope's data. Codes an app acts on have
 * their own subclass; create instances with {@link ApiError.from}. Source: part1 §8.
 */
export class ApiError extends FixcloudError {
  override name = "ApiError";
  readonly code: number;
  readonly httpStatus: number;
  readonly endpoint: string | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.endpoint = init.endpoint;
    this.data = init.data;
  }

  /** The error of an answer: the subclass of its code, or a plain ApiError. */
  static from(init: ApiErrorInit): ApiError {
    const Class = ERROR_CLASSES[init.code];
    return Class ? new Class(init) : new ApiError(init);
  }
}

/** Raised when the session is over: 401 (signed out or the token expired) or 406 (sign in again). Part1 §4. */
export class SessionError extends ApiError {
  override name = "SessionError";
}

/** Raised for 405: the customer is not certified (part1 §4); adding accounts and roles is blocked (part2 §5). */
export class NotCertifiedError extends ApiError {
  override name = "NotCertifiedError";
}

/** Raised for 505: the console goes back to the overview (part1 §4). */
export class ToOverviewError extends ApiError {
  override name = "ToOverviewError";
}

/** Raised for 403: the acting role lacks the menu or permission code the call needs (part1 §6). */
export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
}

/** Raised for 404: the account, pool, batch, notice or report the call names does not exist. */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}

/**
 * Raised for 506 on a device upload with bad rows (part1 §2, §8): nothing was added. `.report`
 * holds the failed rows `{ errorId, errorUploadSnResList: [{ sn, failCause }] }`; the
 * server's .xlsx of them is `client.pools.devices.errorReport(report.errorId)`.
 */
export class UploadRowsError extends ApiError {
  override name = "UploadRowsError";
  /** The failed rows; empty when the server sent none. */
  readonly report: UploadErrorReport;

  constructor(init: ApiErrorInit) {
    super(init);
    this.report = uploadReport(init.data);
  }
}

/** Raised for 572: another batch of the customer is still running; try when it has finished (part1 §4). */
export class BatchRunningError extends ApiError {
  override name = "BatchRunningError";
}

/**
 * Raised for 460: a code was requested too often (within 60 s); keep the resend state (part2 §8).
 * `resendIn` is the server's remaining wait in ms (the answer's `data.resendIn`), or null when the
 * answer does not say, so a client that lost its countdown (a reload, a dialog opened again)
 * counts down from the server's figure.
 */
export class TooFrequentError extends ApiError {
  override name = "TooFrequentError";
  /** Milliseconds until another code may be asked for, or null when the answer does not say. */
  readonly resendIn: number | null;

  constructor(init: ApiErrorInit) {
    super(init);
    const ms = (init.data as { resendIn?: unknown } | null | undefined)?.resendIn;
    this.resendIn = typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? ms : null;
  }
}

/** Raised for 541: the verification was already sent; callers treat it as success (part2 §8). */
export class AlreadySentError extends ApiError {
  override name = "AlreadySentError";
}

/** One duplicate field of a 544 answer and the server's message for it (docs/receivers.md). */
export interface ReceiverFieldMessage {
  /** `name`, `phone` or `email`. */
  readonly field: string;
  readonly message: string;
}

/**
 * Raised for 544 on the receiver pre-check `receivers.checkRepeat` (part2 §8): `.fields` holds
 * one message per duplicate field in the order to show them (name, phone, email), one after
 * another at 1 s. The 544 `data` is that list, `[{ field, message }]`; an object of
 * `{ field: message }` is read too.
 */
export class ReceiverFieldsError extends ApiError {
  override name = "ReceiverFieldsError";
  /** The duplicate fields with their messages, in the order to show them. */
  readonly fields: readonly ReceiverFieldMessage[];

  constructor(init: ApiErrorInit) {
    super(init);
    this.fields = fieldMessages(init.data);
  }
}

/** The `[{ field, message }]` of a 544 answer, checked by hand (this module loads on every page). */
function fieldMessages(data: unknown): ReceiverFieldMessage[] {
  const entries: unknown[] = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? Object.entries(data).map(([field, message]) => ({ field, message }))
      : [];
  return entries.flatMap((e) => {
    const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === "string" && typeof message === "string" ? [{ field, message }] : [];
  });
}

/** Raised for 571 on the sub-type lookup: clear the account, sub-types and log flag silently (part2 §4). */
export class NoSubTypeError extends ApiError {
  override name = "NoSubTypeError";
}

/**
 * Raised for 777 on the receiver list: no more receivers can be added (part2 §2, §8). The 777
 * answer still carries the list in `data`; `receivers.list()` reads it and answers
 * `{ receivers, limitReached: true }` instead of throwing.
 */
export class ReceiverLimitError extends ApiError {
  override name = "ReceiverLimitError";
}

/** The report of a 506 answer, checked by hand: this module is on every page's path, zod schemas are not. */
function uploadReport(data: unknown): UploadErrorReport {
  const d = (data ?? {}) as { errorId?: unknown; errorUploadSnResList?: unknown };
  const rows = Array.isArray(d.errorUploadSnResList) ? d.errorUploadSnResList : [];
  return {
    errorId: typeof d.errorId === "string" ? d.errorId : "",
    errorUploadSnResList: rows
      .filter((r): r is { sn: unknown; failCause: unknown } => typeof r === "object" && r !== null)
      .map((r) => ({ sn: String(r.sn ?? ""), failCause: String(r.failCause ?? "") })),
  };
}

const ERROR_CLASSES: Partial<Record<number, new (init: ApiErrorInit) => ApiError>> = {
  [ResponseCode.UNAUTHORIZED]: SessionError,
  [ResponseCode.RELOGIN]: SessionError,
  [ResponseCode.NOT_CERTIFIED]: NotCertifiedError,
  [ResponseCode.TO_OVERVIEW]: ToOverviewError,
  [ResponseCode.FORBIDDEN]: ForbiddenError,
  [ResponseCode.NOT_FOUND]: NotFoundError,
  [ResponseCode.UPLOAD_ROWS_FAILED]: UploadRowsError,
  [ResponseCode.BATCH_RUNNING]: BatchRunningError,
  [ResponseCode.TOO_FREQUENT]: TooFrequentError,
  [ResponseCode.ALREADY_SENT]: AlreadySentError,
  [ResponseCode.RECEIVER_FIELDS]: ReceiverFieldsError,
  [ResponseCode.NO_SUB_TYPE]: NoSubTypeError,
  [ResponseCode.RECEIVER_LIMIT]: ReceiverLimitError,
};

/** Raised when the server could not be reached (no response): refused, DNS, TLS, reset. */
export class ConnectionError extends FixcloudError {
  override name = "ConnectionError";
}

/** Raised when a call took longer than the client's `timeout` (ms, default 60000). */
export class TimeoutError extends FixcloudError {
  override name = "TimeoutError";
}

/** Raised when the server's answer does not match the endpoint's response schema. */
export class ResponseShapeError extends FixcloudError {
  override name = "ResponseShapeError";
}
