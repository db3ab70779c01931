// Role assignment of one sub-account (part2 §2): a multi-select of the customer's roles and a
// table of the chosen roles' names and remarks (a dash when empty); saving sends the whole set
// (subAccountConfigRole) and shows L000116. A disabled role cannot be newly chosen (its option is
// greyed out and marked disabled); one the account already holds may stay or be removed.
import { isAssignableRole, type SubAccount } from "@fixcloud/sdk";
import { MultiSelect, Table, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { Loading } from "../../../shared/Loading";
import { useSetSubAccountRoles } from "../mutations";
import { roleOptionsQuery, subAccountDetailQuery } from "../queries";
import type { RoleOption } from "../roles";

/** Props of {@link RoleDialog}. */
export interface RoleDialogProps {
  account: SubAccount;
  onClose: () => void;
}

/** The role dialog; it opens once the roles and the account's current roles are read. */
export function RoleDialog({ account, onClose }: RoleDialogProps) {
  const roles = useQuery(roleOptionsQuery());
  const detail = useQuery(subAccountDetailQuery(account.userconsoleUseId));
  if (!roles.data || !detail.data) return <Loading />;
  return (
    <RoleForm
      account={account}
      roles={roles.data}
      current={detail.data.roleList.map((r) => r.roleCode)}
      onClose={onClose}
    />
  );
}

function RoleForm({
  account,
  roles,
  current,
  onClose,
}: RoleDialogProps & { roles: readonly RoleOption[]; current: string[] }) {
  const { t } = useTranslation("subaccounts");
  const save = useSetSubAccountRoles();
  const form = useForm({ initialValues: { roleCodes: current } });
  const byCode = new Map(roles.map((r) => [r.roleCode, r]));
  const chosen = form.getValues().roleCodes.flatMap((c) => byCode.get(c) ?? []);
  return (
    <FormDialog
      title={t("dialog.roles", { user: account.userName })}
      form={form}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={t("dialog.save")}
      testId="subaccount-roles"
      onSubmit={({ roleCodes }) =>
        save.mutate({ userId: account.userconsoleUseId, roleCodes }, { onSuccess: onClose })
      }
    >
      <MultiSelect
        label={t("roles.pick")}
        data={roles.map((r) => {
          const disabledWord = t("roleStatus.1", { ns: "sdk" });
          const assignable = isAssignableRole(r) || current.includes(r.roleCode);
          return {
            value: r.roleCode,
            label: isAssignableRole(r)
              ? r.roleName
              : t("roles.disabledOption", { name: r.roleName, status: disabledWord }),
            disabled: !assignable,
          };
        })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("roleCodes")}
      />
      <Table.ScrollContainer minWidth={300} mah={300}>
        <Table striped withTableBorder aria-label={t("roles.chosen")} data-testid="chosen-roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("field.roleName", { ns: "sdk" })}</Table.Th>
              <Table.Th>{t("field.remarks", { ns: "sdk" })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.map((r) => (
              <Table.Tr key={r.roleCode}>
                <Table.Td>{r.roleName}</Table.Td>
                <Table.Td>{r.remarks || "-"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("roles.none")}
        </Text>
      )}
    </FormDialog>
  );
}
