// The enterprise certification form of /realNameInfo (part2 §3 fields, §5 rules): the licence
// image, the company's data, the registered region and address, the contact with the code sent
// to the phone, and the two-level application area. The cn-only length limits and mobile
// pattern follow the language. The console's form and the sandbox's check of submitCompanyAuth
// are built from this descriptor.
import type { FileInfo } from "../tickets/rules.js";
import { defineForm, field } from "../shared/form.js";
import type { NumberInput, Text } from "../shared/rules.js";
import { certification } from "./rules.js";

/** The certification form (part2 §3, §5); field keys are submitCompanyAuth's. */
export const certificationForm = defineForm({
  name: "certification",
  source: "part2 §3, §5",
  fields: [
    // The uploaded licence as `{ name, size }` (size in bytes): exactly one, its type and size.
    field("uploadUrlDigest", "list", {
      required: true,
      rule: (v) => certification.image(v as readonly FileInfo[] | undefined),
    }),
    field("customerName", "text", {
      required: true,
      labelKey: "field.certCustomerName",
      rule: (v, _all, ctx) => certification.customerName(v as Text, ctx.language),
    }),
    field("unifyCreditCode", "text", {
      required: true,
      rule: (v) => certification.unifyCreditCode(v as Text),
    }),
    field("corporateName", "text", {
      required: true,
      rule: (v, _all, ctx) => certification.corporateName(v as Text, ctx.language),
    }),
    field("registeredCapital", "text", {
      required: true,
      rule: (v) => certification.registeredCapital(v as NumberInput),
    }),
    // A region code of the region tree; the sandbox checks it names a region.
    field("registeredAreaCode", "text"),
    field("registeredAddress", "text", { labelKey: "field.certAddressDetail" }),
    field("businessScope", "textarea"),
    field("contacts", "text", {
      required: true,
      rule: (v, _all, ctx) => certification.contacts(v as Text, ctx.language),
    }),
    field("email", "email", {
      required: true,
      labelKey: "field.certEmail",
      rule: (v) => certification.email(v as Text),
    }),
    field("phone", "phone", {
      required: true,
      labelKey: "field.certPhone",
      rule: (v, _all, ctx) => certification.phone(v as Text, ctx.language),
    }),
    field("verificationCode", "text", {
      required: true,
      rule: (v) => certification.verificationCode(v as Text),
    }),
    // The first level is what must be chosen; the scene (second level) is optional.
    field("applicationArea", "text", {
      required: true,
      rule: (v) => certification.applicationArea(String(v ?? "").trim() ? [v] : []),
    }),
    field("applicationScene", "text"),
  ],
});
