// Role changes as TanStack Query mutations (part2 §2, §4, §7-8): each hook owns its SDK call,
// and all of them refresh the role queries and show their success message (L000082 added,
// L000079 updated, L000116 assigned, L000097 deleted). Failures are notified with the server's
// message by the query client.
import type { AddRoleRequest, Role, RoleEdit } from "@fixcloud/sdk";
import { nextRoleStatus } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { roles } from "./api";
import { roleKeys } from "./queries";

/** A role change: `call`, then the success message `success` (an L-code) and fresh role queries. */
function useRoleChange<V>(call: (vars: V) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notifySuccess(i18next.t(success, { ns: "sdk" }));
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}

/** addRole; L000082 on success. */
export const useAddRole = () => useRoleChange((body: AddRoleRequest) => roles.create(body), "L000082");

/** updateStatus with the SDK's toggle (0 ↔ 1); L000079 on success. */
export const useToggleRole = () =>
  useRoleChange(
    (role: Pick<Role, "id" | "roleStatus">) => roles.setStatus(role.id, nextRoleStatus(role.roleStatus)),
    "L000079",
  );

/** deleteRole; L000097 on success. */
export const useDeleteRole = () => useRoleChange((roleCode: string) => roles.delete(roleCode), "L000097");

/** updateRole (name and menu tree; the SDK sends an empty tree as ["0"]); L000079 on success. */
export const useUpdateRole = () =>
  useRoleChange(
    ({ role, edit }: { role: Pick<Role, "id" | "roleCode">; edit: RoleEdit }) => roles.update(role, edit),
    "L000079",
  );

/** allocateUser: the role's accounts become exactly `userIds`; L000116 on success. */
export const useAssignUsers = () =>
  useRoleChange(
    ({ roleCode, userIds }: { roleCode: string; userIds: readonly string[] }) =>
      roles.assign(roleCode, userIds),
    "L000116",
  );
