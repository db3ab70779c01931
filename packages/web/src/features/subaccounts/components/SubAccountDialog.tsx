// The account dialog of /accountMng in its three modes (part2 §2, §4-5): add (every field,
// password required), detail (read-only, with the user id and a fixed dummy password; its Edit
// button switches to edit) and edit (username locked, password optional). Fields are checked
// with the SDK's sub-account rules in the current language.
import { type Language, rules, type SubAccountCreateParams, type SubAccountDetails } from "@fixcloud/sdk";
import { PasswordInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { Loading } from "../../../shared/Loading";
import { ruleMessage } from "../../../shared/rules";
import { useSettings } from "../../../shared/useSettings";
import { useCreateSubAccount, useUpdateSubAccount } from "../mutations";
import { subAccountDetailQuery } from "../queries";

/** What the dialog shows: a new account, or one account's details or edit form. */
export type AccountDialogMode = { mode: "add" } | { mode: "detail" | "edit"; userId: string };

/** The detail view's stand-in for the password, which is never read back (part2 §5). */
const DUMMY_PASSWORD = "********";

/** The form: every field of a new sub-account (the password pair empty when unchanged). */
type Values = SubAccountCreateParams;

const EMPTY: Values = { userName: "", fullName: "", phone: "", email: "", password: "", confirmPassword: "" };

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
  const { language } = useSettings();
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const form = useForm<Values>({
    initialValues: account ? { ...EMPTY, ...pick(account) } : EMPTY,
    validate: mode === "detail" ? {} : validators(t, mode, language),
  });
  const readOnly = mode === "detail";
  const title = t(mode === "add" ? "dialog.add" : mode === "edit" ? "dialog.edit" : "dialog.detail");
  const submit = (v: Values) => {
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
      <TextInput
        label={t("field.userName", { ns: "sdk" })}
        withAsterisk={mode === "add"}
        disabled={mode !== "add"}
        {...form.getInputProps("userName")}
      />
      <TextInput
        label={t("field.fullName", { ns: "sdk" })}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        {...form.getInputProps("fullName")}
      />
      <TextInput
        label={t("field.phone", { ns: "sdk" })}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        {...form.getInputProps("phone")}
      />
      <TextInput
        label={t("field.email", { ns: "sdk" })}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        {...form.getInputProps("email")}
      />
      {readOnly ? (
        <TextInput label={t("field.password", { ns: "sdk" })} value={DUMMY_PASSWORD} readOnly />
      ) : (
        <>
          <PasswordInput
            label={t("field.password", { ns: "sdk" })}
            withAsterisk={mode === "add"}
            description={mode === "edit" ? t("dialog.passwordHint") : undefined}
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("field.confirmPassword", { ns: "sdk" })}
            withAsterisk={mode === "add"}
            autoComplete="new-password"
            {...form.getInputProps("confirmPassword")}
          />
        </>
      )}
    </FormDialog>
  );
}

const pick = (a: SubAccountDetails) => ({
  userName: a.userName,
  fullName: a.fullName,
  phone: a.phone,
  email: a.email,
});

/** The form's validators: the SDK's sub-account rules (part2 §5) as messages. */
function validators(t: Parameters<typeof ruleMessage>[0], mode: "add" | "edit", language: Language) {
  const r = rules.subAccounts;
  return {
    userName: (v: string) => (mode === "add" ? ruleMessage(t, r.userName(v)) : null),
    fullName: (v: string) => ruleMessage(t, r.fullName(v)),
    phone: (v: string) => ruleMessage(t, r.phone(v, language)),
    email: (v: string) => ruleMessage(t, r.email(v)),
    password: (v: string) => ruleMessage(t, r.password(v, mode)),
    confirmPassword: (v: string, values: Values) =>
      ruleMessage(t, r.confirmPassword(values.password, v, mode)),
  };
}
