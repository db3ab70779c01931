// The AccessSecret reveal (part2 §2, §5): an SMS code of template 11 sent to the account's phone,
// exactly 4 characters, then every secret of the customer. The answer goes to the page, which
// shows it for 5 minutes; nothing is stored.
import { type AccessCredential, CODE_TARGET, SMS_TEMPLATES, ownCodeRequest, rules } from "@fixcloud/sdk";
import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { ruleMessage } from "../../../shared/rules";
import { CENTRE_NS } from "../labels";
import { useRevealSecret } from "../mutations";
import { userInfoQuery } from "../queries";
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
  // The code goes to the account's own phone, which the user info holds in full.
  const { phone } = useSuspenseQuery(userInfoQuery()).data;
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
        request={() => (phone ? ownCodeRequest(SMS_TEMPLATES.accessSecret, CODE_TARGET.phone, phone) : null)}
      />
    </FormDialog>
  );
}
