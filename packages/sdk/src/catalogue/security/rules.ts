// Validation rules of the security centre and the secret reveal (part2 §5).
import { common, isBlank, L, LIMITS, type RuleResult, type Text } from "../shared/rules.js";

// ---------------------------------------------------------------- security centre, secret (part2 §5)

export const security = {
  /** Secret reveal and dialog codes: required, exactly 4 characters. L000602/L000603. */
  code: common.captcha,
  /** The old phone or email for bound verification: required. L000678. */
  oldValue: (value: Text): RuleResult => (isBlank(value) ? L.oldValueRequired : null),
  /** New username: required (L000679), shared username rule, at most 50. */
  newUsername(value: Text): RuleResult {
    return isBlank(value) ? L.newUsernameRequired : common.loginUsername(value, LIMITS.fieldMax);
  },
  /** New password: the shared strength check. */
  newPassword: common.password,
  /** Confirmation equals the new password. */
  confirmPassword: common.passwordsMatch,
  /** Email: valid. */
  email: common.email,
};
