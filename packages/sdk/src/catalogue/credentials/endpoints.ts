// Access credential calls (part2 §2, §7): the AccessKey table and, after an SMS code of
// template 11 sent to the account's phone, the AccessSecret.
import { screen } from "../shared/access.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import { AccessCredentialList, AccessKeyList, AccessKeyRequest, AccessSecretRequest } from "./schemas.js";

/** The credentials area's calls. Source: part2 §7. */
export const credentialsEndpoints = defineArea(
  "credentials",
  { service: "push", base: "/console/openApi", source: "part2 §7" },
  {
    getAccessKey: read(AccessKeyRequest, AccessKeyList, {
      access: screen("baseInfo"),
      title: { "zh-CN": "获取 AccessKey", en: "Get the AccessKey" },
    }),
    // A write: it spends the SMS code, so repeating it is not the same call.
    getAccessSecret: write(AccessSecretRequest, AccessCredentialList, {
      sessionOnly: true,
      access: screen("baseInfo"),
      title: { "zh-CN": "获取 AccessSecret", en: "Get the AccessSecret" },
    }),
  },
);
