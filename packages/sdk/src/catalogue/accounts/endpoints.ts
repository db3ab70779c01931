// Service-account calls (part1 §2, §4, §7): the list, detail, every batch action (asynchronous,
// idempotency keys), custom password, trial switches and the export; plus the two calls the
// project adds (edit validity, batch status; docs/api-paths.md, docs/batch-operations.md).
import { service } from "../shared/access.js";
import { EmptyRequest, NullResponse } from "../shared/common.js";
import { defineArea, download, read, write } from "../shared/endpoint.js";
import {
  BatchActivationTypeRequest,
  BatchJob,
  BatchRemarkRequest,
  BatchResetPasswordRequest,
  BatchStatus,
  BatchStatusRequest,
  BatchTarget,
  BatchTrialRequest,
  BatchValidityRequest,
  ExportTarget,
  SetPasswordRequest,
  TrialCheck,
} from "./batch.js";
import { ExpiringAccountsPage, ExpiringAccountsRequest } from "../expiry/schemas.js";
import {
  AccountDetail,
  AccountDetailRequest,
  AccountListPage,
  AccountListRequest,
  SilentSwitch,
} from "./schemas.js";
import { AccountSessions, AccountSessionsRequest, EndSessionRequest, EndSessionResult } from "./sessions.js";

const idem = { idempotent: true } as const;

/** The accounts area's calls. Source: part1 §7. */
export const accountsEndpoints = defineArea(
  "accounts",
  { base: "/console/accountList", source: "part1 §7" },
  {
    selectAccServList: read(AccountListRequest, AccountListPage, {
      access: service(),
      title: { "zh-CN": "服务账号列表", en: "Service account list" },
    }),
    listExpiring: read(ExpiringAccountsRequest, ExpiringAccountsPage, {
      access: service(),
      added: "accounts in service ending within 10 or 30 days, part1 §9 (docs/expiry.md)",
      title: { "zh-CN": "即将到期的服务账号", en: "Service accounts expiring soon" },
    }),
    batchEnable: write(BatchTarget, BatchJob, {
      ...idem,
      access: service("enable"),
      title: { "zh-CN": "批量启用服务账号", en: "Enable service accounts" },
    }),
    batchDisable: write(BatchTarget, BatchJob, {
      ...idem,
      access: service("disable"),
      title: { "zh-CN": "批量停用服务账号", en: "Disable service accounts" },
    }),
    batchActivation: write(BatchTarget, BatchJob, {
      ...idem,
      access: service("activate"),
      title: { "zh-CN": "批量激活服务账号", en: "Activate service accounts" },
    }),
    batchResetPassword: write(BatchResetPasswordRequest, BatchJob, {
      access: service("resetPassword"),
      title: { "zh-CN": "批量重置服务账号密码", en: "Reset service account passwords" },
    }),
    batchSetAccountRemark: write(BatchRemarkRequest, BatchStatus, {
      ...idem,
      access: service("remark"),
      title: { "zh-CN": "批量设置服务账号备注", en: "Set service account remarks" },
    }),
    setPassword: write(SetPasswordRequest, NullResponse, {
      ...idem,
      access: service("customPassword"),
      title: { "zh-CN": "自定义服务账号密码", en: "Set a service account password" },
    }),
    batchSetActivationType: write(BatchActivationTypeRequest, BatchJob, {
      ...idem,
      access: service("settings"),
      title: { "zh-CN": "批量设置激活方式", en: "Set the activation type" },
    }),
    selectAccServDetail: read(AccountDetailRequest, AccountDetail, {
      access: service(),
      title: { "zh-CN": "服务账号详情", en: "Service account detail" },
    }),
    batchTrialState: write(BatchTrialRequest, BatchJob, {
      ...idem,
      access: service({ field: "silentSwitchStatus", values: { 1: "trialOn", 0: "trialOff" } }),
      title: { "zh-CN": "批量开关试用", en: "Switch trial on or off" },
    }),
    checkBatchTrialState: read(BatchTarget, TrialCheck, {
      base: "/console",
      access: service(),
      title: { "zh-CN": "检查试用开关", en: "Check the trial switch" },
    }),
    querySilentSwitch: read(EmptyRequest, SilentSwitch, {
      base: "/userconsole",
      access: service(),
      title: { "zh-CN": "查询静默期开关", en: "Silent-period switch" },
    }),
    batchExportExcel: download(ExportTarget, {
      service: "billing",
      access: service("export"),
      title: { "zh-CN": "导出服务账号", en: "Export service accounts" },
    }),
    batchModifyValid: write(BatchValidityRequest, BatchJob, {
      ...idem,
      added: "edit validity of service accounts, part1 §2 batch actions",
      source: "part1 §2, §5; docs/api-paths.md",
      access: service("editValidity"),
      title: { "zh-CN": "批量修改有效期", en: "Edit service account validity" },
    }),
    selectAccSessions: read(AccountSessionsRequest, AccountSessions, {
      added: "the sessions holding a service account's seats",
      source: "part2 §4 (refined); docs/ntrip-caster.md Seats",
      access: service(),
      title: { "zh-CN": "服务账号在线会话", en: "Open sessions of a service account" },
    }),
    endAccSession: write(EndSessionRequest, EndSessionResult, {
      added: "the owner ends a session that holds a seat",
      source: "part2 §4 (refined); docs/ntrip-caster.md Seats",
      // Ending a session interrupts service, as disabling does: the same permission.
      access: service("disable"),
      title: { "zh-CN": "结束在线会话", en: "End an open session" },
    }),
    batchStatus: read(BatchStatusRequest, BatchStatus, {
      added: "status of an asynchronous batch",
      source: "part1 §4; docs/batch-operations.md",
      access: service(),
      title: { "zh-CN": "批量操作进度", en: "Status of a batch" },
    }),
  },
);
