import { labelKey, type Pool, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Link } from "@tanstack/react-router";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { columnsFor, type DataColumn, DataTable } from "../../shared/DataTable";
import { useFormatTime } from "../../shared/time";
import { useCan } from "./permissions";
import { PoolStateBadge } from "./PoolStateBadge";

const col = columnsFor<Pool>();
const idOf = (p: Pool) => p.poolId;

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
export const PoolTable = memo(function PoolTable({
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

  const columns = useMemo<DataColumn<Pool>[]>(() => {
    const time = (key: "forceActivationTime" | "activationTime" | "endTime") =>
      col.accessor(key, { header: t(`columns.${key}`), cell: (c) => fmt(c.getValue()) });
    const mayManage = can(servicePermission(selectType, "deviceManagement"));
    const mayBind = can(servicePermission(selectType, "bind"));
    const mayActivate = can(servicePermission(selectType, "activate"));
    return [
      col.accessor("poolId", { header: t("columns.poolId") }),
      col.accessor("serviceProductName", { header: t("columns.serviceProduct") }),
      col.accessor("calType", {
        header: t("columns.calType"),
        cell: ({ row: { original: p } }) =>
          p.calTypeName || t(labelKey("calType", p.calType) ?? "-", { ns: "sdk" }),
      }),
      col.accessor("buyTotalName", { header: t("columns.buyTotal") }),
      col.accessor("remainingQuantityName", { header: t("columns.remaining") }),
      col.accessor("abpState", {
        header: t("columns.abpState"),
        cell: (c) => <PoolStateBadge state={c.getValue()} />,
      }),
      time("forceActivationTime"),
      time("activationTime"),
      time("endTime"),
      col.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row: { original: p } }) => (
          <span className="fc-actions">
            {mayManage && (
              <Link
                className="fc-link"
                to="/serviceNoList"
                search={{ poolId: p.poolId, type: devicePageType(p), selectType }}
                aria-label={t("actions.devicesOf", { poolId: p.poolId })}
              >
                {t("actions.devices")}
              </Link>
            )}
            {mayBind && (
              <button
                type="button"
                className="fc-link"
                onClick={() => onBind(p)}
                aria-label={t("actions.bindOf", { poolId: p.poolId })}
              >
                {t("actions.bind")}
              </button>
            )}
            {mayActivate && (
              <button
                type="button"
                className="fc-link"
                disabled={!canActivatePool(p)}
                onClick={() => onActivate(p)}
                aria-label={t("actions.activateOf", { poolId: p.poolId })}
              >
                {t("actions.activate")}
              </button>
            )}
            <button
              type="button"
              className="fc-link"
              onClick={() => onDetails(p)}
              aria-label={t("actions.detailsOf", { poolId: p.poolId })}
            >
              {t("actions.details")}
            </button>
          </span>
        ),
      }),
    ];
  }, [t, fmt, can, selectType, onBind, onActivate, onDetails]);

  const rowLabel = useCallback((p: Pool) => t("list.selectRow", { poolId: p.poolId }), [t]);

  return (
    <DataTable<Pool>
      label={t("list.label")}
      records={records}
      columns={columns}
      getRowId={idOf}
      fetching={fetching}
      emptyText={t("list.empty")}
      selection={{ selected, onChange: onSelectedChange, allLabel: t("list.selectAll"), rowLabel }}
      pinLast
    />
  );
});
