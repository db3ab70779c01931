// Verifying with the account's current phone or e-mail (part2 §2 step 1, and the password
// dialog): which one (when both are bound), the value itself (part2 §5 "the old value is
// required") and the code sent to it, placed from the form's SDK descriptor (`phoneOrEmail`,
// `captcha` of catalogue/security/forms.ts) and worded for the step.
import {
  type FormDescriptor,
  type FormKey,
  type FormValues,
  type SecurityData,
  type SmsTemplate,
  type VerifyTarget,
  ownCodeRequest,
} from "@fixcloud/sdk";
import { SegmentedControl, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { CENTRE_NS } from "../labels";
import { CodeField } from "./CodeField";

/** The first target offered: the phone when bound, else the e-mail. */
export const initialTarget = (data: SecurityData): VerifyTarget => (data.hasPhone ? 1 : 2);

/**
 * Choose phone or e-mail, type it, send and type its code (`template` to the typed address, which
 * the server checks is the user's own; nothing is sent while the address breaks its rule).
 */
export function VerifyFields<D extends FormDescriptor>({
  descriptor,
  form,
  data,
  template,
  target,
  onTarget,
}: {
  descriptor: D;
  form: UseFormReturnType<FormValues<D>>;
  data: SecurityData;
  template: SmsTemplate;
  target: VerifyTarget;
  onTarget: (target: VerifyTarget) => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const byPhone = target === 1;
  const address = "phoneOrEmail" as FormKey<D>;
  const common = { descriptor, form, mode: "add" } as const;
  return (
    <Stack gap="sm">
      {data.hasPhone && data.hasEmail && (
        <SegmentedControl
          aria-label={t("verify.by")}
          data={[
            { value: "1", label: t("sdk:field.phone") },
            { value: "2", label: t("sdk:field.email") },
          ]}
          value={String(target)}
          onChange={(v) => onTarget(v === "1" ? 1 : 2)}
        />
      )}
      <DescribedField
        {...common}
        name={address}
        description={t("verify.hint", { value: (byPhone ? data.phone : data.email) ?? "-" })}
        inputExtra={{
          withAsterisk: false,
          label: byPhone ? t("verify.oldPhone") : t("verify.oldEmail"),
          autoComplete: "off",
        }}
      />
      <DescribedField
        {...common}
        name={"captcha" as FormKey<D>}
        widget={({ inputProps }) => (
          <CodeField
            inputProps={inputProps}
            request={() =>
              form.validateField(address as never).hasError
                ? null
                : ownCodeRequest(template, target, String((form.values as Record<string, unknown>)[address]))
            }
          />
        )}
      />
    </Stack>
  );
}
