import { labelKey, type Pool, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Button, type ButtonProps, Group } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { useFormatTime } from "../../shared/time";
import { useCan } from "./permissions";
import { PoolStateBadge } from "./PoolStateBadge";

/** A Mantine button as a type-safe router link (route path and search are checked). */
const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<"a">) => (
  <Button component="a" {...props} />
));

/** Device page type of a pool (part1 §2): 1 for a concurrency pool, 2 for the others. */
export const devicePageType = (pool: Pool): 1 | 2 => (pool.calType === "concurrent_pool" ? 1 : 2);

/** Pool activation is possible only for manual activation that is still pending (part1 §2). */
export const canActivatePool = (pool: Pool): boolean =>
  pool.activationMode === 1 && pool.activationStatus === 1;

export interface PoolTableProps {
  selectType: ServiceType;
  records: Pool[];
  fetching: boolean;
  selected: Pool[];
  onSelectedChange: (rows: Pool[]) => void;
  onBind: (pool: Pool) => void;
  onActivate: (pool: Pool) => void;
  onDetails: (pool: Pool) => void;
}

/** The pool list of part1 §2 with row selection (for export) and the four row actions. */
export function PoolTable({
  selectType,
  records,
  fetching,
  selected,
  onSelectedChange,
  onBind,
  onActivate,
  onDetails,
}: PoolTableProps) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();
  const can = useCan();

  const columns = useMemo<DataTableColumn<Pool>[]>(() => {
    const time = (accessor: "forceActivationTime" | "activationTime" | "endTime"): DataTableColumn<Pool> => ({
      accessor,
      title: t(`columns.${accessor}`),
      noWrap: true,
      render: (p) => fmt(p[accessor]),
    });
    const mayManage = can(servicePermission(selectType, "deviceManagement"));
    const mayBind = can(servicePermission(selectType, "bind"));
    const mayActivate = can(servicePermission(selectType, "activate"));
    return [
      { accessor: "poolId", title: t("columns.poolId"), noWrap: true },
      { accessor: "serviceProductName", title: t("columns.serviceProduct"), noWrap: true },
      {
        accessor: "calType",
        title: t("columns.calType"),
        noWrap: true,
        render: (p) => p.calTypeName || t(labelKey("calType", p.calType) ?? "-", { ns: "sdk" }),
      },
      { accessor: "buyTotalName", title: t("columns.buyTotal"), noWrap: true },
      { accessor: "remainingQuantityName", title: t("columns.remaining"), noWrap: true },
      {
        accessor: "abpState",
        title: t("columns.abpState"),
        noWrap: true,
        render: (p) => <PoolStateBadge state={p.abpState} />,
      },
      time("forceActivationTime"),
      time("activationTime"),
      time("endTime"),
      {
        accessor: "actions",
        title: t("columns.actions"),
        noWrap: true,
        render: (p) => (
          <Group gap={2} wrap="nowrap">
            {mayManage && (
              <ButtonLink
                size="compact-xs"
                variant="subtle"
                to="/serviceNoList"
                search={{ poolId: p.poolId, type: devicePageType(p), selectType }}
                aria-label={t("actions.devicesOf", { poolId: p.poolId })}
              >
                {t("actions.devices")}
              </ButtonLink>
            )}
            {mayBind && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onBind(p)}
                aria-label={t("actions.bindOf", { poolId: p.poolId })}
              >
                {t("actions.bind")}
              </Button>
            )}
            {mayActivate && (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={!canActivatePool(p)}
                onClick={() => onActivate(p)}
                aria-label={t("actions.activateOf", { poolId: p.poolId })}
              >
                {t("actions.activate")}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onDetails(p)}
              aria-label={t("actions.detailsOf", { poolId: p.poolId })}
            >
              {t("actions.details")}
            </Button>
          </Group>
        ),
      },
    ];
  }, [t, fmt, can, selectType, onBind, onActivate, onDetails]);

  return (
    <DataTable<Pool>
      aria-label={t("list.label")}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing={4}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={records.length ? undefined : 180}
      pinLastColumn
      idAccessor="poolId"
      records={records}
      columns={columns}
      fetching={fetching}
      noRecordsText={t("list.empty")}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
      getRecordSelectionCheckboxProps={(p) => ({ "aria-label": t("list.selectRow", { poolId: p.poolId }) })}
    />
  );
}
