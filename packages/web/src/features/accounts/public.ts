// What the accounts area offers the other features (a pool change refreshes the account lists).
export { accountKeys } from "./queries";
