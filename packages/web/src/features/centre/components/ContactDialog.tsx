// Changing the bound phone or e-mail (part2 §2 security centre): step 1 proves the current phone
// or e-mail with its code (bindingPhoneVerifyPhoneOrEmail → verifyTarget), step 2 takes the new
// value and the code sent to it (templates newPhone 10 / newEmail 12) and binds it, step 3 says so and closes after
// 3 s. Every field is checked by the SDK's rules before anything is sent.
import { type SecurityData, newAddressCodeRequest, rules, verifyTemplate } from "@fixcloud/sdk";
import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ruleMessage } from "../../../shared/rules";
import { useSettings } from "../../../shared/useSettings";
import { CENTRE_NS } from "../labels";
import { useBind, useVerifyCurrent } from "../mutations";
import { CodeField } from "./CodeField";
import { StepDialog, StepSubmit, SuccessStep } from "./StepDialog";
import { type VerifyValues, VerifyFields, targetOf, verifyInitial, verifyValidate } from "./VerifyFields";

/** What the dialog changes. */
export type ContactKind = "phone" | "email";

interface Proof {
  verifyTarget: string;
  oldPhoneOrEmail: string;
}

function VerifyStep({ data, onVerified }: { data: SecurityData; onVerified: (p: Proof) => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const verify = useVerifyCurrent();
  const form = useForm<VerifyValues>({ initialValues: verifyInitial(data), validate: verifyValidate(t) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        verify.mutate(
          { target: targetOf(v), phoneOrEmail: v.phoneOrEmail.trim(), captcha: v.captcha.trim() },
          {
            onSuccess: (r) =>
              onVerified({ verifyTarget: r.verifyTarget, oldPhoneOrEmail: v.phoneOrEmail.trim() }),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <VerifyFields form={form} data={data} template={verifyTemplate("rebind")} />
        <StepSubmit label={t("action.next")} busy={verify.isPending} />
      </Stack>
    </form>
  );
}

function NewValueStep({ kind, proof, onBound }: { kind: ContactKind; proof: Proof; onBound: () => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const { language } = useSettings();
  const bind = useBind();
  const rule = (v: string) =>
    kind === "phone" ? rules.security.newPhone(v, language) : rules.security.email(v);
  const form = useForm({
    initialValues: { value: "", captcha: "" },
    validate: {
      value: (v: string) => ruleMessage(t, rule(v)),
      captcha: (v: string) => ruleMessage(t, rules.security.captcha(v)),
    },
  });
  const submit = form.onSubmit((v) => {
    const value = v.value.trim();
    const captcha = v.captcha.trim();
    bind.mutate(
      kind === "phone"
        ? {
            kind,
            payload: {
              oldPhoneOrEmail: proof.oldPhoneOrEmail,
              newPhone: value,
              captcha,
              verifyTarget: proof.verifyTarget,
            },
          }
        : { kind, payload: { email: value, captcha, verifyTarget: proof.verifyTarget } },
      { onSuccess: onBound },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={kind === "phone" ? t("newValue.phone") : t("newValue.email")}
          autoComplete={kind === "phone" ? "tel" : "email"}
          {...form.getInputProps("value")}
        />
        <CodeField
          inputProps={form.getInputProps("captcha")}
          request={() =>
            form.validateField("value").hasError ? null : newAddressCodeRequest(kind, form.values.value)
          }
        />
        <StepSubmit label={t("action.submit")} busy={bind.isPending} />
      </Stack>
    </form>
  );
}

/** The phone or e-mail dialog of the security centre, in three steps. */
export function ContactDialog({
  kind,
  data,
  onClose,
}: {
  kind: ContactKind;
  data: SecurityData;
  onClose: () => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const [proof, setProof] = useState<Proof | null>(null);
  const [done, setDone] = useState(false);
  const active = done ? 2 : proof ? 1 : 0;
  return (
    <StepDialog
      title={kind === "phone" ? t("dialog.phoneTitle") : t("dialog.emailTitle")}
      steps={[
        t("steps.verify"),
        kind === "phone" ? t("steps.newPhone") : t("steps.newEmail"),
        t("steps.done"),
      ]}
      active={active}
      onClose={onClose}
    >
      {active === 0 && <VerifyStep data={data} onVerified={setProof} />}
      {active === 1 && proof && <NewValueStep kind={kind} proof={proof} onBound={() => setDone(true)} />}
      {active === 2 && (
        <SuccessStep message={kind === "phone" ? t("done.phone") : t("done.email")} onDone={onClose} />
      )}
    </StepDialog>
  );
}
