// The three service families and their serving products (part1 §1, §9): the scope of the
// account and pool lists, the permission tables and the service menu.
import { defineEnum } from "./enum.js";

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
