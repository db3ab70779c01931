// The webhook endpoint form (docs/webhooks.md, an addition to the spec's API under
// {push}/webhook): the URL (required, http or https, at most 500 characters), an optional
// description (at most 50) and the event types (none: every type). The console's add dialog,
// the CLI's `webhooks add` flags, the create and update request schemas and the sandbox's check
// are built from this descriptor.
import { defineForm, field } from "../shared/form.js";
import type { Text } from "../shared/rules.js";
import { WEBHOOK_LIMITS } from "./limits.js";
import { webhooks } from "./rules.js";

/** The webhook endpoint form (docs/webhooks.md). */
export const webhookEndpointForm = defineForm({
  name: "webhookEndpoint",
  source: "docs/webhooks.md (an addition to part1 §7 {push})",
  fields: [
    field("url", "text", {
      required: true,
      max: WEBHOOK_LIMITS.urlMax,
      rule: (v) => webhooks.url(v as Text),
    }),
    field("description", "text", {
      optional: true,
      max: WEBHOOK_LIMITS.descriptionMax,
      rule: (v) => webhooks.description(v as Text),
    }),
    field("eventTypes", "list", {
      optional: true,
      rule: (v) => webhooks.eventTypes(v as readonly string[] | undefined),
    }),
  ],
});
