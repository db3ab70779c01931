// The export permission, asked of the server before an export (part1 §6: "export" is a button
// permission per service type and on the device page). The CLI builds its files from the list
// calls rather than the server's export call (see docs/architecture.md "CLI exports"), so the
// server's check on that call no longer runs: this check keeps a role without the export
// permission from exporting through the CLI, as the console hides its Export button.
import type { Transport } from "@fixcloud/sdk/transport";
import { ApiError } from "@fixcloud/sdk/transport";
import type { Context } from "../context.js";

/** The SDK's main entry: the permission tables and the user-info call's definition live there. */
export type Sdk = typeof import("@fixcloud/sdk");

/**
 * Resolves when the signed-in role holds the permission `codeOf(sdk)` names (e.g.
 * `(sdk) => sdk.servicePermission(1, "export")`), asked with the user-info call on `transport`
 * (the role header the export's own calls carry, so the answer is that role's codes). Throws a
 * ForbiddenError (exit 1, the message names the code) when it does not hold it, and whatever
 * the call throws (SessionError, ConnectionError …) when the server cannot say.
 */
export async function requirePermission(
  ctx: Context,
  transport: Transport,
  codeOf: (sdk: Sdk) => string,
): Promise<void> {
  // REQUEST (SDK): export `can`, `servicePermission`, `devicePermission` (catalogue/shared/
  // permissions.ts, no zod) from `@fixcloud/sdk/lists` and `securityEndpoints` from a light
  // entry (e.g. `@fixcloud/sdk/accounts`): this check then needs no main entry. Until then the
  // main entry is loaded here, once (dist/sdk/client.cjs), after the export's first page is on
  // the wire, so its load overlaps the server's work instead of preceding it.
  const sdk = await import("@fixcloud/sdk");
  const code = codeOf(sdk);
  const who = await transport.call(sdk.endpoints["security.getUserBaseInfo"], {});
  if (sdk.can(who.permissions, code)) return;
  throw ApiError.from({
    code: 403,
    message: ctx.t("export.forbidden", { code }),
    httpStatus: 200,
    endpoint: "security.getUserBaseInfo",
  });
}
