// A password masked until revealed, with a copy button (part1 §2): the account list, its
// detail drawer and the device accounts. Plain elements: a list renders it on every row.
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { iconOf } from "./icons";
import "./cells.css";

const MASK = "••••••••";
/** How long the copy button shows its tick. */
const COPIED_MS = 1500;

/** Final strings (names filled in): accessible names and the matching short tooltips. */
export interface PasswordLabels {
  show: string;
  hide: string;
  copy: string;
  showTitle: string;
  hideTitle: string;
  copyTitle: string;
  copiedTitle: string;
}

/** The strings for one account, from the common namespace. */
export function passwordLabels(t: TFunction, account: string): PasswordLabels {
  return {
    show: t("common:password.show", { account }),
    hide: t("common:password.hide", { account }),
    copy: t("common:password.copy", { account }),
    showTitle: t("common:password.showShort"),
    hideTitle: t("common:password.hideShort"),
    copyTitle: t("common:action.copy"),
    copiedTitle: t("common:password.copied"),
  };
}

/** A password masked until revealed, with a copy button and the caller's further buttons. */
export function PasswordCell({
  owner,
  password,
  labels: L,
  children,
}: {
  /** Whose password (account name): the revealed and copied states belong to it. */
  owner: string;
  password: string;
  labels: PasswordLabels;
  /** More buttons after copy (reset, custom password). */
  children?: ReactNode;
}) {
  // List rows are reused for other records (DataTable keys rows by position): the states name
  // their owner, so a new account in this cell starts masked.
  const [shownFor, setShownFor] = useState<string | null>(null);
  // One object per copy: its timer clears the tick only if no later copy replaced it. No timer
  // ref or unmount effect per row (a list mounts 100 of these): a late clear of an unmounted
  // cell is a no-op.
  const [copiedFor, setCopiedFor] = useState<{ owner: string } | null>(null);
  const shown = shownFor === owner;
  const copied = copiedFor?.owner === owner;
  const copy = () => {
    void navigator.clipboard?.writeText(password).then(() => {
      const mark = { owner };
      setCopiedFor(mark);
      window.setTimeout(() => setCopiedFor((now) => (now === mark ? null : now)), COPIED_MS);
    });
  };
  return (
    <span className="fc-cell">
      <span className="fc-mono">{shown ? password : MASK}</span>
      <button
        type="button"
        className="fc-icon-btn"
        onClick={() => setShownFor(shown ? null : owner)}
        aria-label={shown ? L.hide : L.show}
        aria-pressed={shown}
        title={shown ? L.hideTitle : L.showTitle}
        {...iconOf(shown ? "eye-off" : "eye")}
      />
      <button
        type="button"
        className="fc-icon-btn"
        data-copied={copied || undefined}
        onClick={copy}
        aria-label={L.copy}
        title={copied ? L.copiedTitle : L.copyTitle}
        {...iconOf(copied ? "check" : "copy")}
      />
      {children}
    </span>
  );
}
