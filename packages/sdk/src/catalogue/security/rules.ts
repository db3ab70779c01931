// Validation rules of the security centre's dialogs (part2 §5 "Security dialogs"): one pure
// function per field of the wire payloads (security/schemas.ts), each returning an L-code or
// null. The secret reveal's code rule is credentials.captcha (credentials/rules.ts).
import type { Language } from "../session/schemas.js";
import { common, isBlank, L, LIMITS, type RuleResult, type Text } from "../shared/rules.js";

/** The security centre's rules, one per field. */
export const security = {
  /** Any dialog code (SMS or e-mail): required, exactly 4 characters. L000602/L000603. */
  code: common.captcha,
  /** `captcha` on the wire: the same rule as {@link security.code}. */
  captcha: common.captcha,
  /** The old phone or email for bound verification: required. L000678. */
  oldValue: (value: Text): RuleResult => (isBlank(value) ? L.oldValueRequired : null),
  /** `phoneOrEmail` on the wire (step 1 and the password dialog): the old value, required. L000678. */
  phoneOrEmail: (value: Text): RuleResult => (isBlank(value) ? L.oldValueRequired : null),
  /** `oldPhoneOrEmail` on the wire (bindingPhone): the verified old value, required. L000678. */
  oldPhoneOrEmail: (value: Text): RuleResult => (isBlank(value) ? L.oldValueRequired : null),
  /** The new phone: the shared phone rule (the mainland pattern in zh-CN only). L000600/L000601. */
  newPhone: (value: Text, language: Language): RuleResult => common.phone(value, language),
  /** New username: required (L000679), shared username rule, at most 50. */
  newUsername(value: Text): RuleResult {
    return isBlank(value) ? L.newUsernameRequired : common.loginUsername(value, LIMITS.fieldMax);
  },
  /** New password: the shared strength check. */
  newPassword: common.password,
  /** Confirmation equals the new password. */
  confirmPassword: common.passwordsMatch,
  /** Email: required, valid, at most 50 characters (part2 §9). L000609/L000610/L000667. */
  email: (value: Text): RuleResult => common.email(value, LIMITS.fieldMax),
};
