// The message list, /messageMng (part2 §2 "Message list and settings"): tabs (all, type 1,
// type 3), the table of type, title (a link to the detail, bold while unread), read state and
// time, row selection with "mark read" and "delete" (asks first), "mark all read" (msgIds -1) and
// paging; the tab and page live in the URL. Every change refreshes the header's unread count.
import { type Message, MESSAGE_TABS, messageList, messagesLabels } from "@fixcloud/sdk";
import { Button, Group, Tabs, Text } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { confirm } from "../../../shared/confirm";
import { type ColumnOptions, useListColumns } from "../../../shared/list/columns";
import { DataTable } from "../../../shared/list/DataTable";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage } from "../../../shared/list/ListPage";
import { useListNavigation } from "../../../shared/list/useListNavigation";
import { AnchorLink } from "../../../shared/links";
import { useDeleteMessages, useMarkAllRead, useMarkRead } from "../mutations";
import { messageKeys, messageListQuery } from "../queries";
import { messageListParams } from "../params";
import { useFormatTime } from "../../../shared/time";

registerSdkLabels(messagesLabels);

const route = getRouteApi("/messageMng");
const idOf = (m: Message) => m.msgId;
const NONE: Message[] = [];

/** The title links to the message (bold while unread); the id is not shown. */
const COLUMNS: ColumnOptions<Message> = {
  omit: ["msgId"],
  meta: { msgType: { width: 160 }, msgRead: { width: 100 }, createTime: { width: 190 } },
  cells: {
    msgTitle: (m) => (
      <AnchorLink
        to="/messageDetial"
        search={{ msgId: Number(m.msgId) }}
        size="sm"
        fw={m.msgRead ? 400 : 700}
      >
        {m.msgTitle}
      </AnchorLink>
    ),
  },
};

function MessageList() {
  const { t } = useTranslation("messages");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = messageListParams(search);
  const query = useQuery(messageListQuery(params));
  const fetching = useIsFetching({ queryKey: messageKeys.lists() }) > 0;
  const columns = useListColumns(messageList, COLUMNS);
  // A selection belongs to the tab and page it was made on: another scope starts empty.
  const scope = `${search.type ?? ""}:${search.page}:${search.pageSize}`;
  const [picked, setPicked] = useState<{ scope: string; rows: Message[] }>({ scope, rows: [] });
  const selected = picked.scope === scope ? picked.rows : NONE;
  const setSelected = useCallback((rows: Message[]) => setPicked({ scope, rows }), [scope]);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteMessages();

  const { onPage } = useListNavigation(search, navigate);
  const formatTime = useFormatTime();
  // The time too: several messages may share a title (every finished batch of one kind).
  const rowLabel = useCallback(
    (m: Message) => t("list.select", { title: m.msgTitle, time: formatTime(m.createTime) }),
    [t, formatTime],
  );
  const selection = useMemo(
    () => ({ selected, onChange: setSelected, allLabel: t("list.selectAll"), rowLabel }),
    [selected, setSelected, t, rowLabel],
  );
  const ids = selected.map(idOf);
  const busy = markRead.isPending || markAllRead.isPending || remove.isPending;

  const toolbar = (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        disabled={ids.length === 0 || busy}
        onClick={() => markRead.mutate(ids, { onSuccess: () => setSelected([]) })}
      >
        {t("list.markRead")}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        onClick={() =>
          confirm({ message: t("list.confirmAllRead"), onConfirm: () => markAllRead.mutateAsync(undefined) })
        }
      >
        {t("list.markAllRead")}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={ids.length === 0 || busy}
        onClick={() =>
          confirm({
            message: t("list.confirmDelete", { count: ids.length }),
            danger: true,
            confirmLabel: t("list.delete"),
            onConfirm: () => remove.mutateAsync(ids, { onSuccess: () => setSelected([]) }),
          })
        }
      >
        {t("list.delete")}
      </Button>
      {ids.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("list.selected", { count: ids.length })}
        </Text>
      )}
    </Group>
  );

  return (
    <ListFrame title={t("list.title")}>
      <Tabs
        value={String(search.type ?? "all")}
        onChange={(v) => {
          const type = MESSAGE_TABS.find((x) => String(x ?? "all") === v);
          void navigate({ search: { type, page: 1, pageSize: search.pageSize } });
        }}
      >
        <Tabs.List aria-label={t("field.msgType", { ns: "sdk" })}>
          {MESSAGE_TABS.map((type) => (
            <Tabs.Tab key={String(type ?? "all")} value={String(type ?? "all")}>
              {type === undefined ? t("msgTab.all", { ns: "sdk" }) : t(`msgType.${type}`, { ns: "sdk" })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListPage
        descriptor={messageList}
        search={search}
        query={query}
        toolbar={toolbar}
        table={
          <DataTable<Message>
            label={t("list.table")}
            records={query.data?.records ?? []}
            columns={columns}
            getRowId={idOf}
            fetching={fetching}
            selection={selection}
            emptyText={t("list.empty")}
            testId="messages-table"
          />
        }
        onPage={onPage}
      />
    </ListFrame>
  );
}

/** The /messageMng page. */
export function MessageListPage() {
  return (
    <ModalsProvider>
      <MessageList />
    </ModalsProvider>
  );
}
