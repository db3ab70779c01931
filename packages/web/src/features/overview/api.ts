// The overview's SDK resource (part1 §7 overview calls) on the console's transport: the first
// route bundles this area's catalogue only.
import { Overview } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Overview calls (counts, sums, recent purchases). */
export const overview = new Overview(transport);
