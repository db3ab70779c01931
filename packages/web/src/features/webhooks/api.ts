// The webhooks' SDK resource (an addition to the spec's API under
// {push}/webhook) on the console's transport.
import { Webhooks } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Webhook calls: endpoints, secrets, the delivery log, redeliver. */
export const webhooks = new Webhooks(transport);
