// How an audit entry's changes read as text (docs/audit.md): each changed field as
// "field: old → new" by the SDK's field labels, a secret as "changed (not shown)", an empty value
// as a dash. The console's page, the CLI's table and the sandbox's export all word changes here,
// so a file says what the page says. Zod-free: the console's page and the CLI load it cheaply.

/** What {@link auditChangeLines} reads: one changed field with its values before and after. */
export interface AuditChangeLike {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

/**
 * A message lookup in one language: the text of `key`, or undefined when the catalogue lacks
 * it (e.g. `(k) => messages.en[k]`, or i18next's `exists`/`t` on the `sdk` namespace).
 */
export type LabelLookup = (key: string) => string | undefined;

/** The value the audit stores for a secret: that it changed, never what it is. */
export const AUDIT_SECRET_MARK = "***";

/**
 * A changed value as text: a secret ({@link AUDIT_SECRET_MARK}) as the label
 * `audit.secretChanged`, null, undefined or "" as "-", a string as it is, anything else as JSON.
 */
export function auditValueText(value: unknown, label: LabelLookup): string {
  if (value === AUDIT_SECRET_MARK) return label("audit.secretChanged") ?? AUDIT_SECRET_MARK;
  if (value === null || value === undefined || value === "") return "-";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Each change as one line "name: old → new", in the order given; `name` is the label
 * `field.<field>` when the catalogue has one, else the field's own name (e.g. `menuCodes`).
 */
export function auditChangeLines(changes: readonly AuditChangeLike[], label: LabelLookup): string[] {
  return changes.map(
    (c) =>
      `${label(`field.${c.field}`) ?? c.field}: ${auditValueText(c.from, label)} → ${auditValueText(c.to, label)}`,
  );
}
