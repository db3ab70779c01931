// The receiver page, /receiveMan (part2 §2, §4, §8): the table (name, email, phone, position,
// actions) with each address's verified tick or warning popover and resend link; the add button,
// disabled with the limit message (L000692) at 10 receivers or when the list answered 777, or,
// for a customer not certified (whose 405 the list answers as 777), with L000519 and a link to
// the certification page (the SDK's receiverAddBlock decides which); the add/edit dialog; delete after a confirmation. The holder's row (receiverId "0") has no actions.
// The pending-send list is polled every 60 s (queries.ts) while the page is open.
import {
  isHolderReceiver,
  type PendingSends,
  type Receiver,
  receiverAddBlock,
  receiversLabels,
} from "@fixcloud/sdk";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { confirm } from "../../../shared/confirm";
import { columnsFor, type DataColumn, DataTable } from "../../../shared/list/DataTable";
import { AnchorLink } from "../../../shared/links";
import { Loading } from "../../../shared/Loading";
import { useSession } from "../../../shared/session";
import { useDeleteReceiver } from "../mutations";
import { pendingSendsQuery, receiverKeys, receiverListQuery } from "../queries";
import { AddressCell } from "./AddressCell";
import { ReceiverDialog } from "./ReceiverDialog";

registerSdkLabels(receiversLabels);

const idOf = (r: Receiver) => r.receiverId;
type Dialog = { receiver?: Receiver } | null;

/** The /receiveMan page. */
export function ReceiversPage() {
  const { t } = useTranslation("receivers");
  const { data } = useQuery(receiverListQuery());
  const { data: pending } = useQuery(pendingSendsQuery());
  const fetching = useIsFetching({ queryKey: receiverKeys.list() }) > 0;
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useReceiverColumns(pending, setDialog);
  const session = useSession();
  const blocked = data ? receiverAddBlock(data, session) : null;

  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t("title")}
          </Title>
          <Group>
            <Button
              onClick={() => setDialog({})}
              disabled={!data || blocked !== null}
              aria-describedby={blocked ? "receivers-limit" : undefined}
            >
              {t("add")}
            </Button>
            {blocked && (
              <Text id="receivers-limit" size="sm" c="orange.9" role="status">
                {t(blocked, { ns: "sdk" })}
              </Text>
            )}
            {blocked === "L000519" && (
              <AnchorLink to="/realNameAttestate" size="sm">
                {t("certify")}
              </AnchorLink>
            )}
          </Group>
          {data ? (
            <DataTable<Receiver>
              label={t("table")}
              records={data.receivers}
              columns={columns}
              getRowId={idOf}
              fetching={fetching}
              emptyText={t("empty")}
              pinLast
              testId="receivers-table"
            />
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
      {dialog && (
        <ReceiverDialog receiver={dialog.receiver} pending={pending} onClose={() => setDialog(null)} />
      )}
    </ModalsProvider>
  );
}

/** The columns of part2 §2: name, email, phone, position, actions. */
function useReceiverColumns(pending: PendingSends | undefined, open: (d: Dialog) => void) {
  const { t } = useTranslation("receivers");
  return useMemo((): DataColumn<Receiver>[] => {
    const col = columnsFor<Receiver>();
    return [
      col.accessor("name", { header: t("field.name", { ns: "sdk" }) }),
      col.display({
        id: "email",
        header: t("field.email", { ns: "sdk" }),
        cell: ({ row }) => <AddressCell receiver={row.original} channel="email" pending={pending} />,
      }),
      col.display({
        id: "phone",
        header: t("field.phone", { ns: "sdk" }),
        cell: ({ row }) => <AddressCell receiver={row.original} channel="phone" pending={pending} />,
      }),
      col.accessor("position", { header: t("field.position", { ns: "sdk" }) }),
      col.display({
        id: "actions",
        header: t("common:list.actions"),
        cell: ({ row }) =>
          isHolderReceiver(row.original) ? null : <RowActions receiver={row.original} open={open} />,
      }),
    ];
  }, [t, pending, open]);
}

/** A row's actions: edit, delete (after L-confirm). */
function RowActions({ receiver, open }: { receiver: Receiver; open: (d: Dialog) => void }) {
  const { t } = useTranslation("receivers");
  const remove = useDeleteReceiver();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t("rowActions", { name: receiver.name })}>
      <Button size="compact-sm" variant="subtle" onClick={() => open({ receiver })}>
        {t("action.edit")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={remove.isPending}
        onClick={() =>
          confirm({
            message: t("confirmDelete", { name: receiver.name }),
            danger: true,
            onConfirm: () => remove.mutateAsync(receiver.receiverId),
          })
        }
      >
        {t("action.delete")}
      </Button>
    </Group>
  );
}
