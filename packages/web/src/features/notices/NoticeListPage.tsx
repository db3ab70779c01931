import { Paper, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { AnchorLink } from "../../shared/links";
import { useTranslation } from "react-i18next";
import { noticeListParams } from "../../routes/search";
import { Pager } from "../../shared/Pager";
import { useFormatTime } from "../../shared/time";
import { NoticeTypeBadge } from "./NoticeTypeBadge";
import { noticeListQuery } from "./queries";

const route = getRouteApi("/noticeList");
const TABS = [0, 1, 2, 3, 4] as const;

/** Announcement list: type tabs, title + publish time, paging; all state in the URL (part1 §2). */
export function NoticeListPage() {
  const { t } = useTranslation("notices");
  const fmt = useFormatTime();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data, isFetching } = useSuspenseQuery(noticeListQuery(noticeListParams(search)));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("list.title")}
        </Title>
        <Tabs
          value={String(search.tab)}
          onChange={(v) =>
            void navigate({ search: { tab: Number(v ?? 0), page: 1, pageSize: search.pageSize } })
          }
        >
          <Tabs.List aria-label={t("list.tabs")}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={String(tab)}>
                {t(`list.tab.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t("list.title")} aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("list.columnTitle")}</Table.Th>
              <Table.Th w={200}>{t("list.columnTime")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.records.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" ta="center" py="lg">
                    {t("list.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              data.records.map((n) => (
                <Table.Tr key={n.noticeId}>
                  <Table.Td>
                    <AnchorLink to="/noticeDetail" search={{ id: n.noticeId }} size="sm">
                      <NoticeTypeBadge type={n.noticeType} /> {n.noticeTitle}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{fmt(n.releaseTime)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        <Pager
          total={data.total}
          page={search.page}
          pageSize={search.pageSize}
          onChange={(page, pageSize) => void navigate({ search: { tab: search.tab, page, pageSize } })}
        />
      </Stack>
    </Paper>
  );
}
