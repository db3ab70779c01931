// Sub-accounts (part2 §2 sub-account page, §4 status toggle, §7 subAccount/manage): the list
// (records paging, or every sub-account with the role page's empty body), details, create and
// update with the payload RSA-encrypted into `data`, role configuration, delete and the status
// toggle whose target the SDK decides (catalogue/subaccounts/status.ts).
import type { z } from "zod";
import { encryptField } from "../core/crypto.js";
import { formPayload } from "../catalogue/shared/form.js";
import { subAccountForm } from "../catalogue/subaccounts/forms.js";
import { listAll } from "../core/pagination.js";
import type { CallOptions } from "../core/transport.js";
import { subaccountsEndpoints as E } from "../catalogue/subaccounts/endpoints.js";
import type {
  SubAccount,
  SubAccountCreated,
  SubAccountDetails,
  SubAccountListPage,
  SubAccountListRequest,
  SubAccountPayload,
  SubAccountUpdatePayload,
} from "../catalogue/subaccounts/schemas.js";
import { nextUserStatus, type UserStatusTarget } from "../catalogue/subaccounts/status.js";
import type { Transport } from "../core/transport.js";
import { FixcloudError } from "../core/errors.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link SubAccounts.list}: filters, `roleFlag`, `pageNum` (from 1), `pageSize` (default 10). */
export type SubAccountListParams = NonNullable<SubAccountListRequest>;
/** Filters of {@link SubAccounts.listAll}: the list body without paging. */
export type SubAccountListFilter = Omit<SubAccountListParams, "pageNum" | "pageSize">;

/**
 * A new sub-account in plain text (part2 §3, §5): the sub-account form's payload
 * (`catalogue/subaccounts/forms.ts`); {@link SubAccounts.create} encrypts it. The password pair
 * is needed on create (the form's rule refuses an empty one).
 */
export type SubAccountCreateParams = z.input<typeof SubAccountPayload>;

/**
 * A sub-account's new details in plain text; `userId` is its `userconsoleUseId`. The password
 * pair is optional: left empty, the password stays (part2 §4 edit mode).
 */
export type SubAccountUpdateParams = z.input<typeof SubAccountUpdatePayload>;

/** What {@link SubAccounts.toggleStatus} reads of a sub-account: its id and status. */
export type SubAccountStatusHolder = Pick<SubAccount, "userconsoleUseId" | "userStatus">;

/** Raised by {@link SubAccounts.toggleStatus} for a status without a toggle (not 0, 2 or 3). */
export class NoStatusToggleError extends FixcloudError {
  override name = "NoStatusToggleError";
}

/**
 * The JSON a create or update encrypts: the sub-account form's payload (text trimmed, the
 * password pair only when a password is set, part2 §3 "sent only when set"; passwords are
 * never trimmed).
 */
export function subAccountPayload(
  params: SubAccountCreateParams | SubAccountUpdateParams,
): SubAccountPayload & { userId?: string } {
  return formPayload(subAccountForm, params) as SubAccountPayload & { userId?: string };
}

/**
 * Sub-accounts of the signed-in customer (part2 §7). Create and update need the RSA public key
 * (`session.publicKey()`), given as `publicKey`, so this area does not load the session's calls.
 * Calls throw ApiError (e.g. NotCertifiedError on create for an uncertified customer, 405),
 * ForbiddenError, ConnectionError, TimeoutError.
 */
export class SubAccounts extends APIResource {
  constructor(
    transport: Transport,
    private readonly publicKey: (options?: CallOptions) => Promise<string>,
  ) {
    super(transport);
  }

  /**
   * `subaccounts.subAccountList`: one page `{ records, pageNum, pageSize, total, totalPage }`.
   * With neither `pageNum` nor `pageSize`, every sub-account in one page (the role page's
   * account options). `roleFlag: true` adds each row's `roleList`.
   */
  list(params: SubAccountListParams = {}, options?: CallOptions): Promise<SubAccountListPage> {
    return this.transport.call(E.subAccountList, params, options);
  }

  /** Every sub-account matching `filter`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(
    filter: SubAccountListFilter = {},
    pageSize = 100,
    options?: CallOptions,
  ): AsyncGenerator<SubAccount> {
    return listAll((pageNum, size) => this.list({ ...filter, pageNum, pageSize: size }, options), pageSize);
  }

  /** `subaccounts.subAccountDetails`: one sub-account with its `roleList`. NotFoundError when unknown. */
  retrieve(userId: string, options?: CallOptions): Promise<SubAccountDetails> {
    return this.transport.call(E.subAccountDetails, { userId }, options);
  }

  /**
   * `subaccounts.createSubAccount`: `data` = the encrypted JSON of userName, fullName, phone,
   * email, password, confirmPassword. Returns the new `userId`. Refused with 405
   * (NotCertifiedError) when the customer is not certified, and with the rule's message when a
   * field breaks part2 §5 or the username is taken.
   */
  async create(params: SubAccountCreateParams, options?: CallOptions): Promise<SubAccountCreated> {
    return this.transport.call(E.createSubAccount, { data: await this.encrypt(params, options) }, options);
  }

  /**
   * `subaccounts.updateSubAccountInfo`: like {@link create} plus `userId`; the password pair is
   * sent only when `password` is set. The username cannot change (part2 §3).
   */
  async update(params: SubAccountUpdateParams, options?: CallOptions): Promise<void> {
    await this.transport.call(E.updateSubAccountInfo, { data: await this.encrypt(params, options) }, options);
  }

  /** `subaccounts.subAccountConfigRole`: the whole set of roles the sub-account holds from now on. */
  async setRoles(userId: string, roleCodeSet: readonly string[], options?: CallOptions): Promise<void> {
    await this.transport.call(E.subAccountConfigRole, { userId, roleCodeSet: [...roleCodeSet] }, options);
  }

  /** `subaccounts.deleteSubAccount`: removes the sub-account and ends its sessions. */
  async delete(userId: string, options?: CallOptions): Promise<void> {
    await this.transport.call(E.deleteSubAccount, { userId }, options);
  }

  /**
   * `subaccounts.updateSubAccountStatus` with an explicit target: 0 enables (from 2 or 3), 2
   * disables (from 0; ends the sub-account's sessions). The server refuses a change that
   * changes nothing.
   */
  async setStatus(userId: string, userStatus: UserStatusTarget, options?: CallOptions): Promise<void> {
    await this.transport.call(E.updateSubAccountStatus, { userId, userStatus }, options);
  }

  /**
   * The row toggle (part2 §4): sends the status {@link nextUserStatus} decides (0 → 2, 2 or
   * 3 → 0) and returns it. Throws NoStatusToggleError for any other status, without a call.
   */
  async toggleStatus(account: SubAccountStatusHolder, options?: CallOptions): Promise<UserStatusTarget> {
    const target = nextUserStatus(account.userStatus);
    if (target === null) throw new NoStatusToggleError(`userStatus ${account.userStatus} has no toggle`);
    await this.setStatus(account.userconsoleUseId, target, options);
    return target;
  }

  private async encrypt(
    params: SubAccountCreateParams | SubAccountUpdateParams,
    options?: CallOptions,
  ): Promise<string> {
    return encryptField(await this.publicKey(options), JSON.stringify(subAccountPayload(params)));
  }
}
