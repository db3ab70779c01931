// Schemas of real-name and enterprise certification (part2 §3 "Authentication data" and
// "Enterprise certification payload", §4 real-name flag, §7 calls). Field names are
// the spec's; the project's additions are marked and listed in docs/identity-certification.md.
import { z } from "zod";
import { numeric, oneOf } from "../shared/common.js";
import { FileRef } from "../files/schemas.js";

const text = (max: number) => z.string().max(max);

/** The spec's ticket type of a certification application (part2 §3 payload: ticketType 4). */
export const CERTIFICATION_TICKET_TYPE = 4;

/**
 * What a customer submits for enterprise certification (part2 §3): one certificate image
 * (`uploadUrlDigest`, a list of one uploaded file), the company's data, the contact with the
 * code sent to `phone`, and the two levels of the application-area choice. `registeredCapital`
 * is a positive number (10,000 yuan, as the form says) given as a number or numeric text.
 * `registeredAreaCode` (project addition) is the six-digit region code of the registered
 * address's region (part2 §3 region tree), so a resubmission shows the region again.
 * The shape is checked here; the field rules of part2 §5 (which depend on the language) are the
 * certification form's (./forms.ts), applied by the console and the server.
 */
export const CertificationSubmit = z.object({
  uploadUrlDigest: z.array(FileRef).max(5),
  customerName: text(100),
  unifyCreditCode: text(50),
  corporateName: text(100),
  // A number (JSON or numeric text); its positivity is the rule's (L000238 with L000662).
  registeredCapital: numeric(z.number({ error: "L000662" })),
  registeredAreaCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  registeredAddress: text(200).optional(),
  businessScope: text(500).optional(),
  contacts: text(100),
  phone: text(30),
  email: text(100),
  verificationCode: text(20),
  applicationArea: text(50),
  applicationScene: text(50).optional(),
  ticketType: oneOf([CERTIFICATION_TICKET_TYPE]).optional(),
  title: text(100).optional(),
});
/** Input shape of {@link CertificationSubmit}. */
export type CertificationSubmit = z.input<typeof CertificationSubmit>;

/**
 * The stored application (part2 §3 `authMsg`): the submitted fields (no code), `authType`
 * (2 enterprise) and `authWay` (1 certificate upload) as the service reports them, and the
 * project's additions: the names of the chosen application area and scene in the request's
 * language, the submission time (UTC wire time) and, after a rejection, the reviewer's `reason`.
 */
export const AuthMsg = z.object({
  customerName: z.string(),
  unifyCreditCode: z.string(),
  phone: z.string(),
  authType: z.number(),
  authWay: z.number(),
  contacts: z.string(),
  email: z.string(),
  applicationArea: z.string(),
  applicationScene: z.string(),
  applicationAreaName: z.string(),
  applicationSceneName: z.string(),
  uploadUrlDigest: z.array(FileRef),
  corporateName: z.string(),
  registeredCapital: z.number(),
  registeredAreaCode: z.string(),
  registeredAddress: z.string(),
  businessScope: z.string(),
  submitTime: z.string(),
  reason: z.string().nullable(),
});
/** Parsed shape of {@link AuthMsg}. */
export type AuthMsg = z.infer<typeof AuthMsg>;

/**
 * `companyAuth`'s answer (part2 §3, §4): `flag` 1 authenticated, 2 rejected (resubmit), 3 not
 * started, 4 under review (view details); `authMsg` the latest application, null when none.
 */
export const CompanyAuth = z.object({
  flag: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  authMsg: AuthMsg.nullable(),
});
/** Parsed shape of {@link CompanyAuth}. */
export type CompanyAuth = z.infer<typeof CompanyAuth>;

/** A choice of the two-level application-area selection: the area, and its scenes below it. */
export interface ApplicationAreaOption {
  value: string;
  label: string;
  children?: ApplicationAreaOption[];
}
/** The application-area list (part2 §7): areas with their scenes, labels in the request's language. */
export const ApplicationAreas: z.ZodType<ApplicationAreaOption[]> = z.array(
  z.object({
    value: z.string(),
    label: z.string(),
    children: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  }),
);

/** Body of `sendAuthCode` (project addition): the contact phone of the form. */
export const SendAuthCodeRequest = z.object({ phone: text(30) });
