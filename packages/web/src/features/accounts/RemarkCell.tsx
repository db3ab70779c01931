import { type Account, rules } from "@fixcloud/sdk";
import { Text, TextInput } from "@mantine/core";
import { memo, useState } from "react";
import { EditIcon } from "../../shared/icons";
import { of, useRowApi } from "./rowApi";

/**
 * Remark, editable inline (part1 §2): at most 50 characters (L000617); Enter or leaving the
 * field saves, Escape cancels. Only with the remark permission. Plain elements until edited.
 */
export const RemarkCell = memo(function RemarkCell({ account }: { account: Account }) {
  const row = useRowApi();
  const L = row.labels;
  // The row may be reused for another account (DataTable keys rows by position): an edit in
  // progress belongs to the account it started on.
  const [edit, setEdit] = useState<{ id: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const name = account.accountName;
  const draft = edit?.id === account.id ? edit.text : null;
  const setDraft = (text: string | null) => setEdit(text === null ? null : { id: account.id, text });

  if (draft === null) {
    return (
      <span className="fc-cell">
        <span className="fc-remark" title={account.accountRemark || undefined}>
          {account.accountRemark || "-"}
        </span>
        {row.access.allows("remark") && (
          <button
            type="button"
            className="fc-icon-btn"
            onClick={() => setDraft(account.accountRemark)}
            aria-label={of(L["remark.edit"], name)}
            title={L["remark.editShort"]}
          >
            <EditIcon />
          </button>
        )}
      </span>
    );
  }

  const error = rules.accounts.remark(draft);
  const save = async () => {
    if (saving || error) return;
    if (draft.trim() === account.accountRemark) return setDraft(null);
    setSaving(true);
    const ok = await row.saveRemark(account, draft.trim());
    setSaving(false);
    if (ok) setDraft(null);
  };
  return (
    <TextInput
      size="xs"
      w={220}
      autoFocus
      value={draft}
      disabled={saving}
      aria-label={of(L["remark.input"], name)}
      error={error ? L.L000617 : undefined}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") void save();
        if (e.key === "Escape") setDraft(null);
      }}
      onBlur={() => void save()}
      rightSection={
        <Text size="xs" c={error ? "red" : "dimmed"}>
          {[...draft.trim()].length}/50
        </Text>
      }
      rightSectionWidth={44}
    />
  );
});
