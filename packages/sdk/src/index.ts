// Public entry of @fixcloud/sdk. Everything here is documented where it is defined.

export { createClient, FixcloudClient } from "./client.js";
export {
  Transport,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type ClientOptions,
  type DownloadedFile,
  type SessionEvents,
  type UploadFile,
} from "./core/client.js";
export { ApiError, ConnectionError, FixcloudError, ResponseShapeError, TimeoutError } from "./core/errors.js";
export { iteratePages, type Page } from "./core/pagination.js";
export { neutralizeCell } from "./core/cells.js";
export { encryptField, loadForge, RSA_BLOCK_BYTES } from "./core/crypto.js";
export {
  EMPTY_TIME,
  EXPIRING_SOON_DAYS,
  WIRE_FORMAT,
  formatTime,
  isExpiringSoon,
  nowWire,
  parseLocalInput,
  toWireTime,
  type FormatTimeOptions,
  type TimeInput,
  type TimeZoneChoice,
} from "./core/time.js";

export { APIResource, type Req, type Res } from "./resources/resource.js";
export { Session, type LoginByUsernameParams } from "./resources/session.js";
export { Overview } from "./resources/overview.js";
export { Notices, type NoticeFilter } from "./resources/notices.js";
export { Dictionaries, type DictLookupParams } from "./resources/dictionaries.js";
export { Accounts } from "./resources/accounts.js";
export { Pools, type PoolFilter } from "./resources/pools.js";

export * from "./spec/schemas/index.js";
export { endpoints, endpointList, type EndpointName } from "./spec/endpoints.js";
export {
  defineEndpoint,
  type Area,
  type EndpointDef,
  type EndpointKind,
  type RequestOf,
  type ResponseOf,
} from "./spec/endpoint.js";
export {
  HTTP_STATUS_MESSAGES,
  ResponseCode,
  SESSION_CODES,
  httpStatusMessage,
  type SessionCode,
} from "./spec/codes.js";
export * from "./spec/enums.js";
export * from "./spec/menus.js";
export * from "./spec/menuTree.js";
export * from "./spec/permissions.js";
export * from "./spec/rules.js";
export { messages, translate, type MessageCatalogue } from "./spec/messages/index.js";
