// The three service families and their serving products (part1 §1, §9): the scope of the
// account and pool lists, the permission tables and the service menu.
import { defineEnum } from "./enum.js";
import { filterEnum } from "./list.js";

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

/** Service family (`selectType`), see {@link SERVICE_TYPES}. Part1 §1. */
export const serviceType = defineEnum("serviceType", "part1 §1", [1, 2, 3]);

/** Serving products of every family (part1 §9). */
export const serviceProduct = defineEnum("serviceProduct", "part1 §9", [
  ...SERVICE_TYPES[1].products,
  ...SERVICE_TYPES[2].products,
  ...SERVICE_TYPES[3].products,
]);

/** The service family a serving product belongs to, or undefined for an unknown code. */
export function serviceTypeOfProduct(product: string): ServiceType | undefined {
  for (const t of [1, 2, 3] as const)
    if ((SERVICE_TYPES[t].products as readonly string[]).includes(product)) return t;
  return undefined;
}

/** The serving products of a service family, for the product filter of its lists. */
export function productsOf(selectType: unknown): readonly ServiceProduct[] {
  const t = Number(selectType);
  return t === 1 || t === 2 || t === 3
    ? SERVICE_TYPES[t].products
    : serviceProduct.values.map((v) => v.value);
}

/**
 * The service sub-type of each serving product (part2 §2: the fault-diagnosis page looks an
 * account up by it, and only `nrtk_serv` and `rtd_serv` export GGA; part1 §2 passes it in the
 * fault link). The codes are a project choice in the spec's form.
 */
export const SERVICE_SUB_TYPES = {
  multi_frequency_rtk: "nrtk_serv",
  single_frequency_rtk: "nrtk_serv",
  single_beidou: "nrtk_serv",
  rtd: "rtd_serv",
  ppp_rtk: "ppp_rtk_serv",
  ppp_ar: "ppp_serv",
  ppp: "ppp_serv",
  real_time_ephemeris: "agnss_serv",
  real_time_ionospheric: "agnss_serv",
  predict_ionospheric: "agnss_serv",
  remote_diagnosis: "chip_serv",
  remote_upgrade: "chip_serv",
} as const satisfies Record<ServiceProduct, string>;

/** The sub-type of a serving product, e.g. `rtd` → `rtd_serv`; network RTK (`nrtk_serv`) for an unknown code. */
export function serviceSubTypeOf(product: string): string {
  return (SERVICE_SUB_TYPES as Readonly<Record<string, string>>)[product] ?? "nrtk_serv";
}

/** The serving-product filter of the account and pool lists: the products of the list's service type. */
export const serviceProductFilter = filterEnum("serviceProduct", serviceProduct, {
  optionsFor: (scope) => productsOf(scope.selectType),
});
