// What /serviceNoList loads (part1 §2, the device accounts of a pool), imported on demand by
// routes/serviceNoList.ts (why here: docs/architecture.md, "First route weight"). It finds the pool (its
// calculation type decides every device call), then starts its device list request with the
// query options the page reads, without waiting for it: a search or page change keeps the page
// on screen with its previous rows.
import { deviceListQuery, poolRefOf } from "../../features/pools/devices/queries";
import type { DeviceSearch } from "../../features/pools/devices/search";
import { deviceListParams } from "../../features/pools/devices/params";
import { poolQuery } from "../../features/pools/queries";
import { getSettings } from "../../shared/settings";
import type { LoaderArgs } from "../__root";

/** `/serviceNoList?poolId=&type=&selectType=`: the pool awaited, its device page started. */
export async function loadServiceNoList({
  context: { queryClient },
  deps,
}: LoaderArgs<DeviceSearch>): Promise<void> {
  if (!deps.poolId) return;
  const pool = await queryClient.ensureQueryData(poolQuery(deps.poolId, deps.selectType));
  if (pool)
    void queryClient.prefetchQuery(
      deviceListQuery(poolRefOf(pool), deviceListParams(deps, getSettings().timeZone)),
    );
}
