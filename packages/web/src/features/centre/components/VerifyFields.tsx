// Verifying with the account's current phone or e-mail (part2 §2 step 1, and the password
// dialog): which one (when both are bound), the value itself (part2 §5 "the old value is
// required") and the code sent to it.
import { type SecurityData, type SmsTemplate, type VerifyTarget, ownCodeRequest, rules } from "@fixcloud/sdk";
import { SegmentedControl, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ruleMessage } from "../../../shared/rules";
import { CENTRE_NS } from "../labels";
import { CodeField } from "./CodeField";

/** The verification fields of a form. */
export interface VerifyValues {
  target: "1" | "2";
  phoneOrEmail: string;
  captcha: string;
}

/** Initial verification values: the phone when bound, else the e-mail. */
export const verifyInitial = (data: SecurityData): VerifyValues => ({
  target: data.hasPhone ? "1" : "2",
  phoneOrEmail: "",
  captcha: "",
});

/** The form's validators of the verification fields (SDK rules). */
export const verifyValidate = (t: TFunction) => ({
  phoneOrEmail: (v: string) => ruleMessage(t, rules.security.phoneOrEmail(v)),
  captcha: (v: string) => ruleMessage(t, rules.security.captcha(v)),
});

/** The target on the wire (1 phone, 2 e-mail). */
export const targetOf = (v: VerifyValues): VerifyTarget => (v.target === "1" ? 1 : 2);

/**
 * Choose phone or e-mail, type it, send and type its code (`template` to the typed address, which
 * the server checks is the user's own; nothing is sent while the address breaks its rule).
 */
export function VerifyFields<V extends VerifyValues>({
  form,
  data,
  template,
}: {
  form: UseFormReturnType<V>;
  data: SecurityData;
  template: SmsTemplate;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const byPhone = form.values.target === "1";
  return (
    <Stack gap="sm">
      {data.hasPhone && data.hasEmail && (
        <SegmentedControl
          aria-label={t("verify.by")}
          data={[
            { value: "1", label: t("sdk:field.phone") },
            { value: "2", label: t("sdk:field.email") },
          ]}
          {...form.getInputProps("target")}
        />
      )}
      <TextInput
        label={byPhone ? t("verify.oldPhone") : t("verify.oldEmail")}
        description={t("verify.hint", { value: (byPhone ? data.phone : data.email) ?? "-" })}
        autoComplete="off"
        {...form.getInputProps("phoneOrEmail")}
      />
      <CodeField
        inputProps={form.getInputProps("captcha")}
        request={() =>
          form.validateField("phoneOrEmail").hasError
            ? null
            : ownCodeRequest(template, targetOf(form.values), form.values.phoneOrEmail)
        }
      />
    </Stack>
  );
}
