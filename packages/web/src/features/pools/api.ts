// The resource pools' SDK resource (part1 §7 pool calls; `pools.devices` for /serviceNoList) on
// the console's transport. The pool's calculation type picks every fill, device and upload call
// inside the SDK (catalogue/pools/calls.ts), never here.
import { Pools } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Pool calls, and the device calls under `pools.devices`. */
export const pools = new Pools(transport);
