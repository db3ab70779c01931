// The fleet health screen, /fleet (docs/fleet-health.md, "Console"): the fleet feature's view
// in the URL state, with the customer's high-precision pools (the pools feature's list, first
// 100) offered as its scope. A composite of two features, so a page. A scope change replaces the
// URL's search (a shareable link, and Back returns to the previous scope).
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FleetHealthView, type PoolOption } from "../../features/fleet/components/FleetHealthView";
import { FLEET_NS } from "../../features/fleet/i18n";
import type { FleetSearch } from "../../features/fleet/search";
import { poolListQuery } from "../../features/pools/public";

/** Pools the scope picker lists: the first page of the largest size. */
const POOL_PAGE = { selectType: 1, pageNo: 1, pageSize: 100 } as const;

/** The /fleet page. */
export function FleetPage() {
  const { t } = useTranslation(FLEET_NS);
  const search = useSearch({ from: "/fleet" });
  const navigate = useNavigate();
  const pools = useQuery({ ...poolListQuery(POOL_PAGE), staleTime: 60_000 });
  const options = useMemo<PoolOption[]>(
    () =>
      (pools.data?.list ?? []).map((p) => ({
        value: p.poolId,
        label: t("scope.poolOption", {
          poolId: p.poolId,
          product: t(`sdk:serviceProduct.${p.serviceProduct}`, { defaultValue: p.serviceProduct }),
        }),
      })),
    [pools.data, t],
  );
  return (
    <FleetHealthView
      search={search}
      onScope={(next: FleetSearch) => void navigate({ to: "/fleet", search: next })}
      pools={options}
    />
  );
}
