// Role changes as TanStack Query mutations (part2 §2, §4, §7-8): each hook owns its SDK call,
// what it refreshes and its success message (L000082 added, L000079 updated, L000116 assigned,
// L000097 deleted). Failures are notified with the server's message by the query client.
import type { AddRoleRequest, Role, RoleEdit } from "@fixcloud/sdk";
import { nextRoleStatus } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { roles } from "./api";
import { roleKeys } from "./queries";

const sdk = (key: string) => i18next.t(key, { ns: "sdk" });

/** Refresh the role lists and details after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roleKeys.all });
}

/** addRole; L000082 on success. */
export function useAddRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AddRoleRequest) => roles.create(body),
    onSuccess: async () => {
      notifySuccess(sdk("L000082"));
      await refresh();
    },
  });
}

/** updateStatus with the SDK's toggle (0 ↔ 1); L000079 on success. */
export function useToggleRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (role: Pick<Role, "id" | "roleStatus">) =>
      roles.setStatus(role.id, nextRoleStatus(role.roleStatus)),
    onSuccess: async () => {
      notifySuccess(sdk("L000079"));
      await refresh();
    },
  });
}

/** deleteRole; L000097 on success. */
export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (roleCode: string) => roles.delete(roleCode),
    onSuccess: async () => {
      notifySuccess(sdk("L000097"));
      await refresh();
    },
  });
}

/** updateRole (name and menu tree, empty sent as ["0"] by the SDK); L000079 on success. */
export function useUpdateRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ role, edit }: { role: Pick<Role, "id" | "roleCode">; edit: RoleEdit }) =>
      roles.update(role, edit),
    onSuccess: async () => {
      notifySuccess(sdk("L000079"));
      await refresh();
    },
  });
}

/** allocateUser: the role's accounts become exactly `userIds`; L000116 on success. */
export function useAssignUsers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ roleCode, userIds }: { roleCode: string; userIds: readonly string[] }) =>
      roles.assign(roleCode, userIds),
    onSuccess: async () => {
      notifySuccess(sdk("L000116"));
      await refresh();
    },
  });
}
