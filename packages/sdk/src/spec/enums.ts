// Every enumerated state of the spec, with the message key of its label and, where the
// spec gives one (or the project chose one, marked "project choice"), a Mantine colour.
// Labels live in messages/{zh-CN,en}.json under the key `labelKey`; a test keeps both in step.

/** A Mantine colour name, as accepted by `<Badge color=…>`. */
export type MantineColor =
  | "blue"
  | "green"
  | "red"
  | "gray"
  | "orange"
  | "yellow"
  | "teal"
  | "violet"
  | "cyan";

/** One value of an enum: the wire value, its message key and optional colour. */
export interface EnumValue<V extends number | string = number | string> {
  readonly value: V;
  /** Key into the message catalogues, e.g. `"serviceState.1"`. */
  readonly labelKey: string;
  readonly color?: MantineColor;
}

/** An enum: its values in display order and the spec part/section it comes from. */
export interface EnumDef<V extends number | string = number | string> {
  readonly values: readonly EnumValue<V>[];
  readonly source: string;
}

function def<const V extends number | string>(
  name: string,
  source: string,
  values: readonly (V | readonly [V, MantineColor] | { value: V; labelKey: string; color?: MantineColor })[],
): EnumDef<V> {
  return {
    source,
    values: values.map((v) => {
      if (typeof v === "object" && !Array.isArray(v)) return v as EnumValue<V>;
      const [value, color] = Array.isArray(v) ? (v as readonly [V, MantineColor]) : [v as V, undefined];
      return color ? { value, labelKey: `${name}.${value}`, color } : { value, labelKey: `${name}.${value}` };
    }),
  };
}

/** Service families (`selectType`), their console route and serving products (part1 §1, §9). */
export const SERVICE_TYPES = {
  1: {
    route: "/highPrecision",
    labelKey: "serviceType.1",
    products: [
      "multi_frequency_rtk",
      "single_frequency_rtk",
      "single_beidou",
      "rtd",
      "ppp_rtk",
      "ppp_ar",
      "ppp",
    ],
  },
  2: {
    route: "/auxPosition",
    labelKey: "serviceType.2",
    products: ["real_time_ephemeris", "real_time_ionospheric", "predict_ionospheric"],
  },
  3: { route: "/cloudChip", labelKey: "serviceType.3", products: ["remote_diagnosis", "remote_upgrade"] },
} as const;
/** A service family: 1 high precision, 2 auxiliary positioning (A-GNSS), 3 cloud chip. */
export type ServiceType = keyof typeof SERVICE_TYPES;
/** A serving product code (part1 §9), e.g. `"multi_frequency_rtk"`. */
export type ServiceProduct = (typeof SERVICE_TYPES)[ServiceType]["products"][number];

/** The service family a serving product belongs to, or undefined for an unknown code. */
export function serviceTypeOfProduct(product: string): ServiceType | undefined {
  for (const t of [1, 2, 3] as const)
    if ((SERVICE_TYPES[t].products as readonly string[]).includes(product)) return t;
  return undefined;
}

/**
 * Every enum of the spec, keyed by name. Unknown values have no label: show a dash
 * (part1 §4, part2 §4). Numeric wire values are numbers, code-like ones strings.
 */
