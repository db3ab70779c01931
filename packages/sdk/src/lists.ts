// The light entry (`@fixcloud/sdk/lists`): list and form descriptors, enums, services and every label,
// as plain data with no zod and no client, for code that only describes a list (the CLI
// builds its flags and help from it at start-up). Also re-exported by the main entry.
export { lists } from "./catalogue/lists.js";
export { LIMITS, MAX_PAGE_SIZE, PAGE_SIZES } from "./catalogue/shared/limits.js";
export { can, devicePermission, servicePermission } from "./catalogue/shared/permissions.js";
export { accountList } from "./catalogue/accounts/lists.js";
export { noticeList } from "./catalogue/notices/lists.js";
export { orderList } from "./catalogue/orders/lists.js";
export { DEFAULT_ORDER_TIME, orderWindowStart, type OrderTime } from "./catalogue/orders/window.js";
export { DEFAULT_CURRENCY, formatMoney, MONEY_DECIMALS } from "./catalogue/shared/money.js";
export { messageList } from "./catalogue/messages/lists.js";
export { ticketList } from "./catalogue/tickets/lists.js";
export { SUB_ACCOUNT_PAGE_SIZES, subAccountList } from "./catalogue/subaccounts/lists.js";
export * from "./catalogue/subaccounts/status.js";
export { poolDeviceList, poolList, usagePointColumns } from "./catalogue/pools/lists.js";
export { recentPurchaseColumns } from "./catalogue/overview/lists.js";
export { accessKeyColumns } from "./catalogue/credentials/lists.js";
export {
  column,
  defineList,
  filterEnum,
  filterFields,
  filterRange,
  filterText,
  filterWithin,
  filterKeys,
  pagingFields,
  type ColumnDef,
  type ColumnKind,
  type DateRangeFilterDef,
  type EnumFilterDef,
  type FilterDef,
  type FilterInput,
  type FilterValues,
  type IntFilterDef,
  type ListDescriptor,
  type PageOf,
  type Paging,
  type PagingInput,
  type TextFilterDef,
  type WithinFilterDef,
} from "./catalogue/shared/list.js";
// Form descriptors are plain data too: the CLI builds a form's flags and help from them.
export {
  defineForm,
  emptyValues,
  field,
  fieldError,
  formErrors,
  formPayload,
  isEditable,
  isRequired,
  valuesFrom,
  type FieldDef,
  type FieldRule,
  type FieldType,
  type FormContext,
  type FormDescriptor,
  type FormKey,
  type FormMode,
  type FormValues,
} from "./catalogue/shared/form.js";
export { subAccountForm, type SubAccountForm } from "./catalogue/subaccounts/forms.js";
export { certificationForm } from "./catalogue/certification/forms.js";
export {
  activationTypeForm,
  batchRemarkForm,
  passwordGraceForm,
  trialForm,
} from "./catalogue/accounts/forms.js";
export {
  bugTicketForm,
  changeTicketForm,
  openApiTicketForm,
  sdkTicketForm,
  ticketForms,
} from "./catalogue/tickets/forms.js";
export { roleForm } from "./catalogue/roles/forms.js";
export { receiverForm } from "./catalogue/receivers/forms.js";
export { webhookEndpointForm } from "./catalogue/webhooks/forms.js";
export {
  newEmailForm,
  newPhoneForm,
  passwordForm,
  securityForms,
  usernameForm,
  verifyForm,
} from "./catalogue/security/forms.js";
export {
  addCountForm,
  deviceRemarkForm,
  poolFillForm,
  poolFillFormFor,
  takesUsageLimit,
  type ValidityPayload,
  validityForm,
  validityFormFor,
  validityPayload,
  withoutUsageLimit,
} from "./catalogue/pools/forms.js";
export {
  defineEnum,
  enumEntry,
  valuesOf,
  type EnumDef,
  type EnumValue,
  type EnumValueOf,
  type Tone,
} from "./catalogue/shared/enum.js";
export { allEnumLabelKeys, enums, enumTone, enumValues, labelKey, type EnumName } from "./catalogue/enums.js";
export * from "./catalogue/accounts/enums.js";
export * from "./catalogue/pools/enums.js";
export { EXPIRY_WINDOWS_DAYS, expiringWithin } from "./catalogue/expiry/expiry.js";
export * from "./catalogue/notices/enums.js";
export * from "./catalogue/overview/enums.js";
export * from "./catalogue/tickets/enums.js";
export * from "./catalogue/messages/enums.js";
export * from "./catalogue/certification/enums.js";
export * from "./catalogue/receivers/enums.js";
export * from "./catalogue/subaccounts/enums.js";
export * from "./catalogue/roles/enums.js";
export * from "./catalogue/orders/enums.js";
export * from "./catalogue/fault/enums.js";
export * from "./catalogue/webhooks/enums.js";
export * from "./catalogue/shared/services.js";
export { labelSets, messages, translate } from "./catalogue/labels.js";
// Each area's label set on its own, so a page can register only the areas it shows.
export { sharedLabels } from "./catalogue/shared/labels.js";
export { overviewLabels } from "./catalogue/overview/labels.js";
export { noticesLabels } from "./catalogue/notices/labels.js";
export { accountsLabels } from "./catalogue/accounts/labels.js";
export { poolsLabels } from "./catalogue/pools/labels.js";
export { receiversLabels } from "./catalogue/receivers/labels.js";
export { messagesLabels } from "./catalogue/messages/labels.js";
export { ticketsLabels } from "./catalogue/tickets/labels.js";
export { certificationLabels } from "./catalogue/certification/labels.js";
export { ordersLabels } from "./catalogue/orders/labels.js";
export { credentialsLabels } from "./catalogue/credentials/labels.js";
export { securityLabels } from "./catalogue/security/labels.js";
export { subaccountsLabels } from "./catalogue/subaccounts/labels.js";
export { rolesLabels } from "./catalogue/roles/labels.js";
export { faultLabels } from "./catalogue/fault/labels.js";
export { refusalLabels } from "./catalogue/fault/refusals.js";
export { webhooksLabels } from "./catalogue/webhooks/labels.js";
export { tokensLabels } from "./catalogue/tokens/labels.js";
export * from "./catalogue/tokens/limits.js";
export { tokens as tokensRules, TOKEN_CODES, tokenExpiryDays } from "./catalogue/tokens/rules.js";
export { AUDIT_ACTIONS, auditLabels } from "./catalogue/audit/labels.js";
export * from "./catalogue/audit/text.js";
export { toolsLabels } from "./catalogue/tools/labels.js";
export { fleetLabels } from "./catalogue/fleet/labels.js";
export * from "./catalogue/tools/ionosphere.js";
export { tools as toolsRules } from "./catalogue/tools/rules.js";
export { streamsLabels } from "./catalogue/streams/labels.js";
export { rtcmLabels } from "./catalogue/streams/rtcm-labels.js";
export * from "./catalogue/streams/paths.js";
export { isLCode } from "./catalogue/shared/rules.js";
export { defineLabels, mergeLabels, type Labels, type MessageCatalogue } from "./catalogue/shared/label.js";
