// The password cell of the account list (part1 §2): masked until revealed, copy, then reset
// (confirmation first) and custom set, each by its permission (part1 §6).
import type { Account } from "@fixcloud/sdk";
import { memo } from "react";
import { iconOf } from "../../../shared/icons";
import { PasswordCell as Password, type PasswordLabels } from "../../../shared/PasswordCell";
import { of, type RowLabels, useRowApi } from "../rowApi";

/** The shared password cell's strings for one account, from the list's label templates. */
function rowPasswordLabels(L: RowLabels, account: string): PasswordLabels {
  return {
    show: of(L["password.show"], account),
    hide: of(L["password.hide"], account),
    copy: of(L["password.copy"], account),
    showTitle: L["password.showShort"],
    hideTitle: L["password.hideShort"],
    copyTitle: L.copy,
    copiedTitle: L["password.copied"],
  };
}

/** The password cell of an account row. */
export const PasswordCell = memo(function PasswordCell({ account }: { account: Account }) {
  const row = useRowApi();
  const L = row.labels;
  const name = account.accountName;
  return (
    <Password owner={name} password={account.password} labels={rowPasswordLabels(L, name)}>
      {row.allows("resetPassword") && (
        <button
          type="button"
          className="fc-icon-btn"
          disabled={row.busy}
          onClick={() => row.resetPassword(account)}
          aria-label={of(L["password.reset"], name)}
          title={L.resetPassword}
          {...iconOf("reset")}
        />
      )}
      {row.allows("customPassword") && (
        <button
          type="button"
          className="fc-icon-btn"
          onClick={() => row.customPassword(account)}
          aria-label={of(L["password.custom"], name)}
          title={L["password.customShort"]}
          {...iconOf("key")}
        />
      )}
    </Password>
  );
});
