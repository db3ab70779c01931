// The role page /roleMng (part2 §2 role page, §4-5, §8): search by role name (at most 100) and
// status (all, enabled "0", disabled "1"; opens on "0", Reset returns to it); add (blocked with
// L000519 for an uncertified customer); the table (index, name, status, remarks or a dash, and
// the actions: assign accounts, detail with the menu tree, enable/disable after L000516/L000517,
// delete after L000527). State lives in the URL; the role's details and the menu tree are
// fetched on hover or focus of "Details", so its dialog opens with the full tree. The table is
// the shared list page's, without a pager (the roles come whole). The filter form is the page's
// own: the SDK has no descriptor of the role list, and its status opens on "0" (enabled), which
// Reset returns to, where a descriptor's filters start empty.
import { accountsLabels, enums, LIMITS, type Role, roleToggleConfirmation, rolesLabels } from "@fixcloud/sdk";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n";
import { actionLabel } from "../../../shared/actions";
import { confirm } from "../../../shared/confirm";
import { EnumBadge } from "../../../shared/StateBadge";
import { columnsFor, DataTable, dash } from "../../../shared/list/DataTable";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage, type ListQueryState } from "../../../shared/list/ListPage";
import { notifyWarning } from "../../../shared/notify";
import { useSession } from "../../../shared/session";
import { useSettings } from "../../../shared/useSettings";
import { useDeleteRole, useToggleRole } from "../mutations";
import { menuTreeQuery, roleDetailQuery, roleKeys, roleListQuery } from "../queries";
import { DEFAULT_ROLE_STATUS, ROLE_STATUS_CHOICES, type RoleStatusChoice } from "../search";
import { AddRoleDialog } from "./AddRoleDialog";
import { AssignUsersDialog } from "./AssignUsersDialog";
import { RoleDialog } from "./RoleDialog";

// The toggle names its action with the SDK's action labels (accounts' set), as every list does.
registerSdkLabels(rolesLabels, accountsLabels);

const route = getRouteApi("/roleMng");
const col = columnsFor<Role>();
const NO_ROLES: Role[] = [];
const idOf = (r: Role) => r.roleCode;

/** Which dialog is open, and for which role. */
type Dialog = { kind: "add" } | { kind: "assign" | "detail"; role: Role } | null;

/** The /roleMng page. */
export function RolePage() {
  return (
    <ModalsProvider>
      <RoleList />
    </ModalsProvider>
  );
}

function RoleList() {
  const { t } = useTranslation("roles");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const { language } = useSettings();
  const queryClient = useQueryClient();
  const list = useQuery(roleListQuery(search));
  const fetching = useIsFetching({ queryKey: roleKeys.all }) > 0;
  const toggle = useToggleRole();
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [roleName, setRoleName] = useState(search.roleName ?? "");
  const [status, setStatus] = useState<RoleStatusChoice>(search.roleStatus ?? DEFAULT_ROLE_STATUS);

  const prefetch = useCallback(
    (role: Role) => {
      void queryClient.prefetchQuery(roleDetailQuery(role.roleCode));
      void queryClient.prefetchQuery(menuTreeQuery(language));
    },
    [queryClient, language],
  );
  const { mutateAsync: toggleRole } = toggle;
  const { mutateAsync: deleteRole } = remove;

  const columns = useMemo(
    () => [
      col.display({
        id: "index",
        header: t("column.index"),
        cell: ({ row }) => row.index + 1,
        meta: { width: 70 },
      }),
      col.accessor("roleName", { header: t("sdk:field.roleName") }),
      col.accessor("roleStatus", {
        header: t("sdk:field.roleStatus"),
        cell: ({ getValue }) => <EnumBadge def={enums.roleStatus} value={getValue()} />,
        meta: { width: 110 },
      }),
      col.accessor("remarks", { header: t("sdk:field.remarks"), cell: ({ getValue }) => dash(getValue()) }),
      col.display({
        id: "actions",
        header: t("common:list.actions"),
        cell: ({ row: { original: role } }) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setDialog({ kind: "assign", role })}>
              {t("action.assign")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              onMouseEnter={() => prefetch(role)}
              onFocus={() => prefetch(role)}
              onClick={() => setDialog({ kind: "detail", role })}
            >
              {t("common:action.details")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color={role.roleStatus === 0 ? "red" : undefined}
              onClick={() =>
                confirm({
                  message: t(roleToggleConfirmation(role.roleStatus), { ns: "sdk" }),
                  danger: role.roleStatus === 0,
                  onConfirm: () => toggleRole(role),
                })
              }
            >
              {actionLabel(t, role.roleStatus === 0 ? "disable" : "enable")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() =>
                confirm({
                  message: t("L000527", { ns: "sdk" }),
                  danger: true,
                  onConfirm: () => deleteRole(role.roleCode),
                })
              }
            >
              {t("action.delete")}
            </Button>
          </Group>
        ),
      }),
    ],
    [t, prefetch, toggleRole, deleteRole],
  );

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const name = roleName.trim();
    void navigate({ search: { ...(name ? { roleName: name } : {}), roleStatus: status } });
  };
  const onReset = () => {
    setRoleName("");
    setStatus(DEFAULT_ROLE_STATUS);
    void navigate({ search: {} });
  };
  const onAdd = () => {
    if (session.nocertified) notifyWarning(t("L000519", { ns: "sdk" }));
    else setDialog({ kind: "add" });
  };
  const statusLabel = (c: RoleStatusChoice) =>
    c === "all" ? t("common:filters.placeholderSelect") : t(`roleStatus.${c}`, { ns: "sdk" });

  // The roles come whole in one answer (one page of 1000): no pager.
  const query: ListQueryState = {
    data: list.data && { total: list.data.length },
    isPlaceholderData: list.isPlaceholderData,
    isFetching: list.isFetching,
    error: list.error,
    dataUpdatedAt: list.dataUpdatedAt,
    refetch: list.refetch,
  };

  return (
    <>
      <ListFrame title={t("title")}>
        <form onSubmit={onSearch} onReset={onReset} aria-label={t("filters")}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <TextInput
              label={t("sdk:field.roleName")}
              placeholder={t("common:filters.placeholderText")}
              maxLength={LIMITS.searchMax}
              value={roleName}
              onChange={(e) => setRoleName(e.currentTarget.value)}
            />
            <Select
              label={t("sdk:field.roleStatus")}
              data={ROLE_STATUS_CHOICES.map((c) => ({ value: c, label: statusLabel(c) }))}
              value={status}
              allowDeselect={false}
              onChange={(v) => setStatus((v as RoleStatusChoice | null) ?? DEFAULT_ROLE_STATUS)}
            />
            <Group align="flex-end" gap="sm">
              <Button type="submit">{t("common:action.search")}</Button>
              <Button type="reset" variant="default">
                {t("common:action.reset")}
              </Button>
              <Button variant="light" onClick={onAdd}>
                {t("action.add")}
              </Button>
            </Group>
          </SimpleGrid>
        </form>
        <ListPage
          search={search}
          query={query}
          table={
            <DataTable<Role>
              label={t("title")}
              records={list.data ?? NO_ROLES}
              columns={columns}
              getRowId={idOf}
              fetching={fetching}
              emptyText={t("common:state.empty")}
              testId="roles-table"
            />
          }
        />
      </ListFrame>
      {dialog?.kind === "add" && <AddRoleDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === "assign" && <AssignUsersDialog role={dialog.role} onClose={() => setDialog(null)} />}
      {dialog?.kind === "detail" && <RoleDialog role={dialog.role} onClose={() => setDialog(null)} />}
    </>
  );
}
