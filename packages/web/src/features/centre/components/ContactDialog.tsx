// Changing the bound phone or e-mail (part2 §2 security centre): step 1 proves the current phone
// or e-mail with its code (bindingPhoneVerifyPhoneOrEmail → verifyTarget), step 2 takes the new
// value and the code sent to it (templates newPhone 10 / newEmail 12) and binds it, step 3 says so and closes after
// 3 s. Each step is an SDK form (catalogue/security/forms.ts), checked before anything is sent.
import {
  type FormDescriptor,
  formPayload,
  newAddressCodeRequest,
  newEmailForm,
  newPhoneForm,
  type SecurityData,
  type VerifyTarget,
  verifyForm,
  verifyTemplate,
} from "@fixcloud/sdk";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { CENTRE_NS } from "../labels";
import { useBind, useVerifyCurrent } from "../mutations";
import { CodeField } from "./CodeField";
import { StepDialog, StepSubmit, SuccessStep } from "./StepDialog";
import { initialTarget, VerifyFields } from "./VerifyFields";

/** What the dialog changes. */
export type ContactKind = "phone" | "email";

interface Proof {
  verifyTarget: string;
  oldPhoneOrEmail: string;
}

function VerifyStep({ data, onVerified }: { data: SecurityData; onVerified: (p: Proof) => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const verify = useVerifyCurrent();
  const [target, setTarget] = useState<VerifyTarget>(initialTarget(data));
  const form = useDescribedForm(verifyForm, { mode: "add" });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const sent = formPayload(verifyForm, v);
        verify.mutate(
          { target, ...sent },
          {
            onSuccess: (r) =>
              onVerified({ verifyTarget: r.verifyTarget, oldPhoneOrEmail: sent.phoneOrEmail }),
          },
        );
      })}
    >
      <Stack gap="sm">
        <VerifyFields
          descriptor={verifyForm}
          form={form}
          data={data}
          template={verifyTemplate("rebind")}
          target={target}
          onTarget={setTarget}
        />
        <StepSubmit label={t("action.next")} busy={verify.isPending} />
      </Stack>
    </form>
  );
}

/** The new value's form and field of each kind (catalogue/security/forms.ts). */
const NEW_VALUE = {
  phone: { form: newPhoneForm as FormDescriptor, key: "newPhone", autoComplete: "tel" },
  email: { form: newEmailForm as FormDescriptor, key: "email", autoComplete: "email" },
} as const;

function NewValueStep({ kind, proof, onBound }: { kind: ContactKind; proof: Proof; onBound: () => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const bind = useBind();
  const { form: descriptor, key, autoComplete } = NEW_VALUE[kind];
  const form = useDescribedForm(descriptor, { mode: "add" });
  const submit = form.onSubmit((v) => {
    const sent = formPayload(descriptor, v as Record<string, string>);
    const value = sent[key] ?? "";
    const captcha = sent.captcha ?? "";
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
  const common = { descriptor, form, mode: "add" } as const;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <DescribedField
          {...common}
          name={key}
          inputExtra={{
            withAsterisk: false,
            label: kind === "phone" ? t("newValue.phone") : t("newValue.email"),
            autoComplete,
          }}
        />
        <DescribedField
          {...common}
          name="captcha"
          widget={({ inputProps }) => (
            <CodeField
              inputProps={inputProps}
              request={() =>
                form.validateField(key).hasError
                  ? null
                  : newAddressCodeRequest(kind, String((form.values as Record<string, unknown>)[key]))
              }
            />
          )}
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
