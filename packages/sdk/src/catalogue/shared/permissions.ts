// Permission (button authority) codes, part1 §6 and part2 §6. The spec gives the type 1
// account codes and a few page codes; the others are project-defined in the same form
// (pinyin initials, underscore, three letters, three digits) and listed in docs.

import type { ServiceType } from "./services.js";

/** Actions on the service-account and pool lists gated per service type (part1 §6). */
export const SERVICE_ACTIONS = [
  "enable",
  "disable",
  "activate",
  "export",
  "remark",
  "resetPassword",
  "settings",
  "customPassword",
  "deviceManagement",
  "bind",
  "editValidity",
  "trialOn",
  "trialOff",
] as const;
/** An action on the account/pool lists, e.g. `"enable"`. */
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** Actions on the pool device (sub-account) page /serviceNoList (part1 §6: values not shown). */
export const DEVICE_ACTIONS = ["enable", "disable", "export", "remark", "editValidity"] as const;
/** An action on the device-account page, e.g. `"enable"`. */
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/**
 * Account and pool list codes per service type and action. Type 1 enable…bind are the
 * spec's (part1 §6); type 1 editValidity/trialOn/trialOff and all of types 2 and 3 are
 * project-defined.
 */
export const SERVICE_PERMISSIONS: Readonly<Record<ServiceType, Readonly<Record<ServiceAction, string>>>> = {
  1: {
    enable: "QY_JHY938",
    disable: "JY_JSH927",
    activate: "JH_JSH092",
    export: "DC_JSH028",
    remark: "XGBZ_KJS092",
    resetPassword: "CZMM_JSH882",
    settings: "SZ_POS927",
    customPassword: "ZDYMM_KUJ876",
    deviceManagement: "SBGL_RFR865",
    bind: "BD_KYH877",
    editValidity: "XGYXQ_JSK931",
    trialOn: "SYKQ_JSK932",
    trialOff: "SYGB_JSK933",
  },
  2: {
    enable: "QY_FZD201",
    disable: "JY_FZD202",
    activate: "JH_FZD203",
    export: "DC_FZD204",
    remark: "XGBZ_FZD205",
    resetPassword: "CZMM_FZD206",
    settings: "SZ_FZD207",
    customPassword: "ZDYMM_FZD208",
    deviceManagement: "SBGL_FZD209",
    bind: "BD_FZD210",
    editValidity: "XGYXQ_FZD211",
    trialOn: "SYKQ_FZD212",
    trialOff: "SYGB_FZD213",
  },
  3: {
    enable: "QY_YXP301",
    disable: "JY_YXP302",
    activate: "JH_YXP303",
    export: "DC_YXP304",
    remark: "XGBZ_YXP305",
    resetPassword: "CZMM_YXP306",
    settings: "SZ_YXP307",
    customPassword: "ZDYMM_YXP308",
    deviceManagement: "SBGL_YXP309",
    bind: "BD_YXP310",
    editValidity: "XGYXQ_YXP311",
    trialOn: "SYKQ_YXP312",
    trialOff: "SYGB_YXP313",
  },
};

/** Pool device page codes per service type (project-defined; part1 §6 says "values not shown"). */
export const DEVICE_PERMISSIONS: Readonly<Record<ServiceType, Readonly<Record<DeviceAction, string>>>> = {
  1: {
    enable: "ZZHQY_GJP101",
    disable: "ZZHJY_GJP102",
    export: "ZZHDC_GJP103",
    remark: "ZZHBZ_GJP104",
    editValidity: "ZZHYXQ_GJP105",
  },
  2: {
    enable: "ZZHQY_FZD221",
    disable: "ZZHJY_FZD222",
    export: "ZZHDC_FZD223",
    remark: "ZZHBZ_FZD224",
    editValidity: "ZZHYXQ_FZD225",
  },
  3: {
    enable: "ZZHQY_YXP321",
    disable: "ZZHJY_YXP322",
    export: "ZZHDC_YXP323",
    remark: "ZZHBZ_YXP324",
    editValidity: "ZZHYXQ_YXP325",
  },
};

