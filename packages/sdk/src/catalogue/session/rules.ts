// Validation rules of the ways in (part1 §5): sign-in by username, phone and SMS,
// registration and forgotten passwords. One function per field, each the shared rule of
// catalogue/shared/rules.ts (never a copy), so the sign-in page, the CLI and the sandbox
// refuse the same input with the same L-code.
import type { Language } from "./schemas.js";
import { common, first, type RuleResult, type Text } from "../shared/rules.js";

/** The ways-in fields' rules: each returns an L-code or null. Source: part1 §5. */
export const session = {
  /**
   * Login username (sign-in and registration): required (L000605), letters and digits, not
   * digits only (L000611); at registration in zh-CN also at most 20 characters (L000606).
   */
  username(value: Text, language?: Language): RuleResult {
    return first(common.loginUsername(value), language ? common.username(value, language) : null);
  },
  /** Phone: required (L000600); in zh-CN the mainland mobile pattern (L000601), in en only non-empty. */
  phone: common.phone,
  /** Image captcha, SMS or e-mail code: required (L000602), exactly 4 characters (L000603). */
  captcha: common.captcha,
  /** Email: required (L000609) and a valid address (L000610). */
  email: (value: Text): RuleResult => common.email(value),
  /** A new password (registration, reset): 8 to 20, no spaces, 2 of 4 classes (L000612/L000613). */
  password: common.password,
  /** The strict check: 8 to 20, no spaces, all four classes (L000612/L000614). */
  strictPassword: common.strictPassword,
  /** The confirmation: required (L000621) and equal to the password (L000521). */
  confirmPassword: common.passwordsMatch,
};
