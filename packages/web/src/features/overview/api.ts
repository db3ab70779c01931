// The overview's SDK resource (part1 §7 overview calls, and what expires soon: docs/expiry.md) on
// the console's transport: the first route bundles this area's catalogue only (one overview call
// for the expiring block, not the accounts' and pools' areas: ~10 KB gz of the first route).
import { Overview } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Overview calls (counts, sums, recent purchases, what expires soon). */
export const overview = new Overview(transport);
