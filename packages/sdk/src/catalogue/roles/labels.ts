// Labels of roles: states and the messages of their rules (part2 §4-5, §8).
import { defineLabels } from "../shared/label.js";

/** The roles area's labels in both languages (same keys; checked by the compiler and a test). */
export const rolesLabels = defineLabels({
  "zh-CN": {
    L000077: "请至少选择一个菜单权限",
    L000116: "分配成功",
    L000082: "角色新增成功",
    L000097: "角色删除成功",
    L000527: "确定要删除该角色吗？删除后无法恢复。",
    L000670: "请输入角色名称",
    L000671: "角色名称不能超过 50 个字符",
    L000672: "备注不能超过 50 个字符",
    "roleStatus.0": "启用",
    "roleStatus.1": "停用",
    "field.roleName": "角色名称",
    "field.roleStatus": "角色状态",
    "field.remarks": "备注说明",
    "field.menuCodeList": "菜单权限",
    "field.usernameList": "已分配账号",
    "field.roleCode": "角色编码",
  },
  en: {
    L000077: "Please select at least one menu permission",
    L000116: "Assignment saved",
    L000082: "Role added",
    L000097: "Role deleted",
    L000527: "Delete this role? This cannot be undone.",
    L000670: "Please enter a role name",
    L000671: "The role name must not exceed 50 characters",
    L000672: "The remarks must not exceed 50 characters",
    "roleStatus.0": "Enabled",
    "roleStatus.1": "Disabled",
    "field.roleName": "Role name",
    "field.roleStatus": "Role status",
    "field.remarks": "Remarks",
    "field.menuCodeList": "Menu permissions",
    "field.usernameList": "Assigned accounts",
    "field.roleCode": "Role code",
  },
});
