// The announcement list (part1 §2): type tabs (all, product, maintenance, security, other), a
// title search, the table of titles and publish times, paging; all state in the URL.
import { noticeList, type NoticeSummary, noticeType, valuesOf } from "@fixcloud/sdk";
import { Tabs } from "@mantine/core";
import { useIsFetching, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type ColumnOptions, useListColumns } from "../../../shared/list/columns";
import { DataTable } from "../../../shared/list/DataTable";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage } from "../../../shared/list/ListPage";
import { useListNavigation } from "../../../shared/list/useListNavigation";
import { AnchorLink } from "../../../shared/links";
import { noticeKeys, noticeListQuery } from "../queries";
import { noticeLinkSearch } from "../search";
import { noticeListParams } from "../params";

const route = getRouteApi("/noticeList");
const TITLE_ONLY = ["noticeTitle"] as const;
const COLS = { base: 1, sm: 2, md: 3 };
const idOf = (n: NoticeSummary) => n.noticeId;

/** The title links to the notice; the id is not shown. */
const COLUMNS: ColumnOptions<NoticeSummary> = {
  omit: ["noticeId"],
  meta: { noticeType: { width: 180 }, releaseTime: { width: 200 } },
  cells: {
    noticeTitle: (n) => (
      <AnchorLink to="/noticeDetail" search={noticeLinkSearch(n.noticeId)} size="sm">
        {n.noticeTitle}
      </AnchorLink>
    ),
  },
};

/** The /noticeList page. */
export function NoticeListPage() {
  const { t } = useTranslation("notices");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data } = useSuspenseQuery(noticeListQuery(noticeListParams(search)));
  const fetching = useIsFetching({ queryKey: noticeKeys.all }) > 0;
  const columns = useListColumns(noticeList, COLUMNS);
  const { pageSize } = search;
  const { onSearch, onReset, onPage } = useListNavigation(search, navigate, {
    noticeType: search.noticeType,
  });
  const filters = useMemo(
    () => ({ label: t("list.filters"), keys: TITLE_ONLY, cols: COLS, onSearch, onReset }),
    [t, onSearch, onReset],
  );

  return (
    <ListFrame title={t("list.title")}>
      <Tabs
        value={String(search.noticeType ?? 0)}
        onChange={(v) => {
          const type = valuesOf(noticeType).find((x) => String(x) === v);
          void navigate({ search: { noticeType: type || undefined, page: 1, pageSize } });
        }}
      >
        <Tabs.List aria-label={t("sdk:field.noticeType")}>
          {valuesOf(noticeType).map((type) => (
            <Tabs.Tab key={type} value={String(type)}>
              {t(`noticeType.${type}`, { ns: "sdk" })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListPage
        descriptor={noticeList}
        search={search}
        filters={filters}
        table={
          <DataTable<NoticeSummary>
            label={t("list.title")}
            records={data.records}
            columns={columns}
            getRowId={idOf}
            fetching={fetching}
            emptyText={t("list.empty")}
            testId="notices-table"
          />
        }
        total={data.total}
        onPage={onPage}
      />
    </ListFrame>
  );
}
