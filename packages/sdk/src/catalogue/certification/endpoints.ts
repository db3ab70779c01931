// Real-name and enterprise certification calls (part2 §2, §7). Two paths are not shown
// in the spec and one call is the project's (docs/api-paths.md, docs/identity-certification.md):
// the application goes to `{ticket}/apply/add/submitCompanyAuth` with ticketType 4, beside the
// ticket service's other applications, and its code is sent by `sendAuthCode`.
import { screen } from "../shared/access.js";
import { AnyRequest as Any } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import { z } from "zod";
import { ApplicationAreas, CertificationSubmit, CompanyAuth, SendAuthCodeRequest } from "./schemas.js";

/** The certification area's calls. Source: part2 §7. */
export const certificationEndpoints = defineArea(
  "certification",
  { service: "ticket", base: "/apply/select", source: "part2 §7" },
  {
    companyAuth: read(Any, CompanyAuth, {
      access: screen("realNameAttestate"),
      title: { "zh-CN": "企业认证信息", en: "Company certification" },
    }),
    queryApplicationArea: read(Any, ApplicationAreas, {
      notShown: "application-area list for the two-level selection (path not shown)",
      access: screen("realNameInfo"),
      title: { "zh-CN": "应用领域（两级）", en: "Application areas (two levels)" },
    }),
    submitCompanyAuth: write(CertificationSubmit, z.null(), {
      base: "/apply/add",
      notShown: "certification submit (path not shown)",
      access: screen("realNameInfo"),
      title: { "zh-CN": "提交企业认证", en: "Submit the company certification" },
    }),
    sendAuthCode: write(SendAuthCodeRequest, z.null(), {
      base: "/apply/add",
      added: "the 4-character code of the certification form, sent to its contact phone (part2 §5)",
      access: screen("realNameInfo"),
      title: { "zh-CN": "发送认证验证码", en: "Send the certification code" },
    }),
  },
);
