// Sub-account calls (part2 §2, §7 /authcenter/console/subAccount/manage): create and update
// with the encrypted `data` body, the list, role configuration, details, delete and the status
// toggle.
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  EncryptedDataRequest,
  SubAccountConfigRoleRequest,
  SubAccountCreated,
  SubAccountDetails,
  SubAccountDone,
  SubAccountIdRequest,
  SubAccountListPage,
  SubAccountListRequest,
  SubAccountStatusRequest,
} from "./schemas.js";

/** The sub-accounts area's calls. Source: part2 §7. */
export const subaccountsEndpoints = defineArea(
  "subaccounts",
  { base: "/authcenter/console/subAccount/manage", source: "part2 §7" },
  {
    createSubAccount: write(EncryptedDataRequest, SubAccountCreated),
    updateSubAccountInfo: write(EncryptedDataRequest, SubAccountDone, { idempotent: true }),
    subAccountList: read(SubAccountListRequest, SubAccountListPage),
    subAccountConfigRole: write(SubAccountConfigRoleRequest, SubAccountDone, { idempotent: true }),
    subAccountDetails: read(SubAccountIdRequest, SubAccountDetails),
    deleteSubAccount: write(SubAccountIdRequest, SubAccountDone),
    updateSubAccountStatus: write(SubAccountStatusRequest, SubAccountDone, { idempotent: true }),
  },
);
