// What the certification screens do per flag (part2 §2, §4): the status page's button
// (its title and where it leads) and which forms /realNameInfo may show. Pure, so tested alone.

/** The flag of part2 §4: 1 authenticated, 2 resubmit, 3 not started, 4 view details. */
export type AuthFlag = 1 | 2 | 3 | 4;

/** /realNameInfo's `type`: 1 a new application, 2 resubmission (prefilled), 4 read-only view. */
export type InfoType = 1 | 2 | 4;

/**
 * The status page's action: its title key and target, or none. Without a target the title is
 * the SDK's flag label (namespace `sdk`), else a key of the `certification` namespace.
 */
export interface StatusAction {
  titleKey: string;
  type: InfoType | null;
}

/** The status page's button for `flag`: approved has none to follow (details are on the page). */
export function statusAction(flag: AuthFlag): StatusAction {
  switch (flag) {
    case 1:
      return { titleKey: "authFlag.1", type: null };
    case 2:
      return { titleKey: "action.resubmit", type: 2 };
    case 3:
      return { titleKey: "action.start", type: 1 };
    default:
      return { titleKey: "action.view", type: 4 };
  }
}

/**
 * What /realNameInfo?type= shows for the stored `flag`: `status` sends to /realNameAttestate
 * (authStatus 1 always, part2 §2; a resubmission link while there is nothing to resubmit, with
 * a message, part2 §4), `view` the application read-only, `form` the form (prefilled for 2).
 */
export function infoMode(
  flag: AuthFlag,
  type: number | undefined,
): "status" | "notResubmittable" | "view" | "form" {
  if (flag === 1) return "status";
  if (type === 2 && flag !== 2) return "notResubmittable";
  if (type === 4 || flag === 4) return "view";
  return "form";
}
