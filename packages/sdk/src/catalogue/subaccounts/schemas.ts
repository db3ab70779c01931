// Schemas of sub-accounts (part2 §3 Sub-account, §7 subAccount/manage): the encrypted create and
// update bodies and the plain JSON they carry, the list (with the empty-body variant of the role
// page), details, role configuration, delete and the status toggle. Spec field names unchanged.
import { z } from "zod";
import { Id, integer, MAX_PAGE_SIZE } from "../shared/common.js";
import { answerShape, formSchema } from "../shared/form-schema.js";
import { filterShape } from "../shared/list-schema.js";
import type { FilterInput } from "../shared/list.js";
import { subAccountForm } from "./forms.js";
import { subAccountList } from "./lists.js";

/** A userStatus value (part2 §4): 0 enabled, 2 disabled, 3 locked; others show a dash. */
export const UserStatus = z.number().int();

/** A role a sub-account holds: its code (part2 §3 roleList) and, for display, its name. */
export const SubAccountRole = z.object({ roleCode: z.string(), roleName: z.string().optional() });
/** Parsed shape of {@link SubAccountRole}. */
export type SubAccountRole = z.infer<typeof SubAccountRole>;

/**
 * A sub-account as the list and details answer it (part2 §3): its id, the sub-account form's
 * fields (passwords excepted) and its status. `userconsoleUseId` is its id
 * (sent back as `userId`); `roleList` is in the details, and in list rows when `roleFlag` is set.
 */
export const SubAccount = z.object({
  userconsoleUseId: z.string(),
  ...answerShape(subAccountForm),
  userStatus: UserStatus,
  /** Wire time (UTC) of creation. */
  createTime: z.string(),
  roleList: z.array(SubAccountRole).optional(),
});
/** Parsed shape of {@link SubAccount}. */
export type SubAccount = z.infer<typeof SubAccount>;

/** subAccountDetails answer: the sub-account with its roles (part2 §7). */
export const SubAccountDetails = SubAccount.extend({ roleList: z.array(SubAccountRole) });
/** Parsed shape of {@link SubAccountDetails}. */
export type SubAccountDetails = z.infer<typeof SubAccountDetails>;

const pageField = integer(1, Number.MAX_SAFE_INTEGER).optional();
const sizeField = integer(1, MAX_PAGE_SIZE).optional();

/**
 * subAccountList body (part2 §7): `userName` and `fullName` filters (trimmed, empty is no
 * filter), `roleFlag` (true: rows carry their `roleList`), `pageNum` and `pageSize`. With
 * neither `pageNum` nor `pageSize` (the role page's empty body) every sub-account is answered
 * in one page.
 */
export const SubAccountListRequest = z
  .object({
    roleFlag: z.boolean().optional(),
    ...filterShape(subAccountList),
    pageNum: pageField,
    pageSize: sizeField,
  })
  .optional() as unknown as z.ZodType<
  | { roleFlag?: boolean; userName?: string; fullName?: string; pageNum?: number; pageSize?: number }
  | undefined,
  | ({ roleFlag?: boolean; pageNum?: number | string; pageSize?: number | string } & FilterInput<
      typeof subAccountList
    >)
  | undefined
>;
/** What a caller passes for {@link SubAccountListRequest}. */
export type SubAccountListRequest = z.input<typeof SubAccountListRequest>;

/** subAccountList answer: `data.records, pageNum, pageSize, total, totalPage` (part2 §7). */
export const SubAccountListPage = z.object({
  records: z.array(SubAccount),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  totalPage: z.number().int().nonnegative(),
});
/** Parsed shape of {@link SubAccountListPage}. */
export type SubAccountListPage = z.infer<typeof SubAccountListPage>;

/**
 * The plain JSON inside `data` of createSubAccount (part2 §7): the fields of the sub-account
 * form (./forms.ts), text at most its LIMITS length; the password pair is sent only when set
 * (always on create). Checked with the form's rules by the console, the CLI and the sandbox.
 */
export const SubAccountPayload = formSchema(subAccountForm);
/** Parsed shape of {@link SubAccountPayload}. */
export type SubAccountPayload = z.infer<typeof SubAccountPayload>;

/** The plain JSON inside `data` of updateSubAccountInfo: the create payload plus `userId`. */
export const SubAccountUpdatePayload = SubAccountPayload.extend({ userId: Id });
/** Parsed shape of {@link SubAccountUpdatePayload}. */
export type SubAccountUpdatePayload = z.infer<typeof SubAccountUpdatePayload>;

/**
 * createSubAccount / updateSubAccountInfo body: `data`, the payload's JSON RSA-encrypted in
 * 117-byte blocks and base64-encoded (core/crypto.ts encryptField). Part2 §7.
 */
export const EncryptedDataRequest = z.object({ data: z.string().min(1).max(16_384) });
/** Parsed shape of {@link EncryptedDataRequest}. */
export type EncryptedDataRequest = z.infer<typeof EncryptedDataRequest>;

/** A body naming one sub-account: subAccountDetails, deleteSubAccount (part2 §7). */
export const SubAccountIdRequest = z.object({ userId: Id });
/** Parsed shape of {@link SubAccountIdRequest}. */
export type SubAccountIdRequest = z.infer<typeof SubAccountIdRequest>;

/** Roles one sub-account may hold at once. */
export const MAX_ROLES_PER_SUB_ACCOUNT = 100;

/**
 * subAccountConfigRole body: the sub-account and the whole set of role codes it holds from now
 * on (an empty set removes every role). Part2 §7.
 */
export const SubAccountConfigRoleRequest = z.object({
  userId: Id,
  roleCodeSet: z.array(z.string().trim().min(1).max(64)).max(MAX_ROLES_PER_SUB_ACCOUNT),
});
/** Parsed shape of {@link SubAccountConfigRoleRequest}. */
export type SubAccountConfigRoleRequest = z.infer<typeof SubAccountConfigRoleRequest>;

/** updateSubAccountStatus body: the target status, 0 (enable) or 2 (disable). Part2 §4, §7. */
export const SubAccountStatusRequest = z.object({
  userId: Id,
  userStatus: z.union([z.literal(0), z.literal(2)]),
});
/** Parsed shape of {@link SubAccountStatusRequest}. */
export type SubAccountStatusRequest = z.infer<typeof SubAccountStatusRequest>;

/** createSubAccount answer: the new sub-account's id. */
export const SubAccountCreated = z.object({ userId: z.string() });
/** Parsed shape of {@link SubAccountCreated}. */
export type SubAccountCreated = z.infer<typeof SubAccountCreated>;

/** Answer of the calls that answer `data: null` (update, role configuration, delete, status). */
export const SubAccountDone = z.null();
