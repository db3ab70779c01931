// What /roleMng loads (part2 §2), imported on demand by routes/roleMng.ts (why here:
// docs/architecture.md, "First route weight"): the role list and the menu tree (the detail dialog's), started
// and not awaited, so a search never puts the route into its pending state.
import { menuTreeQuery, roleListQuery } from "../../features/roles/queries";
import type { RoleSearch } from "../../features/roles/search";
import { mayVisit } from "../../shared/permissions";
import { getSettings } from "../../shared/settings";
import type { LoaderArgs } from "../__root";

/** `/roleMng?roleName=&roleStatus=`. */
export function loadRoleMng({ context: { queryClient }, deps }: LoaderArgs<RoleSearch>): void {
  if (!mayVisit("/roleMng")) return;
  void queryClient.prefetchQuery(roleListQuery(deps));
  void queryClient.prefetchQuery(menuTreeQuery(getSettings().language));
}
