// Validation rules of roles (part2 §5): one pure rule per field of the role form (./forms.ts)
// and the menu tree's.
import { subAccounts } from "../subaccounts/rules.js";
import { common, L, LIMITS, len, type RuleResult, type Text, trim } from "../shared/rules.js";

/** The wire's placeholder for "no menu" in menuCodeList (part2 §5: an empty list is sent as ["0"]). */
export const NO_MENU = "0";

/** The role form's rules (part2 §5), one pure function per field, each returning an L-code or null. */
export const roles = {
  /** Adding is blocked for a customer marked not certified. L000519. */
  certified: subAccounts.certified,
  /** Role name: trimmed, required, at most 50. L000670/L000671. */
  roleName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.roleNameRequired;
    return len(v) > LIMITS.fieldMax ? L.roleNameLength : null;
  },
  /** Remarks: at most 50. L000672. */
  remarks(value: Text): RuleResult {
    return len(trim(value)) > LIMITS.fieldMax ? L.remarksLength : null;
  },
  /** Menu permissions: at least one code (the wire's "0" placeholder is none). L000077. */
  menuCodes(value: readonly string[] | null | undefined): RuleResult {
    return value && value.filter((c) => c !== NO_MENU).length > 0 ? null : L.menusEmpty;
  },
  /** The field's own name for {@link roles.menuCodes} (part2 §3 `menuCodeList`). L000077. */
  menuCodeList(value: readonly string[] | null | undefined): RuleResult {
    return roles.menuCodes(value);
  },
  /** Role name search: at most 100. L000673. */
  search: common.search,
};
