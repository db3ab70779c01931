// What the pools area offers other screens: the pool list query (the fleet health page offers
// the customer's pools as its scope).
export { poolListQuery } from "./queries";
