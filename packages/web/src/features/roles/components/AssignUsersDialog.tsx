// The assign-accounts dialog (part2 §2, §7): a multi-select of the customer's sub-accounts
// (subAccountList with an empty body) and a table of the chosen ones' usernames and full names
// (at most 300 px high, scrolling); saving sends allocateUser and shows L000116.
import type { Role } from "@fixcloud/sdk";
import { Button, Group, Modal, MultiSelect, ScrollArea, Stack, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dash } from "../../../shared/list/DataTable";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { useAssignUsers } from "../mutations";
import { assignableUsersQuery } from "../queries";

/** The assign-accounts dialog of `role`. */
export function AssignUsersDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation("roles");
  useReturnFocus();
  const users = useQuery(assignableUsersQuery());
  const assign = useAssignUsers();
  const [picked, setPicked] = useState<string[]>(() => (role.usernameList ?? []).map((u) => u.userId));
  const options = useMemo(
    () =>
      (users.data ?? []).map((u) => ({
        value: u.userId,
        label: u.fullName ? `${u.userName} (${u.fullName})` : u.userName,
      })),
    [users.data],
  );
  const chosen = (users.data ?? []).filter((u) => picked.includes(u.userId));
  return (
    <Modal
      opened
      // While the assignment is on the wire the dialog waits for it (Escape and the overlay too).
      onClose={assign.isPending ? () => {} : onClose}
      closeButtonProps={{ disabled: assign.isPending }}
      title={t("dialog.assign.title", { role: role.roleName })}
      centered
      size={700}
    >
      <Stack gap="sm" data-testid="dialog-assign-users">
        <MultiSelect
          label={t("dialog.assign.accounts")}
          placeholder={users.isPending ? t("common:state.loading") : t("dialog.assign.placeholder")}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
          nothingFoundMessage={t("common:state.empty")}
          comboboxProps={{ withinPortal: true }}
        />
        <ScrollArea.Autosize mah={300} type="auto">
          <Table striped withTableBorder aria-label={t("dialog.assign.chosen")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dialog.assign.userName")}</Table.Th>
                <Table.Th>{t("sdk:field.fullName")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chosen.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={2}>{t("common:state.empty")}</Table.Td>
                </Table.Tr>
              ) : (
                chosen.map((u) => (
                  <Table.Tr key={u.userId}>
                    <Table.Td>{u.userName}</Table.Td>
                    <Table.Td>{dash(u.fullName)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assign.isPending}>
            {t("common:confirm.cancel")}
          </Button>
          <Button
            loading={assign.isPending}
            disabled={users.isPending}
            onClick={() =>
              assign.mutate({ roleCode: role.roleCode, userIds: picked }, { onSuccess: onClose })
            }
          >
            {t("common:action.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
