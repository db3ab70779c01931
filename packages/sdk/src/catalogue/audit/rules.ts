// Validation rules of the audit trail (docs/audit.md): how many entries one export may hold.
// The console asks before it calls, the sandbox refuses the call: the same decision.
import { L, LIMITS, type RuleResult } from "../shared/rules.js";

/** What {@link audit.exportCount} reads: the list's count of matches (counted up to a cap). */
export interface AuditMatchCount {
  /** Matches counted, at most the list's count cap. */
  total: number;
  /** True when more match than were counted. */
  totalCapped: boolean;
}

export const audit = {
  /**
   * An export holds at most LIMITS.exportMax (10,000) entries: more matches (counted, or past
   * the count's cap) give L000681, so the user narrows the filters (part1 §9's export limit).
   */
  exportCount(matches: AuditMatchCount): RuleResult {
    return matches.totalCapped || matches.total > LIMITS.exportMax ? L.exportLimit : null;
  },
};
