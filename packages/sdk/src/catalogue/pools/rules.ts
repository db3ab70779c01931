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

/** Validity fields shared by pool fill and validity edits (part1 §5, §7). */
export interface ValidityInput {
  /** Usage limit; ignored for concurrent pools / device type 1. */
  limitUseSum?: NumberInput;
  silenceTime?: NumberInput;
  silenceTimeUnit?: Text;
  validTime?: NumberInput;
  validTimeUnit?: Text;
}

/** Pool create-accounts input: the count plus the validity fields (part1 §7). */
export interface PoolFillInput extends ValidityInput {
  creatAccountSum: NumberInput;
}

function validityChecks(input: ValidityInput, withLimit: boolean, validRequired: boolean): RuleResult {
  if (withLimit && given(input.limitUseSum) && !isPositiveInteger(input.limitUseSum)) return L.usageLimit;
  if (given(input.silenceTime)) {
    if (aboveMax(input.silenceTime, LIMITS.periodMax)) return L.silenceTimeMax;
    if (!isPositiveInteger(input.silenceTime)) return L.silenceTime;
    if (isBlank(input.silenceTimeUnit)) return L.silenceUnit;
    // A silence period only makes sense inside a validity period.
    if (aboveMax(input.validTime, LIMITS.periodMax)) return L.validTimeMax;
    if (!isPositiveInteger(input.validTime)) return L.silenceNeedsValidity;
    if (isBlank(input.validTimeUnit)) return L.validUnit;
    return null;
  }
  if (given(input.validTime) || validRequired) {
    if (aboveMax(input.validTime, LIMITS.periodMax)) return L.validTimeMax;
    if (!isPositiveInteger(input.validTime)) return L.validTime;
    if (isBlank(input.validTimeUnit)) return L.validUnit;
  }
  return null;
}

// ---------------------------------------------------------------- pools and devices (part1 §5)

export const pools = {
  /**
   * Pool create-accounts form (part1 §5): returns the first failing L-code, in this order:
   * count an integer from 1 to 10,000 (L000387); usage limit positive integer when given, not for
   * concurrent pools (L000388); silence time positive integer (L000389), its unit (L000390),
   * then a positive valid time (L000391) and its unit (L000392); valid time when given
   * positive (L000393) with a unit (L000392).
   */
  poolFillErrors(input: PoolFillInput, options: { calType: string }): RuleResult {
    const count = input.creatAccountSum;
    if (!isPositiveInteger(count) || Number(count) > LIMITS.fillCountMax) return L.poolCount;
    return validityChecks(input, options.calType !== "concurrent_pool", false);
  },
  /**
   * Edit validity of pool devices (part1 §5: same rules as pool fill). `type` is the device
   * page type: 1 concurrent pool (no usage limit), 2 other pools. A valid time is required
   * here, since editing validity without one changes nothing (project choice).
   */
  validityErrors(input: ValidityInput, options: { type: number }): RuleResult {
    return validityChecks(input, options.type !== 1, true);
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
