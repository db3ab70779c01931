// Changing the login password and username (part2 §2: "step 1 for the username and step 2 for
// the password"; §5 rules): step 1 keeps or changes the username (checkUserName before a new
// one), step 2 verifies with the current phone or e-mail and takes the new password twice, step
// 3 says so. The server has then ended every session of the user, so the console signs out
// (part2 §4: an edit of one's own password sends the user to the login page).
import {
  formPayload,
  passwordForm,
  type SecurityData,
  usernameForm,
  type VerifyTarget,
  verifyTemplate,
} from "@fixcloud/sdk";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { signOut } from "../../../shared/session";
import { CENTRE_NS } from "../labels";
import { useCheckUserName, useUpdatePassword } from "../mutations";
import { StepDialog, StepSubmit, SuccessStep } from "./StepDialog";
import { initialTarget, VerifyFields } from "./VerifyFields";

function UsernameStep({
  data,
  onNext,
}: {
  data: SecurityData;
  onNext: (newUsername: string | undefined) => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const check = useCheckUserName();
  const form = useDescribedForm(usernameForm, { mode: "add", initial: { newUsername: data.userName } });
  const submit = form.onSubmit((v) => {
    const { newUsername: name } = formPayload(usernameForm, v);
    if (name === data.userName) return onNext(undefined);
    check.mutate(name, {
      onSuccess: ({ available }) =>
        available
          ? onNext(name)
          : form.setFieldError("newUsername", t("security.usernameTaken", { ns: "sdk" })),
    });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <DescribedField
          descriptor={usernameForm}
          form={form}
          mode="add"
          name="newUsername"
          description={t("password.userNameHint")}
          inputExtra={{ withAsterisk: false, label: t("password.userName"), autoComplete: "username" }}
        />
        <StepSubmit label={t("action.next")} busy={check.isPending} />
      </Stack>
    </form>
  );
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
  const [target, setTarget] = useState<VerifyTarget>(initialTarget(data));
  const form = useDescribedForm(passwordForm, { mode: "add" });
  const submit = form.onSubmit((v) =>
    update.mutate(
      { ...formPayload(passwordForm, v), target, ...(newUsername ? { newUsername } : {}) },
      { onSuccess: onDone },
    ),
  );
  const common = { descriptor: passwordForm, form, mode: "add" } as const;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <VerifyFields
          {...common}
          data={data}
          template={verifyTemplate("password")}
          target={target}
          onTarget={setTarget}
        />
        <DescribedField
          {...common}
          name="newPassword"
          inputExtra={{ withAsterisk: false, label: t("password.new") }}
        />
        <DescribedField
          {...common}
          name="confirmPassword"
          inputExtra={{ withAsterisk: false, label: t("password.confirm") }}
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
