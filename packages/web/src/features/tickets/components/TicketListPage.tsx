// /workOrderMng (part2 §2 "My work orders"): filters (ticket number, status, type,
// creation range), the table (index, ticketNo, title, ticketType, status, createTime, a detail
// action) and paging 10/20/30/50/100, all state in the URL. The add button (XZ_GSH982) opens the
// type picker; the detail action (XQ_HGS227) opens the kind's form in view mode.
import { PAGE_PERMISSIONS, type TicketSummary, ticketList } from "@fixcloud/sdk";
import { Button, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { type ColumnOptions, useListColumns } from "../../../shared/list/columns";
import { columnsFor, DataTable, type DataColumn } from "../../../shared/list/DataTable";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage } from "../../../shared/list/ListPage";
import type { UrlFilters } from "../../../shared/list/search";
import { useListNavigation } from "../../../shared/list/useListNavigation";
import { AnchorLink } from "../../../shared/links";
import { useCan } from "../../../shared/permissions";
import { useSettings } from "../../../shared/useSettings";
import { KIND_PATHS } from "../kinds";
import { ticketListQuery } from "../queries";
import { ticketListParams } from "../params";
import { TypePicker } from "./TypePicker";

const route = getRouteApi("/workOrderMng");
const COLS = { base: 1, sm: 2, md: 4 };
const idOf = (t: TicketSummary) => t.ticketNo;

/** The /workOrderMng page. */
export function TicketListPage() {
  const { t } = useTranslation(TICKETS_NS);
  const { timeZone } = useSettings();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const can = useCan();
  const [picking, setPicking] = useState(false);
  const query = useQuery(ticketListQuery(ticketListParams(search, timeZone)));
  const mayView = can(PAGE_PERMISSIONS.ticketDetail);
  const { page, pageSize } = search;

  const options = useMemo<ColumnOptions<TicketSummary>>(
    () => ({
      meta: { ticketNo: { width: 180 }, createTime: { width: 190 } },
      append: mayView
        ? [
            columnsFor<TicketSummary>().display({
              id: "actions",
              header: t("list.actions"),
              cell: ({ row }) => (
                <AnchorLink
                  to={KIND_PATHS[row.original.ticketType as keyof typeof KIND_PATHS] ?? "/addBugOrder"}
                  search={{ type: 2, status: row.original.status, detialId: row.original.ticketNo }}
                  size="sm"
                  aria-label={t("list.detailOf", { ticketNo: row.original.ticketNo })}
                >
                  {t("list.detail")}
                </AnchorLink>
              ),
            }) as DataColumn<TicketSummary>,
          ]
        : [],
    }),
    [t, mayView],
  );
  const described = useListColumns(ticketList, options);
  const columns = useMemo(
    () => [
      columnsFor<TicketSummary>().display({
        id: "index",
        header: t("list.index"),
        meta: { width: 70 },
        cell: ({ row }) => (page - 1) * pageSize + row.index + 1,
      }) as DataColumn<TicketSummary>,
      ...described,
    ],
    [described, t, page, pageSize],
  );

  const { onSearch, onReset, onPage } = useListNavigation<typeof search, UrlFilters<typeof ticketList>>(
    search,
    navigate,
  );
  const filters = useMemo(
    () => ({ label: t("list.filters"), cols: COLS, onSearch, onReset }),
    [t, onSearch, onReset],
  );

  return (
    <ListFrame title={t("list.title")}>
      <ListPage
        descriptor={ticketList}
        search={search}
        filters={filters}
        query={query}
        toolbar={
          can(PAGE_PERMISSIONS.addTicket) ? (
            <Group>
              <Button onClick={() => setPicking(true)}>{t("list.add")}</Button>
            </Group>
          ) : undefined
        }
        table={
          <DataTable<TicketSummary>
            label={t("list.title")}
            records={query.data?.list ?? []}
            columns={columns}
            getRowId={idOf}
            fetching={query.isFetching}
            emptyText={t("list.empty")}
            testId="tickets-table"
          />
        }
        onPage={onPage}
      />
      {/* A modal: it renders in a portal, not in the panel. */}
      <TypePicker opened={picking} onClose={() => setPicking(false)} />
    </ListFrame>
  );
}
