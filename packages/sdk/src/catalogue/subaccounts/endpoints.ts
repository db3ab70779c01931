// Sub-account calls (part2 §2, §7). Catalogued; shapes are modelled with the sub-account screen.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";

/** The sub-accounts area's calls. Source: part2 §7. */
export const subaccountsEndpoints = defineArea(
  "subaccounts",
  { base: "/authcenter/console/subAccount/manage", source: "part2 §7" },
  {
    createSubAccount: write(Any, Unknown),
    updateSubAccountInfo: write(Any, Unknown),
    subAccountList: read(Any, Unknown),
    subAccountConfigRole: write(Any, Unknown, { idempotent: true }),
    subAccountDetails: read(Any, Unknown),
    deleteSubAccount: write(Any, Unknown),
    updateSubAccountStatus: write(Any, Unknown, { idempotent: true }),
  },
);
