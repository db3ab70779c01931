// Validation rules of service accounts (part1 §5): account name, custom password, remarks,
// trial days, selection, activation type. Each returns an L-code or null.
import {
  aboveMax,
  common,
  L,
  LIMITS,
  type NumberInput,
  type RuleResult,
  type Text,
  isPositiveInteger,
  len,
  trim,
} from "../shared/rules.js";

export const accounts = {
  /**
   * Assigned account name: starts with a letter, letters and digits, 1 to 50 characters.
   * (The original pattern let 51 through while its message said 1 to 50; 50 is enforced.) L000615.
   */
  accountName(value: Text): RuleResult {
    return /^[A-Za-z][A-Za-z0-9]{0,49}$/.test(trim(value)) ? null : L.accountName;
  },
  /** Custom service password: exactly 8 lowercase letters and digits, with both. L000333. */
  customPassword(value: Text): RuleResult {
    const v = value ?? "";
    return /^(?=.*[a-z])(?=.*\d)[a-z\d]{8}$/.test(v) ? null : L.customPassword;
  },
  /**
   * L000616 when the new custom password equals the current one: the console asks for a
   * confirmation (not an error), part1 §5.
   */
  customPasswordSame(value: Text, current: Text): RuleResult {
    return value && value === current ? L.customPasswordSame : null;
  },
  /** Inline remark: optional, at most 50 characters. L000617. */
  remark(value: Text): RuleResult {
    return len(trim(value)) > LIMITS.remarkMax ? L.remarkLength : null;
  },
  /** Batch remark: required, at most 20 characters. L000618/L000619. */
  batchRemark(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.batchRemarkRequired;
    return len(v) > LIMITS.batchRemarkMax ? L.batchRemarkLength : null;
  },
  /** Trial days: a positive integer (L000366), at most {@link LIMITS}.trialDaysMax (L000711). */
  trialDays(value: NumberInput): RuleResult {
    if (aboveMax(value, LIMITS.trialDaysMax)) return L.trialDaysMax;
    return isPositiveInteger(value) ? null : L.trialDays;
  },
  /** Batch actions need a selection. L000342. */
  selection: common.selection,
  /** Activation type: 1 manual or 2 automatic (part1 §4). L000342 when none is chosen. */
  activationType(value: NumberInput): RuleResult {
    return value === 1 || value === 2 || value === "1" || value === "2" ? null : L.selectionEmpty;
  },
};
