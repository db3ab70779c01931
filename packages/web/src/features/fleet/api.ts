// The fleet area's SDK resource (fleet health, docs/fleet-health.md) on the console's transport.
import { Fleet } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Fleet health calls: the figures and trend of a scope, the rovers that fare worst. */
export const fleet = new Fleet(transport);
