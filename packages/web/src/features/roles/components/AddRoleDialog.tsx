// The add-role dialog (part2 §2, §5): the SDK's role form (role name required, trimmed, at most
// 50; remarks at most 50), checked by its rules before anything is sent; L000082 on success.
import { roleForm } from "@fixcloud/sdk";
import { useTranslation } from "react-i18next";
import { DescribedForm } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { FormDialog } from "../../../shared/FormDialog";
import { useAddRole } from "../mutations";

/** The add-role dialog; closes after the role is added. */
export function AddRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("roles");
  const add = useAddRole();
  const form = useDescribedForm(roleForm, { mode: "add" });
  return (
    <FormDialog
      title={t("dialog.add.title")}
      form={form}
      onClose={onClose}
      onSubmit={(v) => add.mutate(v, { onSuccess: onClose })}
      busy={add.isPending}
      testId="dialog-add-role"
    >
      <DescribedForm descriptor={roleForm} form={form} mode="add" />
    </FormDialog>
  );
}
