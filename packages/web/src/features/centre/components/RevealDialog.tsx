// The AccessSecret reveal (part2 §2, §5): an SMS code of template 11 sent to the account's phone,
// exactly 4 characters, then every secret of the customer. The answer goes to the page, which
// shows it for 5 minutes; nothing is stored.
import { type AccessCredential, SMS_TEMPLATE, rules } from "@fixcloud/sdk";
import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { ruleMessage } from "../../../shared/rules";
import { CENTRE_NS } from "../labels";
import { useRevealSecret } from "../mutations";
import { CodeField } from "./CodeField";

/** The code dialog; `onRevealed` gets the keys with their secrets. */
export function RevealDialog({
  onRevealed,
  onClose,
}: {
  onRevealed: (rows: AccessCredential[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const reveal = useRevealSecret();
  const form = useForm({
    initialValues: { captcha: "" },
    validate: { captcha: (v: string) => ruleMessage(t, rules.credentials.captcha(v)) },
  });
  return (
    <FormDialog
      title={t("myCenter.revealTitle")}
      form={form}
      busy={reveal.isPending}
      onClose={onClose}
      onSubmit={(v) => reveal.mutate(v.captcha.trim(), { onSuccess: onRevealed })}
      testId="reveal-dialog"
    >
      <Text size="sm" c="dimmed">
        {t("myCenter.revealHint")}
      </Text>
      <CodeField
        inputProps={form.getInputProps("captcha")}
        request={() => ({ template: SMS_TEMPLATE.accessSecret })}
      />
    </FormDialog>
  );
}
