// The pool list's table (part1 §2): the SDK descriptor's columns, row selection (for export) and
// the row actions: device management (/serviceNoList with the pool's page type), bind (create
// accounts), activate (only activationMode 1 with activationStatus 1), details, and for
// high-precision pools the pool's fleet health (/fleet?poolId=), for those who may open it.
import { devicePageTypeOf, type Pool, poolList, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Link } from "@tanstack/react-router";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { actionLabel } from "../../../shared/actions";
import { columnsFor, DataTable } from "../../../shared/list/DataTable";
import { type ColumnOptions, useListColumns } from "../../../shared/list/columns";
import { mayVisitWith, useCan } from "../../../shared/permissions";
import { useSession } from "../../../shared/session";

const idOf = (p: Pool) => p.poolId;

/** Pool activation is possible only for manual activation that is still pending (part1 §2). */
const canActivatePool = (pool: Pool): boolean => pool.activationMode === 1 && pool.activationStatus === 1;

/** Props of {@link PoolTable}. */
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

/** The pool table. */
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
  const can = useCan();
  const session = useSession();
  const options = useMemo<ColumnOptions<Pool>>(() => {
    const mayManage = can(servicePermission(selectType, "deviceManagement"));
    const mayBind = can(servicePermission(selectType, "bind"));
    const mayActivate = can(servicePermission(selectType, "activate"));
    // Rovers that send GGA are high precision's: the other families have no fleet figures.
    const mayFleet = selectType === 1 && mayVisitWith(session, "/fleet");
    const actions = columnsFor<Pool>().display({
      id: "actions",
      header: t("common:list.actions"),
      cell: ({ row: { original: p } }) => (
        <span className="fc-actions">
          {mayManage && (
            <Link
              className="fc-link"
              to="/serviceNoList"
              search={{ poolId: p.poolId, type: devicePageTypeOf(p.calType), selectType }}
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
              // Focusable with its reason (not `disabled`), for keyboard and screen reader users.
              aria-disabled={!canActivatePool(p) || undefined}
              title={canActivatePool(p) ? undefined : t("actions.activateWhy")}
              onClick={() => canActivatePool(p) && onActivate(p)}
              aria-label={t("actions.activateOf", { poolId: p.poolId })}
            >
              {actionLabel(t, "activate")}
            </button>
          )}
          <button
            type="button"
            className="fc-link"
            onClick={() => onDetails(p)}
            aria-label={t("actions.detailsOf", { poolId: p.poolId })}
          >
            {t("common:action.details")}
          </button>
          {mayFleet && (
            <Link
              className="fc-link"
              to="/fleet"
              search={{ poolId: p.poolId }}
              aria-label={t("actions.fleetOf", { poolId: p.poolId })}
            >
              {t("actions.fleet")}
            </Link>
          )}
        </span>
      ),
    });
    return { append: [actions] };
  }, [t, can, session, selectType, onBind, onActivate, onDetails]);
  const columns = useListColumns(poolList, options);
  const rowLabel = useCallback((p: Pool) => t("list.selectRow", { poolId: p.poolId }), [t]);

  return (
    <DataTable<Pool>
      testId="pools-table"
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
