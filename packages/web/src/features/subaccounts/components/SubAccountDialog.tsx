// The account dialog of /accountMng in its three modes (part2 §2, §4-5): add (every field,
// password required), detail (read-only, with the user id and a fixed dummy password; its Edit
// button switches to edit) and edit (username locked, password optional). The fields, their
// rules and required-ness are the SDK's sub-account form descriptor (shared/form renders it).
import { type SubAccountDetails, subAccountForm } from "@fixcloud/sdk";
import { TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DescribedForm } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { FormDialog } from "../../../shared/FormDialog";
import { Loading } from "../../../shared/Loading";
import { useCreateSubAccount, useUpdateSubAccount } from "../mutations";
import { subAccountDetailQuery } from "../queries";

/** What the dialog shows: a new account, or one account's details or edit form. */
export type AccountDialogMode = { mode: "add" } | { mode: "detail" | "edit"; userId: string };

/** The detail view's stand-in for the password, which is never read back (part2 §5). */
const DUMMY_PASSWORD = "********";

/** Props of {@link SubAccountDialog}. */
export interface SubAccountDialogProps {
  state: AccountDialogMode;
  /** Switch the dialog (detail → edit). */
  onMode: (state: AccountDialogMode) => void;
  onClose: () => void;
}

/** The add, detail or edit dialog; detail and edit wait for the account's details. */
export function SubAccountDialog({ state, onMode, onClose }: SubAccountDialogProps) {
  if (state.mode === "add") return <AccountForm mode="add" onMode={onMode} onClose={onClose} />;
  return <LoadedAccountForm mode={state.mode} userId={state.userId} onMode={onMode} onClose={onClose} />;
}

function LoadedAccountForm({
  mode,
  userId,
  onMode,
  onClose,
}: { mode: "detail" | "edit"; userId: string } & Omit<SubAccountDialogProps, "state">) {
  const { data } = useQuery(subAccountDetailQuery(userId));
  if (!data) return <Loading />;
  // Keyed by mode: detail → edit starts a fresh form from the same details.
  return <AccountForm key={mode} mode={mode} account={data} onMode={onMode} onClose={onClose} />;
}

function AccountForm({
  mode,
  account,
  onMode,
  onClose,
}: {
  mode: "add" | "detail" | "edit";
  account?: SubAccountDetails;
} & Omit<SubAccountDialogProps, "state">) {
  const { t } = useTranslation("subaccounts");
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const form = useDescribedForm(subAccountForm, { mode, initial: account });
  const readOnly = mode === "detail";
  const title = t(mode === "add" ? "dialog.add" : mode === "edit" ? "dialog.edit" : "dialog.detail");
  const submit = (v: typeof form.values) => {
    if (mode === "detail" && account) return onMode({ mode: "edit", userId: account.userconsoleUseId });
    if (mode === "add") return create.mutate(v, { onSuccess: onClose });
    if (account) update.mutate({ ...v, userId: account.userconsoleUseId }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      submitLabel={t(readOnly ? "dialog.toEdit" : "dialog.save")}
      testId="subaccount-dialog"
    >
      {account && readOnly && (
        <TextInput
          label={t("field.userconsoleUseId", { ns: "sdk" })}
          value={account.userconsoleUseId}
          readOnly
        />
      )}
      <DescribedForm
        descriptor={subAccountForm}
        form={form}
        mode={mode}
        descriptions={{ password: mode === "edit" ? t("dialog.passwordHint") : undefined }}
        widgets={
          readOnly
            ? {
                password: ({ label }) => <TextInput label={label} value={DUMMY_PASSWORD} readOnly />,
                confirmPassword: null,
              }
            : {}
        }
      />
    </FormDialog>
  );
}