export const enums = {
  /** Service state: 1 pending (blue), 2 in service (green), 3 ended (red). Part1 §4. */
  serviceState: def("serviceState", "part1 §4", [
    [1, "blue"],
    [2, "green"],
    [3, "red"],
  ]),
  /** Enable state: 1 enabled, 2 disabled, 3 locked (no toggle button). Part1 §4. */
  disableState: def("disableState", "part1 §4", [1, 2, 3]),
  /** Online state: 1 online, 2 offline. Part1 §4. */
  onlineState: def("onlineState", "part1 §4", [1, 2]),
  /** Activation type: 1 manual (console only), 2 automatic (first terminal connection). Part1 §4. */
  activationType: def("activationType", "part1 §4", [1, 2]),
  /** Trial switch: 1 on, 0 off; empty shows a dash. Part1 §4. */
  silentSwitch: def("silentSwitch", "part1 §4", [1, 0]),
  /** Pool state: 0 pending, 1 in use, 2 used up; colours are a project choice. Part1 §4. */
  abpState: def("abpState", "part1 §4", [
    [0, "blue"],
    [1, "green"],
    [2, "gray"],
  ]),
  /** Pool calculation type (part1 §3): time (days, minutes), traffic, count, concurrency. */
  calType: def("calType", "part1 §3", [
    "days_pool",
    "minutes_pool",
    "traffic_pool",
    "count_pool",
    "concurrent_pool",
  ]),
  /** Validity and silence period unit (part1 §9: day or month). Wire values are a project choice. */
  timeUnit: def("timeUnit", "part1 §9", ["day", "month"]),
  /** Usage chart granularity (part1 §7 poolStatistics `type`). */
  chartType: def("chartType", "part1 §7", ["day", "month"]),
  /** Announcement type: 0 all (list tab only), 1 product, 2 maintenance, 3 security, 4 other. Part1 §2-3. */
  noticeType: def("noticeType", "part1 §3", [0, 1, 2, 3, 4]),
  /** Announcement status: 1 published, 2 unpublished. Part1 §3. */
  noticeStatus: def("noticeStatus", "part1 §3", [1, 2]),
  /** Service family (`selectType`), see {@link SERVICE_TYPES}. Part1 §1. */
  serviceType: def("serviceType", "part1 §1", [1, 2, 3]),
  /** Serving products of every family (part1 §9). */
  serviceProduct: def("serviceProduct", "part1 §9", [
    ...SERVICE_TYPES[1].products,
    ...SERVICE_TYPES[2].products,
    ...SERVICE_TYPES[3].products,
  ]),
  /** Batch action codes 1-9 (part1 §9). */
  actionCode: def("actionCode", "part1 §9", [1, 2, 3, 4, 5, 6, 7, 8, 9]),
  /** Ticket type: 1 bug, 2 change, 3 open API, 5 SDK (4 is the certification request). Part2 §3. */
  ticketType: def("ticketType", "part2 §3", [1, 2, 3, 5]),
  /** Ticket status; the number-to-name mapping is a project choice (spec: pending, processing, processed). */
  ticketStatus: def("ticketStatus", "part2 §3-4", [
    [1, "orange"],
    [2, "blue"],
    [3, "green"],
  ]),
  /** Change ticket trouble type 1 or 2 (part2 §3); meanings are a project choice. */
  troubleType: def("troubleType", "part2 §3", [1, 2]),
  /** SDK ticket processor size 1 or 2 (part2 §3): 32-bit or 64-bit (project choice). */
  processorSize: def("processorSize", "part2 §3", [1, 2]),
  /**
   * In-app message type (part2 §3: 1-5, 102 in messages; settings 1-5 and 11). Meanings are a
   * project choice.
   */
  msgType: def("msgType", "part2 §3", [1, 2, 3, 4, 5, 11, 102]),
  /** Real-name flag: 1 authenticated, 2 resubmit, 3 not started, 4 view details. Part2 §4. */
  authFlag: def("authFlag", "part2 §4", [
    [1, "green"],
    [2, "red"],
    [3, "gray"],
    [4, "blue"],
  ]),
  /** Receiver verification dialog indicator 0-4 (part2 §4). */
  verifyIndicator: def("verifyIndicator", "part2 §4", [0, 1, 2, 3, 4]),
  /** Sub-account status: 0 enabled, 2 disabled, 3 locked (labels a project choice). Part2 §4. */
  userStatus: def("userStatus", "part2 §4", [
    [0, "green"],
    [2, "gray"],
    [3, "red"],
  ]),
  /** Role status: 0 enabled, 1 disabled (part2 §2 role search). Sent as "0"/"1" in the search. */
  roleStatus: def("roleStatus", "part2 §2", [
    [0, "green"],
    [1, "gray"],
  ]),
  /** Order time window in months: 3, 6, 12 or 0 (all). Part2 §2. */
  orderTime: def("orderTime", "part2 §2", [3, 6, 12, 0]),
  /** GGA fix quality 0-8, standard NMEA meanings (part2 §4). Colours are a project choice. */
  ggaFixQuality: def("ggaFixQuality", "part2 §4", [
    [0, "red"],
    [1, "gray"],
    [2, "cyan"],
    [3, "teal"],
    [4, "green"],
    [5, "orange"],
    [6, "yellow"],
    [7, "violet"],
    [8, "gray"],
  ]),
  /** Fault-diagnosis error types 1-6, labelled by L000422-L000427 (part2 §4). */
  errorType: def("errorType", "part2 §4", [
    { value: 1, labelKey: "L000422" },
    { value: 2, labelKey: "L000423" },
    { value: 3, labelKey: "L000424" },
    { value: 4, labelKey: "L000425" },
    { value: 5, labelKey: "L000426" },
    { value: 6, labelKey: "L000427" },
  ]),
  /** Behaviour record type: -1 all (filter), 1 login, 2 logout, 3 other, 4 GGA report. Part2 §4. */
  behaviourType: def("behaviourType", "part2 §4", [-1, 1, 2, 3, 4]),
  /** Latest service info online status: 0 offline, 1 online (part2 §3). */
  faultOnlineStatus: def("faultOnlineStatus", "part2 §3", [
    [1, "green"],
    [0, "gray"],
  ]),
  /** Ionosphere activity levels of the ionosphere query tool (part1 §2). Colours a project choice. */
  ionosphereLevel: def("ionosphereLevel", "part1 §2", [
    [1, "green"],
    [2, "teal"],
    [3, "yellow"],
    [4, "orange"],
    [5, "red"],
  ]),
} as const satisfies Record<string, EnumDef>;

