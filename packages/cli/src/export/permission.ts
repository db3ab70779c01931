// The export permission, asked of the server before an export (part1 §6: "export" is a button
// permission per service type and on the device page). The CLI builds its files from the list
// calls rather than the server's export call (see docs/architecture.md "CLI exports"), so the
// server's check on that call no longer runs: this check keeps a role without the export
// permission from exporting through the CLI, as the console hides its Export button. It reads
// only the light SDK entries (the user-info call, the permission tables): no main entry.
import { securityEndpoints } from "@fixcloud/sdk/accounts";
import { can } from "@fixcloud/sdk/lists";
import type { Transport } from "@fixcloud/sdk/transport";
import { ApiError } from "@fixcloud/sdk/transport";
import type { Context } from "../context.js";

/**
 * Resolves when the signed-in role holds the permission `code` (e.g.
 * `servicePermission(1, "export")`), asked with the user-info call on `transport` (the role
 * header the export's own calls carry, so the answer is that role's codes). Throws a
 * ForbiddenError (exit 1, the message names the code) when it does not hold it, and whatever
 * the call throws (SessionError, ConnectionError …) when the server cannot say.
 */
export async function requirePermission(ctx: Context, transport: Transport, code: string): Promise<void> {
  const who = await transport.call(securityEndpoints.getUserBaseInfo, {});
  if (can(who.permissions, code)) return;
  throw ApiError.from({
    code: 403,
    message: ctx.t("export.forbidden", { code }),
    httpStatus: 200,
    endpoint: "security.getUserBaseInfo",
  });
}
