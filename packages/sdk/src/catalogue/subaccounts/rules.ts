// Validation rules of sub-accounts (part2 §5): one pure rule per field of the sub-account form
// (./forms.ts says which field each checks).
import type { Language } from "../session/schemas.js";
import { common, L, LIMITS, len, type RuleResult, type Text, trim } from "../shared/rules.js";

export const subAccounts = {
  /** Adding is blocked for a customer marked not certified (part2 §5). L000519. */
  certified(notCertified: boolean | null | undefined): RuleResult {
    return notCertified ? L.notCertified : null;
  },
  /** Username: the shared login-username rule, at most 50. L000605/L000611/L000664. */
  userName: (value: Text): RuleResult => common.loginUsername(value, LIMITS.fieldMax),
  /** Full name: required, at most 50. L000665/L000666. */
  fullName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.fullNameRequired;
    return len(v) > LIMITS.fieldMax ? L.fullNameLength : null;
  },
  /** Phone: the shared phone rule. */
  phone: (value: Text, language: Language): RuleResult => common.phone(value, language),
  /** Email: the shared email rule, at most 50. */
  email: (value: Text): RuleResult => common.email(value, LIMITS.fieldMax),
  /**
   * Password: required on add (L000612), optional on edit; must pass the shared password
   * rule, else L000520.
   */
  password(value: Text, mode: "add" | "edit"): RuleResult {
    if ((value ?? "") === "") return mode === "add" ? L.passwordRequired : null;
    return common.password(value) ? L.subAccountPassword : null;
  },
  /** Confirmation: required and equal when a password is set (L000621/L000521). */
  confirmPassword(password: Text, confirm: Text, mode: "add" | "edit"): RuleResult {
    if (mode === "edit" && (password ?? "") === "" && (confirm ?? "") === "") return null;
    return common.passwordsMatch(password, confirm);
  },
};
