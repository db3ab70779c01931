// Validation rules of roles (part2 §5).
import { subAccounts } from "../subaccounts/rules.js";
import {
  collect,
  common,
  type FormErrors,
  L,
  LIMITS,
  len,
  type RuleResult,
  type Text,
  trim,
} from "../shared/rules.js";

/** The role form (part2 §3, §5). */
export interface RoleForm {
  roleName: Text;
  remarks?: Text;
  menuCodeList?: readonly string[] | null;
}

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
  /** Every failing field of the role form; menus are checked only when `withMenus`. */
  roleErrors(
    form: RoleForm,
    options: { withMenus: boolean } = { withMenus: true },
  ): FormErrors<keyof RoleForm> {
    return collect({
      roleName: () => roles.roleName(form.roleName),
      remarks: () => roles.remarks(form.remarks),
      menuCodeList: () => (options.withMenus ? roles.menuCodes(form.menuCodeList) : null),
    });
  },
};
