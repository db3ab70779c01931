// Public entry of @fixcloud/sdk. Everything here is documented where it is defined.

// ---- client, transport, errors, paging, platform helpers
export { createClient, FixcloudClient } from "./client.js";
export {
  Transport,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  CLIENT_HEADER,
  type ClientKind,
  type ClientOptions,
  type DownloadedFile,
  type SessionEvents,
  type UploadFile,
} from "./core/transport.js";
export {
  AlreadySentError,
  ApiError,
  type ApiErrorInit,
  BatchRunningError,
  ConnectionError,
  FixcloudError,
  ForbiddenError,
  NoSubTypeError,
  NotCertifiedError,
  NotFoundError,
  ReceiverFieldsError,
  type ReceiverFieldMessage,
  ReceiverLimitError,
  ResponseShapeError,
  SessionError,
  TimeoutError,
  ToOverviewError,
  TooFrequentError,
  UploadRowsError,
} from "./core/errors.js";
export { listAll, pageParams, pageRows, type AnyPage, type Page } from "./core/pagination.js";
export { neutralizeCell } from "./core/cells.js";
export { encryptField, loadForge, RSA_BLOCK_BYTES } from "./core/crypto.js";
export {
  EMPTY_TIME,
  EXPIRING_SOON_DAYS,
  WIRE_FORMAT,
  daysLeft,
  formatTime,
  isExpiringSoon,
  nowWire,
  parseLocalInput,
  toWireTime,
  type FormatTimeOptions,
  type TimeInput,
  type TimeZoneChoice,
} from "./catalogue/shared/time.js";

// ---- resources
export { APIResource } from "./resources/resource.js";
export {
  Session,
  type EmailRegisterParams,
  type ForgotPassResetByEmailParams,
  type ForgotPassResetParams,
  type ForgotPassVerifyEmailParams,
  type ForgotPassVerifyPhoneParams,
  type ImageCaptchaAnswer,
  type LoginByPhoneParams,
  type LoginByUsernameParams,
  type PhoneRegisterParams,
  type SendCodeParams,
  type SmsNoLoginParams,
} from "./resources/session.js";
export { Overview } from "./resources/overview.js";
export { Notices, type NoticeFilter, type NoticeListParams } from "./resources/notices.js";
export { Orders, type OrderFilter, type OrderListParams } from "./resources/orders.js";
export { Dictionaries, type DictLookupParams } from "./resources/dictionaries.js";
export { Security, sealPayload, type PublicKeySource } from "./resources/security.js";
export { Credentials, type RevealSecretParams } from "./resources/credentials.js";
export {
  AccountBatches,
  Accounts,
  type AccountActivateParams,
  type AccountActivationTypeParams,
  type AccountBatchTarget,
  type AccountDisableParams,
  type AccountEnableParams,
  type AccountExportParams,
  type AccountIdsParams,
  type AccountListFilter,
  type AccountListParams,
  type AccountPasswordParams,
  type AccountRemarkParams,
  type AccountResetPasswordParams,
  type AccountTrialParams,
  type AccountValidityParams,
  type BatchWaitOptions,
} from "./resources/accounts.js";
export {
  PoolDevices,
  Pools,
  type PoolActivateParams,
  type PoolActivationTypeParams,
  type PoolDeviceExportParams,
  type PoolDeviceListFilter,
  type PoolDeviceListParams,
  type PoolDeviceRemarkParams,
  type PoolDeviceValidityParams,
  type PoolExportParams,
  type PoolFillParams,
  type PoolListFilter,
  type PoolListParams,
  type PoolRef,
  type PoolStatisticsParams,
} from "./resources/pools.js";
export { Certification, type CertificationSubmitParams } from "./resources/certification.js";
export { Files, type FileUploadParams } from "./resources/files.js";
export * from "./resources/tickets.js";
export * from "./resources/subaccounts.js";
export * from "./resources/roles.js";
export * from "./resources/receivers.js";
export * from "./resources/messages.js";
export * from "./resources/fault.js";
export * from "./resources/webhooks.js";
export * from "./resources/tokens.js";
export * from "./resources/audit.js";
export * from "./resources/tools.js";
export * from "./resources/streams.js";
export * from "./resources/fleet.js";

