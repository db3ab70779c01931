// Service-account calls (part1 §2, §4, §7): the list, detail, every batch action (asynchronous,
// idempotency keys), custom password, trial switches and the export; plus the two calls the
// project adds (edit validity, batch status; docs/api-paths.md, docs/batch-operations.md).
import { EmptyRequest, NullResponse } from "../shared/common.js";
import { defineArea, download, read, write } from "../shared/endpoint.js";
import {
  BatchActivationTypeRequest,
  BatchJob,
  BatchRemarkRequest,
  BatchStatus,
  BatchStatusRequest,
  BatchTarget,
  BatchTrialRequest,
  BatchValidityRequest,
  ExportTarget,
  SetPasswordRequest,
  TrialCheck,
} from "./batch.js";
import {
  AccountDetail,
  AccountDetailRequest,
  AccountListPage,
  AccountListRequest,
  SilentSwitch,
} from "./schemas.js";

const idem = { idempotent: true } as const;

/** The accounts area's calls. Source: part1 §7. */
export const accountsEndpoints = defineArea(
  "accounts",
  { base: "/console/accountList", source: "part1 §7" },
  {
    selectAccServList: read(AccountListRequest, AccountListPage),
    batchEnable: write(BatchTarget, BatchJob, idem),
    batchDisable: write(BatchTarget, BatchJob, idem),
    batchActivation: write(BatchTarget, BatchJob, idem),
    batchResetPassword: write(BatchTarget, BatchJob),
    batchSetAccountRemark: write(BatchRemarkRequest, BatchStatus, idem),
    setPassword: write(SetPasswordRequest, NullResponse, idem),
    batchSetActivationType: write(BatchActivationTypeRequest, BatchJob, idem),
    selectAccServDetail: read(AccountDetailRequest, AccountDetail),
    batchTrialState: write(BatchTrialRequest, BatchJob, idem),
    checkBatchTrialState: read(BatchTarget, TrialCheck, { base: "/console" }),
    querySilentSwitch: read(EmptyRequest, SilentSwitch, { base: "/userconsole" }),
    batchExportExcel: download(ExportTarget, { service: "billing" }),
    batchModifyValid: write(BatchValidityRequest, BatchJob, {
      ...idem,
      added: "edit validity of service accounts, part1 §2 batch actions",
      source: "part1 §2, §5; docs/api-paths.md",
    }),
    batchStatus: read(BatchStatusRequest, BatchStatus, {
      added: "status of an asynchronous batch",
      source: "part1 §4; docs/batch-operations.md",
    }),
  },
);
