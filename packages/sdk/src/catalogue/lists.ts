// Every list descriptor of the spec, by name (catalogue/<area>/lists.ts). Plain data: the CLI
// reads it at start-up to build its filter flags and help.
import { accountList } from "./accounts/lists.js";
import { messageList } from "./messages/lists.js";
import { noticeList } from "./notices/lists.js";
import { orderList } from "./orders/lists.js";
import { poolDeviceList, poolList } from "./pools/lists.js";
import { subAccountList } from "./subaccounts/lists.js";
import { ticketList } from "./tickets/lists.js";

/** Every list of the console, CLI and sandbox, keyed by the descriptor's name. */
export const lists = {
  accounts: accountList,
  pools: poolList,
  poolDevices: poolDeviceList,
  notices: noticeList,
  subAccounts: subAccountList,
  orders: orderList,
  messages: messageList,
  tickets: ticketList,
} as const;
