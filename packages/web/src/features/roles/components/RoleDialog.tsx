// The role's detail/edit dialog (part2 §2, §5): its code, name and the menu-permission tree,
// editable at once (one dialog is both the detail and the edit of part2 §2). Saving checks the SDK's role form (name; at least one
// menu, L000077) and sends updateRole (the SDK writes an empty tree as ["0"]); L000079 on
// success. The tree and the role come from queries the page has already started (hover, the
// route loader), so the dialog opens with the full tree at once (bench/suites/roles.mjs).
import { fieldError, type MenuNodeShape, type Role, roleForm, rules, selectedCodes } from "@fixcloud/sdk";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../../shared/Loading";
import { notifyWarning } from "../../../shared/notify";
import { ruleMessage } from "../../../shared/rules";
import { useSettings } from "../../../shared/useSettings";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { useUpdateRole } from "../mutations";
import { menuTreeQuery, roleDetailQuery } from "../queries";
import { MenuTree } from "./MenuTree";

// The name is the role form's field (the menu tree is this dialog's own widget).
const nameField = roleForm.fields[0];

/** The detail/edit dialog of `role`. */
export function RoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation("roles");
  useReturnFocus();
  const { language } = useSettings();
  const tree = useQuery(menuTreeQuery(language));
  const detail = useQuery(roleDetailQuery(role.roleCode));
  const ready = tree.data && detail.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("dialog.detail.title", { role: role.roleName })}
      centered
      size={720}
    >
      {ready ? <RoleForm role={detail.data} nodes={tree.data} onClose={onClose} /> : <Loading />}
    </Modal>
  );
}

function RoleForm({
  role,
  nodes,
  onClose,
}: {
  role: Omit<Role, "usernameList">;
  nodes: readonly MenuNodeShape[];
  onClose: () => void;
}) {
  const { t } = useTranslation("roles");
  const { language } = useSettings();
  const update = useUpdateRole();
  const [roleName, setRoleName] = useState(role.roleName);
  const [selected, setSelected] = useState<string[]>(() => selectedCodes(role.menuCodeList));
  const [nameError, setNameError] = useState<string | null>(null);
  const save = () => {
    const name = ruleMessage(t, fieldError(nameField, { roleName }, { mode: "edit", language }));
    setNameError(name);
    if (name) return;
    const menus = rules.roles.menuCodeList(selected);
    if (menus) {
      notifyWarning(t(menus, { ns: "sdk" }));
      return;
    }
    update.mutate({ role, edit: { roleName, selected } }, { onSuccess: onClose });
  };
  return (
    <Stack gap="sm" data-testid="dialog-role">
      <Text size="sm" c="dimmed">
        {t("sdk:field.roleCode")}: {role.roleCode}
      </Text>
      <TextInput
        label={t("sdk:field.roleName")}
        value={roleName}
        withAsterisk
        data-autofocus
        error={nameError}
        onChange={(e) => setRoleName(e.currentTarget.value)}
      />
      <MenuTree
        nodes={nodes}
        selected={selected}
        onChange={setSelected}
        label={t("sdk:field.menuCodeList")}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={update.isPending}>
          {t("common:confirm.cancel")}
        </Button>
        <Button loading={update.isPending} onClick={save}>
          {t("common:action.save")}
        </Button>
      </Group>
    </Stack>
  );
}
