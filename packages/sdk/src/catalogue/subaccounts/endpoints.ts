// Sub-account calls (part2 §2, §7 /authcenter/console/subAccount/manage): create and update
// with the encrypted `data` body, the list, role configuration, details, delete and the status
// toggle.
import { screen } from "../shared/access.js";
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
    createSubAccount: write(EncryptedDataRequest, SubAccountCreated, {
      access: screen("users"),
      title: { "zh-CN": "新增子账号", en: "Add a sub-account" },
    }),
    updateSubAccountInfo: write(EncryptedDataRequest, SubAccountDone, {
      idempotent: true,
      access: screen("users"),
      title: { "zh-CN": "编辑子账号", en: "Edit a sub-account" },
    }),
    // The roles screen reads it for its options too (part2 §7: "also called with an empty body").
    subAccountList: read(SubAccountListRequest, SubAccountListPage, {
      access: screen(["users", "roles"]),
      title: { "zh-CN": "子账号列表", en: "Sub-account list" },
    }),
    subAccountConfigRole: write(SubAccountConfigRoleRequest, SubAccountDone, {
      idempotent: true,
      access: screen("users"),
      title: { "zh-CN": "为子账号分配角色", en: "Assign roles to a sub-account" },
    }),
    subAccountDetails: read(SubAccountIdRequest, SubAccountDetails, {
      access: screen("users"),
      title: { "zh-CN": "子账号详情", en: "Sub-account detail" },
    }),
    deleteSubAccount: write(SubAccountIdRequest, SubAccountDone, {
      access: screen("users"),
      title: { "zh-CN": "删除子账号", en: "Delete a sub-account" },
    }),
    updateSubAccountStatus: write(SubAccountStatusRequest, SubAccountDone, {
      idempotent: true,
      access: screen("users"),
      title: { "zh-CN": "启用或停用子账号", en: "Enable or disable a sub-account" },
    }),
  },
);
