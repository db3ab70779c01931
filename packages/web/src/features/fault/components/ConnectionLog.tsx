// The connection log on /obstacle (docs/ntrip-caster.md "Connection log"; the fault area's
// `connectionLog`): every attempt of the searched account in the searched range, newest first,
// like Emlid's per-attempt log: time, outcome, reason (with its fix on hover), the client's
// address and software, mount point, NTRIP version and the session's length. Paged 10/20/30/50/100.
import {
  type ConnectionLogEntry,
  connectionOutcome,
  type FaultSearch,
  formatDuration,
  ntripRefusalReason,
  type PAGE_SIZES,
} from "@fixcloud/sdk";
import { Stack, Title, Tooltip } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EnumBadge } from "../../../shared/StateBadge";
import { columnsFor, type DataColumn, DataTable, dash } from "../../../shared/list/DataTable";
import { Pager } from "../../../shared/list/Pager";
import { useFormatTime } from "../../../shared/time";
import { connectionsQuery } from "../queries";

type Size = (typeof PAGE_SIZES)[number];

/** The connection log of the search. */
export function ConnectionLogTable({ search }: { search: FaultSearch }) {
  const { t } = useTranslation("sdk");
  const time = useFormatTime();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const onChange = useCallback((p: number, s: Size) => {
    setPage(p);
    setSize(s);
  }, []);
  const q = useQuery(connectionsQuery(search, page, size));
  const columns = useMemo((): DataColumn<ConnectionLogEntry>[] => {
    const col = columnsFor<ConnectionLogEntry>();
    const f = (k: string) => t(`connectionLog.field.${k}`);
    return [
      col.accessor("time", { header: f("time"), cell: ({ getValue }) => time(getValue()) }),
      col.accessor("outcome", {
        header: f("outcome"),
        cell: ({ getValue }) => <EnumBadge def={connectionOutcome} value={getValue()} />,
      }),
      col.accessor("reason", {
        header: f("reason"),
        cell: ({ getValue }) => {
          const reason = getValue();
          if (!reason) return "-";
          return (
            <Tooltip label={t(`ntripRefusal.${reason}.fix`)} multiline w={280} withArrow>
              <span>
                <EnumBadge def={ntripRefusalReason} value={reason} />
              </span>
            </Tooltip>
          );
        },
      }),
      col.accessor((r) => `${r.ip}:${r.port}`, { id: "client", header: f("client") }),
      col.accessor("userAgent", { header: f("userAgent"), cell: ({ getValue }) => dash(getValue()) }),
      col.accessor("mountPoint", { header: f("mountPoint"), cell: ({ getValue }) => dash(getValue()) }),
      col.accessor("ntripVersion", { header: f("ntripVersion"), cell: ({ getValue }) => dash(getValue()) }),
      col.accessor("durationS", {
        header: f("duration"),
        cell: ({ getValue }) => {
          const s = getValue();
          return s === null ? "-" : formatDuration(s * 1000);
        },
      }),
    ];
  }, [t, time]);
  return (
    <section aria-labelledby="fault-connections">
      <Stack gap="xs">
        <Title order={2} size="h4" id="fault-connections">
          {t("connectionLog.title")}
        </Title>
        <DataTable<ConnectionLogEntry>
          label={t("connectionLog.title")}
          records={q.data?.list ?? []}
          columns={columns}
          getRowId={(r) => `${r.time}-${r.outcome}-${r.port}`}
          fetching={q.isFetching}
          emptyText={t("empty", { ns: "fault" })}
          testId="fault-connections"
        />
        <Pager total={q.data?.total ?? 0} page={page} pageSize={size} onChange={onChange} />
      </Stack>
    </section>
  );
}
