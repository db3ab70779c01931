// The export permission, asked of the server before an export (part1 §6: "export" is a button
// permission per service type and on the device page). The CLI builds its files from the list
// calls rather than the server's export call (see docs/architecture.md "CLI exports"), so the
// server's check on that call no longer runs: this check keeps a role without the export
// permission from exporting through the CLI, as the console hides its Export button.
import { ApiError, can, type FixcloudClient } from "@fixcloud/sdk";
import type { Context } from "../context.js";

/**
 * Resolves when the signed-in role holds `code` (e.g. `servicePermission(1, "export")`).
 * Throws a ForbiddenError (exit 1, the message names the code) when it does not, and whatever
 * the user-info call throws (SessionError, ConnectionError …) when the server cannot say.
 */
export async function requirePermission(ctx: Context, client: FixcloudClient, code: string): Promise<void> {
  // Asked with the role header the export's own calls carry, so the answer is that role's codes.
  const who = await client.call("security.getUserBaseInfo", {});
  if (can(who.permissions, code)) return;
  throw ApiError.from({
    code: 403,
    message: ctx.t("export.forbidden", { code }),
    httpStatus: 200,
    endpoint: "security.getUserBaseInfo",
  });
}
