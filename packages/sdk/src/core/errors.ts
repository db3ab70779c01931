import type { EndpointName } from "../spec/endpoints.js";

/** Base class of every error the SDK throws. */
export class FixcloudError extends Error {
  override name = "FixcloudError";
}

/**
 * Raised when the server answers with an envelope code other than 200, or with an HTTP
 * error status. `code` is the envelope code (or the HTTP status when there was no envelope),
 * `message` the server's message (or the part1 §8 HTTP status message), `httpStatus` the
 * HTTP status, `data` the envelope's data (e.g. 506 upload failures). Source: part1 §8.
 */
export class ApiError extends FixcloudError {
  override name = "ApiError";
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
    readonly endpoint: EndpointName | undefined,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Raised when the server could not be reached (no response). */
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
