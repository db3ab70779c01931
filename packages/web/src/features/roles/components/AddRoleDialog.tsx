// The add-role dialog (part2 §2, §5): role name (required, trimmed, at most 50) and remarks (at
// most 50), checked by the SDK's rules before anything is sent; L000082 on success.
import { rules } from "@fixcloud/sdk";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { validator } from "../../../shared/rules";
import { useAddRole } from "../mutations";

/** The add-role dialog; closes after the role is added. */
export function AddRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("roles");
  const add = useAddRole();
  const form = useForm({
    initialValues: { roleName: "", remarks: "" },
    validate: { roleName: validator(t, rules.roles.roleName), remarks: validator(t, rules.roles.remarks) },
  });
  return (
    <FormDialog
      title={t("dialog.add.title")}
      form={form}
      onClose={onClose}
      onSubmit={(v) => add.mutate(v, { onSuccess: onClose })}
      busy={add.isPending}
      testId="dialog-add-role"
    >
      <TextInput
        label={t("sdk:field.roleName")}
        withAsterisk
        data-autofocus
        {...form.getInputProps("roleName")}
      />
      <Textarea label={t("sdk:field.remarks")} autosize minRows={2} {...form.getInputProps("remarks")} />
    </FormDialog>
  );
}
