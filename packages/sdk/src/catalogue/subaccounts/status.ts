// The sub-account status toggle (part2 §4): 0 (enabled) becomes 2 (disabled); 2 or 3 (locked)
// become 0; any other value has no toggle. One decision read by the console's row button, the
// CLI's enable/disable verbs and the sandbox's status call, so they can never disagree.

/** A userStatus the toggle can set: 0 enabled, 2 disabled. */
export type UserStatusTarget = 0 | 2;

/** The toggle's action, which its button and confirmation name (L000516 enable, L000517 disable). */
export type UserStatusAction = "enable" | "disable";

/**
 * The status the toggle sets for a sub-account now in `current`: 0 → 2, 2 or 3 → 0, anything
 * else (unknown, null) → null: no toggle is offered. Source: part2 §4.
 */
export function nextUserStatus(current: number | null | undefined): UserStatusTarget | null {
  if (current === 0) return 2;
  if (current === 2 || current === 3) return 0;
  return null;
}

/** What the toggle does to a sub-account in `current`: "disable", "enable" or null (no toggle). */
export function userStatusAction(current: number | null | undefined): UserStatusAction | null {
  const next = nextUserStatus(current);
  return next === null ? null : next === 2 ? "disable" : "enable";
}

/**
 * Whether asking for `action` on a sub-account in `current` changes it: enabling a disabled or
 * locked one, disabling an enabled one. A request that changes nothing is refused, so a
 * script's `enable` of an already enabled sub-account says so instead of pretending.
 */
export function userStatusChanges(current: number, action: UserStatusAction): boolean {
  return userStatusAction(current) === action;
}
