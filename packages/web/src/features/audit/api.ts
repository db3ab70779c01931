// The audit trail's SDK resource (an addition to the spec's API under {customer}/audit;
// docs/audit.md) on the console's transport.
import { Audit } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Audit calls: the list of entries and one entry with its batch rows. */
export const audit = new Audit(transport);
