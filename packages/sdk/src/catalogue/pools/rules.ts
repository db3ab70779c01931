// Validation rules of resource pools and their device accounts (part1 §5): creating accounts
// from a pool, validity edits, add by count, uploads and the usage chart range.
import { safeFileName } from "../files/names.js";
import {
  aboveMax,
  given,
  isBlank,
  isPositiveInteger,
  L,
  LIMITS,
  len,
  type NumberInput,
  type RuleResult,
  type Text,
  trim,
} from "../shared/rules.js";

// ---------------------------------------------------------------- pools and devices (part1 §5)

export const pools = {
  /** Pool create-accounts count (part1 §5): a whole number from 1 to 10,000. L000387. */
  fillCount(value: NumberInput): RuleResult {
    return isPositiveInteger(value) && Number(value) <= LIMITS.fillCountMax ? null : L.poolCount;
  },
  /** Usage limit (part1 §5): a positive whole number when given. L000388. */
  usageLimit(value: NumberInput): RuleResult {
    return given(value) && !isPositiveInteger(value) ? L.usageLimit : null;
  },
  /** Silence period (part1 §5): when given, at most LIMITS.periodMax (L000713), positive whole (L000389). */
  silenceTime(value: NumberInput): RuleResult {
    if (!given(value)) return null;
    if (aboveMax(value, LIMITS.periodMax)) return L.silenceTimeMax;
    return isPositiveInteger(value) ? null : L.silenceTime;
  },
  /** The silence period's unit: required once a silence period is given. L000390. */
  silenceUnit(unit: Text, silenceTime: NumberInput): RuleResult {
    return given(silenceTime) && isBlank(unit) ? L.silenceUnit : null;
  },
  /**
   * Valid period (part1 §5): checked when given, when `required` (editing validity: without
   * one the edit changes nothing, a project choice) or when a silence period is given, which
   * only makes sense inside a validity period. At most LIMITS.periodMax (L000712); a positive
   * whole number (L000391 beside a silence period, L000393 otherwise).
   */
  validTime(value: NumberInput, silenceTime: NumberInput, required: boolean): RuleResult {
    const silence = given(silenceTime);
    if (!given(value) && !silence && !required) return null;
    if (aboveMax(value, LIMITS.periodMax)) return L.validTimeMax;
    if (!isPositiveInteger(value)) return silence ? L.silenceNeedsValidity : L.validTime;
    return null;
  },
  /** The valid period's unit: required wherever the valid period is checked. L000392. */
  validUnit(unit: Text, validTime: NumberInput, silenceTime: NumberInput, required: boolean): RuleResult {
    return (given(validTime) || given(silenceTime) || required) && isBlank(unit) ? L.validUnit : null;
  },
  /** Add sub-accounts or generate service IDs by count: integer 1 to 10000. L000409. */
  addCount(value: NumberInput): RuleResult {
    return isPositiveInteger(value) && Number(value) <= LIMITS.addCountMax ? null : L.countRange;
  },
  /**
   * Spreadsheet upload: a file is required (L000626), xlsx or xls only (L000497), name at
   * most 50 characters once cleaned (`safeFileName`; L000498), size at most 10 MB when given (L000627).
   */
  uploadFile(file: { name: string; size?: number } | null | undefined): RuleResult {
    if (!file?.name) return L.fileRequired;
    if (!/\.(xlsx|xls)$/i.test(file.name)) return L.uploadType;
    if (len(safeFileName(file.name)) > LIMITS.fileNameMax) return L.fileNameLength;
    if (file.size !== undefined && file.size > LIMITS.uploadMaxBytes) return L.fileTooLarge;
    return null;
  },
  /** Usage chart: both ends of the range are required (L000416) and in order (L000677). */
  chartRange(start: Text, end: Text): RuleResult {
    if (isBlank(start) || isBlank(end)) return L.chartRange;
    return trim(start) <= trim(end) ? null : L.rangeOrder;
  },
  /** Export of at most 10,000 rows: the check always passes, as the spec says (part1 §5). */
  exportLimit(_count: number): RuleResult {
    return null;
  },
};
