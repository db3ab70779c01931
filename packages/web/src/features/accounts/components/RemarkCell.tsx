// The remark cell of the account list, editable inline (part1 §2, §5): at most 50 characters
// (the SDK rule, L000617); Enter or leaving the field saves, Escape cancels. Only with the
// remark permission. Plain elements until edited; the form exists only while editing.
import { type Account, LIMITS, rules } from "@fixcloud/sdk";
import { Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { iconOf } from "../../../shared/icons";
import { validator } from "../../../shared/rules";
import { of, useRowApi } from "../rowApi";

/** Focuses the edit button when it comes back after a keyboard close (a stable ref: no per-row call). */
const focusOnMount = (el: HTMLButtonElement | null) => el?.focus();

/** The remark of an account row, editable inline. */
export const RemarkCell = memo(function RemarkCell({ account }: { account: Account }) {
  const row = useRowApi();
  const L = row.labels;
  // The row may be reused for another account (DataTable keys rows by position): an edit in
  // progress belongs to the account it started on. Closed by keyboard (Enter, Escape), the editor
  // leaves `open: false` behind so the edit button that replaces it takes focus back.
  const [edit, setEdit] = useState<{ id: string; open: boolean } | null>(null);
  const mine = edit?.id === account.id;
  if (mine && edit.open)
    return (
      <RemarkEditor
        account={account}
        onDone={(keyboard) => setEdit(keyboard ? { id: account.id, open: false } : null)}
      />
    );
  return (
    <span className="fc-cell">
      <span className="fc-remark" title={account.accountRemark || undefined}>
        {account.accountRemark || "-"}
      </span>
      {row.allows("remark") && (
        <button
          type="button"
          className="fc-icon-btn"
          ref={mine ? focusOnMount : undefined}
          onClick={() => setEdit({ id: account.id, open: true })}
          aria-label={of(L["remark.edit"], account.accountName)}
          title={L["remark.editShort"]}
          {...iconOf("edit")}
        />
      )}
    </span>
  );
});

function RemarkEditor({ account, onDone }: { account: Account; onDone: (keyboard: boolean) => void }) {
  const row = useRowApi();
  const { t } = useTranslation("services");
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { remark: account.accountRemark },
    validate: { remark: validator(t, rules.accounts.remark) },
    validateInputOnChange: true,
  });
  const save = (keyboard: boolean) =>
    form.onSubmit(async ({ remark }) => {
      if (saving) return;
      if (remark.trim() === account.accountRemark) return onDone(keyboard);
      setSaving(true);
      const ok = await row.saveRemark(account, remark.trim());
      setSaving(false);
      if (ok) onDone(keyboard);
    })();
  const error = form.errors.remark;
  return (
    <TextInput
      size="xs"
      w={220}
      autoFocus
      disabled={saving}
      aria-label={of(row.labels["remark.input"], account.accountName)}
      {...form.getInputProps("remark")}
      onKeyDown={(e) => {
        if (e.key === "Enter") save(true);
        if (e.key === "Escape") onDone(true);
      }}
      onBlur={() => save(false)}
      rightSection={
        <Text size="xs" c={error ? "red" : "dimmed"}>
          {[...form.values.remark.trim()].length}/{LIMITS.remarkMax}
        </Text>
      }
      rightSectionWidth={44}
    />
  );
}