/** Page-level codes named by the spec (part1 §2, §6; part2 §6). */
export const PAGE_PERMISSIONS = {
  /** Fault link on account rows and the troubleshooting tool (part1 §6). */
  faultDiagnosis: "PZGJ_KGS572",
  /** Details button of the overview's recent purchases (part1 §2). */
  purchaseDetail: "WDDD_GSK852",
  /** Add work order (part2 §6). */
  addTicket: "XZ_GSH982",
  /** Work order detail (part2 §6). */
  ticketDetail: "XQ_HGS227",
  /** Order detail on my orders (part2 §6). */
  orderDetail: "DDXQ_HDK027",
} as const;
/** Name of a page-level permission code (order details, fault diagnosis …). */
export type PagePermission = keyof typeof PAGE_PERMISSIONS;

/** Where a permission code belongs, for the role tree and docs. */
export interface PermissionDef {
  readonly code: string;
  /** Service type, or null for page-level codes. */
  readonly selectType: ServiceType | null;
  readonly scope: "accounts" | "devices" | "page";
  readonly action: ServiceAction | PagePermission;
  /** Message key of the action label, `permission.<action>`. */
  readonly labelKey: string;
  /** True when the spec gives the code; false when the project defined it. */
  readonly fromSpec: boolean;
}

/** The type 1 actions whose codes the spec gives: every action before editValidity. */
const SPEC_TYPE1: readonly ServiceAction[] = SERVICE_ACTIONS.slice(
  0,
  SERVICE_ACTIONS.indexOf("editValidity"),
);

/** Every permission code with its place, in a stable order. */
export const PERMISSION_DEFS: readonly PermissionDef[] = [
  ...([1, 2, 3] as const).flatMap((t) =>
    SERVICE_ACTIONS.map(
      (action): PermissionDef => ({
        code: SERVICE_PERMISSIONS[t][action],
        selectType: t,
        scope: "accounts",
        action,
        labelKey: `permission.${action}`,
        fromSpec: t === 1 && SPEC_TYPE1.includes(action),
      }),
    ),
  ),
  ...([1, 2, 3] as const).flatMap((t) =>
    DEVICE_ACTIONS.map(
      (action): PermissionDef => ({
        code: DEVICE_PERMISSIONS[t][action],
        selectType: t,
        scope: "devices",
        action,
        labelKey: `permission.${action}`,
        fromSpec: false,
      }),
    ),
  ),
  ...(Object.keys(PAGE_PERMISSIONS) as PagePermission[]).map(
    (action): PermissionDef => ({
      code: PAGE_PERMISSIONS[action],
      selectType: null,
      scope: "page",
      action,
      labelKey: `permission.${action}`,
      fromSpec: true,
    }),
  ),
];

/** Every permission code, without duplicates. A main account (accountType 1) holds all of them. */
export const ALL_PERMISSIONS: readonly string[] = [...new Set(PERMISSION_DEFS.map((d) => d.code))];

/** The code gating `action` on the account/pool lists of service type `selectType`. */
export function servicePermission(selectType: ServiceType, action: ServiceAction): string {
  return SERVICE_PERMISSIONS[selectType][action];
}

/** The code gating `action` on the pool device page of service type `selectType`. */
export function devicePermission(selectType: ServiceType, action: DeviceAction): string {
  return DEVICE_PERMISSIONS[selectType][action];
}

/**
 * Whether the granted `permissions` include `code`. Null/undefined grants nothing. Sessions of
 * accountType 1 carry every code, so no special case is needed here (part1 §6).
 */
export function can(permissions: Iterable<string> | null | undefined, code: string): boolean {
  if (!permissions) return false;
  if (permissions instanceof Set) return permissions.has(code);
  if (Array.isArray(permissions)) return permissions.includes(code);
  for (const p of permissions) if (p === code) return true;
  return false;
}

/** Labels of the permission actions: the keys every message catalogue must hold. */
export const PERMISSION_LABEL_KEYS: readonly string[] = [...new Set(PERMISSION_DEFS.map((d) => d.labelKey))];

/**
 * The permission tables in one object, for `import { permissions } from "@fixcloud/sdk"`:
 * `permissions.service[selectType][action]`, `permissions.device[…]`, `permissions.page.*`,
 * `permissions.all`, `permissions.can(granted, code)`.
 */
export const permissions = {
  service: SERVICE_PERMISSIONS,
  device: DEVICE_PERMISSIONS,
  page: PAGE_PERMISSIONS,
  all: ALL_PERMISSIONS,
  defs: PERMISSION_DEFS,
  can,
} as const;
