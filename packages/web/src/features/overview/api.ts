// The overview's SDK resources (part1 §7 overview calls) on the console's transport: the first
// route bundles this area's catalogue, and the accounts' and pools' for their expiring lists
// (docs/expiry.md).
import { Accounts, Overview, Pools } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Overview calls (counts, sums, recent purchases). */
export const overview = new Overview(transport);

/** The expiring lists of service accounts and pools (`listExpiring` of each area). */
export const expiring = {
  accounts: new Accounts(transport),
  pools: new Pools(transport),
};