/** Name of an enum in {@link enums}. */
export type EnumName = keyof typeof enums;

/** Batch action codes 1-9 by name (part1 §9). */
export const ActionCode = {
  enable: 1,
  disable: 2,
  activate: 3,
  export: 4,
  remark: 5,
  resetPassword: 6,
  editValidity: 7,
  trialOn: 8,
  trialOff: 9,
} as const;
/** An action code 1 to 9 (part1 §9). */
export type ActionCode = (typeof ActionCode)[keyof typeof ActionCode];

function find(enumName: EnumName, value: unknown): EnumValue | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const values = enums[enumName].values as readonly EnumValue[];
  // Wire values sometimes arrive as text ("1") or number (1): compare both ways.
  return values.find((v) => v.value === value || String(v.value) === String(value));
}

/**
 * The message key of an enum value, e.g. `labelKey("serviceState", 2)` → `"serviceState.2"`.
 * Returns undefined for unknown, null or empty values: the UI shows a dash (part1 §4).
 */
export function labelKey(enumName: EnumName, value: unknown): string | undefined {
  return find(enumName, value)?.labelKey;
}

/** The Mantine colour of an enum value, or undefined when the value has none or is unknown. */
export function enumColor(enumName: EnumName, value: unknown): MantineColor | undefined {
  return find(enumName, value)?.color;
}

/** The wire values of an enum in display order, e.g. for a filter select. */
export function enumValues<N extends EnumName>(enumName: N): (typeof enums)[N]["values"][number]["value"][] {
  return enums[enumName].values.map((v) => v.value) as never;
}

/** Every label key of every enum (used by the catalogue tests and i18n extraction). */
export function allEnumLabelKeys(): string[] {
  return Object.values(enums).flatMap((e) => (e.values as readonly EnumValue[]).map((v) => v.labelKey));
}