// ---- the catalogue: calls, schemas, lists, enums, labels, rules, codes, menus, permissions
export {
  endpoints,
  endpointList,
  type Catalogue,
  type EndpointName,
  type Req,
  type Res,
} from "./catalogue/endpoints.js";
export {
  defineArea,
  download,
  read,
  upload,
  write,
  type Area,
  type AreaDefaults,
  type EndpointDef,
  type EndpointKind,
  type EntryOptions,
  type RequestOf,
  type ResponseOf,
  type Service,
} from "./catalogue/shared/endpoint.js";
export * from "./catalogue/shared/common.js";
export * from "./catalogue/session/schemas.js";
export * from "./catalogue/overview/schemas.js";
export * from "./catalogue/notices/schemas.js";
export * from "./catalogue/orders/schemas.js";
export * from "./catalogue/dictionary/schemas.js";
export * from "./catalogue/accounts/schemas.js";
export * from "./catalogue/accounts/batch.js";
export * from "./catalogue/accounts/sessions.js";
export * from "./catalogue/accounts/password-grace.js";
export * from "./catalogue/accounts/decisions.js";
export * from "./catalogue/pools/schemas.js";
// The user-info answer (who a token is, for the CLI's token sign-in).
export * from "./catalogue/security/schemas.js";
export * from "./catalogue/security/codes.js";
export * from "./catalogue/security/mask.js";
export * from "./catalogue/certification/schemas.js";
export * from "./catalogue/files/schemas.js";
export { contentDisposition, safeFileName } from "./catalogue/files/names.js";
export { CSV_MEDIA, FILE_CONTENT_TYPES, XLSX_MEDIA } from "./catalogue/shared/media.js";
export * from "./catalogue/tickets/schemas.js";
export { CERT_IMAGE_EXT } from "./catalogue/certification/rules.js";
export { ATTACHMENT_EXT, IMAGE_EXT } from "./catalogue/tickets/rules.js";
export * from "./catalogue/credentials/schemas.js";
export * from "./catalogue/subaccounts/schemas.js";
export * from "./catalogue/receivers/schemas.js";
export * from "./catalogue/messages/schemas.js";
export * from "./catalogue/messages/templates.js";
export * from "./catalogue/messages/delivery.js";
export * from "./catalogue/fault/schemas.js";
export * from "./catalogue/fault/doctor.js";
export * from "./catalogue/fault/stations.js";
export * from "./catalogue/fault/duration.js";
export {
  NO_GGA_AFTER_S,
  NTRIP_REFUSALS,
  RECONNECT_STORM,
  REFUSAL_STORM_WARNING,
  connectionOutcome,
  ntripRefusalReason,
  reconnectStormRetryAfterS,
  refusalReasonOfErrorType,
  refusalStormWarningDue,
  type NtripRefusalInfo,
  type NtripRefusalReason,
} from "./catalogue/fault/refusals.js";
export {
  SESSION_IDLE_LIMIT_S,
  TCP_KEEPALIVE_S,
  seatInUsePhrase,
  sessionEndReason,
  type SessionEndReason,
} from "./catalogue/fault/seats.js";
export * from "./catalogue/webhooks/schemas.js";
export * from "./catalogue/audit/schemas.js";
export { WEBHOOK_CODES, webhookUrlValue } from "./catalogue/webhooks/rules.js";
export * from "./catalogue/tokens/schemas.js";
export { TOKEN_CODES, isPersonalToken, tokenExpiryDays, tokenRefusal } from "./catalogue/tokens/rules.js";
export * from "./catalogue/tools/schemas.js";
export * from "./catalogue/streams/schemas.js";
export * from "./catalogue/fleet/schemas.js";
export * from "./catalogue/fleet/rollup.js";
export {
  listFilterSchema,
  listRequestSchema,
  filterShape,
  pagingShape,
} from "./catalogue/shared/list-schema.js";
export * from "./lists.js";
export {
  HTTP_STATUS_MESSAGES,
  ResponseCode,
  SESSION_CODES,
  httpStatusMessage,
  type SessionCode,
} from "./catalogue/shared/codes.js";
export * from "./catalogue/shared/menus.js";
export * from "./catalogue/roles/menuTree.js";
export * from "./catalogue/roles/schemas.js";
export * from "./catalogue/roles/decisions.js";
export * from "./catalogue/shared/permissions.js";
export type {
  Access,
  ActionByField,
  Grants,
  Missing,
  Requirement,
} from "./catalogue/shared/access.js";
export { ACCESS, mayCall, missingAccess, requirementsOf, selectTypeOf } from "./catalogue/access.js";
export { rules } from "./catalogue/rules.js";
export {
  L,
  LIMITS,
  firstError,
  isPositiveInteger,
  type FormErrors,
  isLCode,
  type LCode,
  type RuleResult,
} from "./catalogue/shared/rules.js";
export { type ReceiverForm, receiverValues } from "./catalogue/receivers/rules.js";
export type { FileInfo } from "./catalogue/tickets/rules.js";
export {
  type FormSchemaOptions,
  formSchema,
  formShape,
  type PayloadShape,
} from "./catalogue/shared/form-schema.js";
export type { RoleForm } from "./catalogue/roles/forms.js";
export type { FaultSearchInput } from "./catalogue/fault/rules.js";
export { MAIN_ACCOUNT_TYPE, isMainAccount, roleCodeOf, type RoleHolder } from "./catalogue/session/roles.js";
export {
  DEVICE_CALLS,
  UPLOAD_VARIANTS,
  deviceCallOf,
  devicePageTypeOf,
  familyAccepts,
  fillCallOf,
  uploadMsgOf,
  uploadVariantOf,
  variantAccepts,
  type DevicePageType,
  type DeviceUploadVariant,
  type FamilyAction,
  type FillCall,
} from "./catalogue/pools/calls.js";
export { calUnitName, formatAmount, formatPeriod } from "./catalogue/pools/format.js";
export * from "./catalogue/expiry/expiry.js";
export * from "./catalogue/expiry/schemas.js";
