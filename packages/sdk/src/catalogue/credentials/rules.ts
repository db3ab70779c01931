// Validation rules of the secret reveal (part2 §5: "the code is required and exactly 4
// characters"; part2 §8: an empty or wrong-length code shows a message).
import { common } from "../shared/rules.js";

/** The secret reveal's rules, one per field. */
export const credentials = {
  /** The SMS code of template 11: required, exactly 4 characters. L000602/L000603. */
  captcha: common.captcha,
};
