// The pools tab of a service screen (part1 §2): filters in the URL, the pool list with row
// selection and row actions, export of the selection or of the filter, paging.
import { type Pool, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { SERVICE_PATHS, type ServiceSearch } from "../../routes/search";
import { useFilterValue } from "../../shared/FilterForm";
import { Pager } from "../../shared/Pager";
import { ConfirmDialog } from "./ConfirmDialog";
import { FillDialog } from "./FillDialog";
import { useActivatePool, useExportPools } from "./mutations";
import { notifyBatch } from "./notify";
import { PoolDetailDrawer } from "./PoolDetailDrawer";
import { PoolFilters } from "./PoolFilters";
import { PoolTable } from "./PoolTable";
import { useCan } from "./permissions";
import { poolListQuery } from "./queries";
import { POOL_FILTER_KEYS, type PoolFilterSearch, poolListParams } from "./search";

export function PoolsTab({ selectType, search }: { selectType: ServiceType; search: ServiceSearch }) {
  const { t } = useTranslation(POOLS_NS);
  const navigate = useNavigate();
  const can = useCan();
  const path = SERVICE_PATHS[selectType - 1] ?? "/highPrecision";
  const params = poolListParams(selectType, search);
  const { data, isFetching } = useQuery(poolListQuery(params));
  const go = (next: Partial<ServiceSearch>) => void navigate({ to: path, search: next as ServiceSearch });

  const [selected, setSelected] = useState<Pool[]>([]);
  const [binding, setBinding] = useState<Pool | null>(null);
  const [activating, setActivating] = useState<Pool | null>(null);
  const [details, setDetails] = useState<Pool | null>(null);
  const activate = useActivatePool();
  const exportPools = useExportPools();

  // A new search or page starts without a selection.
  const paramsKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list request changes
  useEffect(() => setSelected([]), [paramsKey]);

  const onBind = useCallback((p: Pool) => setBinding(p), []);
  const onActivate = useCallback((p: Pool) => setActivating(p), []);
  const onDetails = useCallback((p: Pool) => setDetails(p), []);

  const filters: PoolFilterSearch = useFilterValue(search, POOL_FILTER_KEYS);

  function runExport() {
    const { pageNo: _p, pageSize: _s, ...filter } = params;
    exportPools.mutate(selected.length ? { selectType, poolIds: selected.map((p) => p.poolId) } : filter);
  }

  return (
    <Stack gap="md">
      <PoolFilters
        selectType={selectType}
        value={filters}
        onSearch={(f) => go({ ...f, tab: 2, page: 1, pageSize: search.pageSize })}
        onReset={() => go({ tab: 2, page: 1, pageSize: search.pageSize })}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length ? t("list.selected", { count: selected.length }) : t("list.noneSelected")}
        </Text>
        {can(servicePermission(selectType, "export")) && (
          <Button variant="light" onClick={runExport} loading={exportPools.isPending}>
            {selected.length ? t("export.selected", { count: selected.length }) : t("export.all")}
          </Button>
        )}
      </Group>
      <PoolTable
        selectType={selectType}
        records={data?.list ?? []}
        fetching={isFetching}
        selected={selected}
        onSelectedChange={setSelected}
        onBind={onBind}
        onActivate={onActivate}
        onDetails={onDetails}
      />
      <Pager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={search.pageSize}
        onChange={(page, pageSize) => go({ ...search, page, pageSize })}
      />
      <FillDialog pool={binding} onClose={() => setBinding(null)} />
      <ConfirmDialog
        opened={activating !== null}
        title={t("activate.title")}
        message={t("activate.confirm", { poolId: activating?.poolId ?? "" })}
        confirmLabel={t("actions.activate")}
        loading={activate.isPending}
        onClose={() => setActivating(null)}
        onConfirm={() =>
          activating &&
          activate.mutate(activating.poolId, {
            onSuccess: (res) => {
              notifyBatch(res);
              setActivating(null);
            },
          })
        }
      />
      <PoolDetailDrawer pool={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}

export default PoolsTab;
