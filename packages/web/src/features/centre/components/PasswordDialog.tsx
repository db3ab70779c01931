// Changing the login password and username (part2 §2: "step 1 for the username and step 2 for
// the password"; §5 rules): step 1 keeps or changes the username (checkUserName before a new
// one), step 2 verifies with the current phone or e-mail and takes the new password twice, step
// 3 says so. The server has then ended every session of the user, so the console signs out
// (part2 §4: an edit of one's own password sends the user to the login page).
import { type SecurityData, rules, verifyTemplate } from "@fixcloud/sdk";
import { PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ruleMessage } from "../../../shared/rules";
import { signOut } from "../../../shared/session";
import { CENTRE_NS } from "../labels";
import { useCheckUserName, useUpdatePassword } from "../mutations";
import { StepDialog, StepSubmit, SuccessStep } from "./StepDialog";
import { type VerifyValues, VerifyFields, targetOf, verifyInitial, verifyValidate } from "./VerifyFields";

function UsernameStep({
  data,
  onNext,
}: {
  data: SecurityData;
  onNext: (newUsername: string | undefined) => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const check = useCheckUserName();
  const form = useForm({
    initialValues: { userName: data.userName },
    validate: { userName: (v: string) => ruleMessage(t, rules.security.newUsername(v)) },
  });
  const submit = form.onSubmit(({ userName }) => {
    const name = userName.trim();
    if (name === data.userName) return onNext(undefined);
    check.mutate(name, {
      onSuccess: ({ available }) =>
        available ? onNext(name) : form.setFieldError("userName", t("security.usernameTaken", { ns: "sdk" })),
    });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t("password.userName")}
          description={t("password.userNameHint")}
          autoComplete="username"
          {...form.getInputProps("userName")}
        />
        <StepSubmit label={t("action.next")} busy={check.isPending} />
      </Stack>
    </form>
  );
}

interface PasswordValues extends VerifyValues {
  newPassword: string;
  confirmPassword: string;
}

function PasswordStep({
  data,
  newUsername,
  onDone,
}: {
  data: SecurityData;
  newUsername: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const update = useUpdatePassword();
  const form = useForm<PasswordValues>({
    initialValues: { ...verifyInitial(data), newPassword: "", confirmPassword: "" },
    validate: {
      ...verifyValidate(t),
      newPassword: (v: string) => ruleMessage(t, rules.security.newPassword(v)),
      confirmPassword: (v: string, values: PasswordValues) =>
        ruleMessage(t, rules.security.confirmPassword(values.newPassword, v)),
    },
  });
  const submit = form.onSubmit((v) =>
    update.mutate(
      {
        target: targetOf(v),
        phoneOrEmail: v.phoneOrEmail.trim(),
        captcha: v.captcha.trim(),
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword,
        ...(newUsername ? { newUsername } : {}),
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <VerifyFields form={form} data={data} template={verifyTemplate("password")} />
        <PasswordInput
          label={t("password.new")}
          autoComplete="new-password"
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          {...form.getInputProps("confirmPassword")}
        />
        <StepSubmit label={t("action.submit")} busy={update.isPending} />
      </Stack>
    </form>
  );
}

/** The password and username dialog; after a change the console signs out. */
export function PasswordDialog({ data, onClose }: { data: SecurityData; onClose: () => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const [newUsername, setNewUsername] = useState<string | undefined | null>(null);
  const [done, setDone] = useState(false);
  const active = done ? 2 : newUsername === null ? 0 : 1;
  return (
    <StepDialog
      title={t("dialog.passwordTitle")}
      steps={[t("steps.username"), t("field.password", { ns: "sdk" }), t("steps.done")]}
      active={active}
      // Once changed, the session is over: closing signs out too.
      onClose={done ? signOut : onClose}
    >
      {active === 0 && <UsernameStep data={data} onNext={setNewUsername} />}
      {active === 1 && (
        <PasswordStep data={data} newUsername={newUsername ?? undefined} onDone={() => setDone(true)} />
      )}
      {active === 2 && <SuccessStep message={t("done.password")} onDone={signOut} />}
    </StepDialog>
  );
}
