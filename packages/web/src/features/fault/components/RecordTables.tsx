// The two paged tables of /obstacle (part2 §2-§4, §9): refused connections (errorType 1-6 with
// their labels L000422-L000427, others a dash) and the behaviour log filtered by opType (-1 all,
// 1 login, 2 logout, 4 GGA) with its area named offline; pages of 10/20/30/50/100.
import {
  type BehaviourRecord,
  behaviourType,
  type ErrorRecord,
  errorType,
  type FaultSearch,
  type PAGE_SIZES,
} from "@fixcloud/sdk";
import { Group, Select, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EnumBadge } from "../../../shared/StateBadge";
import { columnsFor, type DataColumn, DataTable, dash } from "../../../shared/list/DataTable";
import { Pager } from "../../../shared/list/Pager";
import { useFormatTime } from "../../../shared/time";
import { behavioursQuery, errorsQuery } from "../queries";

type Size = (typeof PAGE_SIZES)[number];
// Rows are keyed by position in DataTable; the id only serves selection, which these tables have not.
const idOf = (r: ErrorRecord | BehaviourRecord) => r.time;
/** Behaviour filter values of part2 §4. */
const OP_FILTER = [-1, 1, 2, 4] as const;

/** Page and page size of one table (part2 §9: 10/20/30/50/100, default 10). */
function usePaging() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const onChange = useCallback((p: number, s: Size) => {
    setPage(p);
    setSize(s);
  }, []);
  return { page, size, setPage, onChange };
}

/** A table of records with its pager. */
function PagedRecords<T extends ErrorRecord | BehaviourRecord>(props: {
  label: string;
  testId: string;
  columns: readonly DataColumn<T>[];
  data: { records: T[]; total: number } | undefined;
  fetching: boolean;
  paging: ReturnType<typeof usePaging>;
}) {
  const { t } = useTranslation("fault");
  return (
    <>
      <DataTable<T>
        label={props.label}
        records={props.data?.records ?? []}
        columns={props.columns}
        getRowId={idOf}
        fetching={props.fetching}
        emptyText={t("empty")}
        testId={props.testId}
      />
      <Pager
        total={props.data?.total ?? 0}
        page={props.paging.page}
        pageSize={props.paging.size}
        onChange={props.paging.onChange}
      />
    </>
  );
}

/** Refused connections of the search, newest first. */
export function ErrorTable({ search }: { search: FaultSearch }) {
  const { t } = useTranslation("fault");
  const time = useFormatTime();
  const paging = usePaging();
  const q = useQuery(errorsQuery(search, paging.page, paging.size));
  const columns = useMemo((): DataColumn<ErrorRecord>[] => {
    const col = columnsFor<ErrorRecord>();
    const f = (k: string) => t(`field.${k}`, { ns: "sdk" });
    return [
      col.accessor("time", { header: f("time"), cell: ({ getValue }) => time(getValue()) }),
      col.accessor("errorType", {
        header: f("errorType"),
        cell: ({ getValue }) => <EnumBadge def={errorType} value={getValue()} />,
      }),
      col.accessor("ip", { header: f("ip") }),
      col.accessor("port", { header: t("field.port", { ns: "sdk" }) }),
      col.accessor("accessPoint", { header: t("field.accessPoint", { ns: "sdk" }) }),
      col.accessor("errorDesc", { header: f("errorDesc"), cell: ({ getValue }) => dash(getValue()) }),
    ];
  }, [t, time]);
  return (
    <section aria-labelledby="fault-errors">
      <Stack gap="xs">
        <Title order={2} size="h4" id="fault-errors">
          {t("errors")}
        </Title>
        <PagedRecords
          label={t("errors")}
          testId="fault-errors"
          columns={columns}
          data={q.data}
          fetching={q.isFetching}
          paging={paging}
        />
      </Stack>
    </section>
  );
}

/** The behaviour log of the search, newest first, filtered by opType. */
export function BehaviourTable({ search }: { search: FaultSearch }) {
  const { t } = useTranslation("fault");
  const time = useFormatTime();
  const paging = usePaging();
  const [opType, setOpType] = useState<(typeof OP_FILTER)[number]>(-1);
  const q = useQuery(behavioursQuery(search, paging.page, paging.size, opType));
  const columns = useMemo((): DataColumn<BehaviourRecord>[] => {
    const col = columnsFor<BehaviourRecord>();
    const f = (k: string) => t(`field.${k}`, { ns: "sdk" });
    return [
      col.accessor("time", { header: f("time"), cell: ({ getValue }) => time(getValue()) }),
      col.accessor("opType", {
        header: f("opType"),
        cell: ({ getValue }) => <EnumBadge def={behaviourType} value={getValue()} />,
      }),
      col.accessor("coordinate", { header: f("coordinate"), cell: ({ getValue }) => dash(getValue()) }),
      col.accessor("areaName", { header: f("areaName"), cell: ({ getValue }) => dash(getValue()) }),
      col.accessor("ip", { header: f("ip") }),
      col.accessor("port", { header: t("field.port", { ns: "sdk" }) }),
      col.accessor("accessPoint", { header: t("field.accessPoint", { ns: "sdk" }) }),
      col.accessor("ggaStr", { header: f("ggaStr"), cell: ({ getValue }) => dash(getValue()) }),
    ];
  }, [t, time]);
  const options = OP_FILTER.map((v) => ({ value: String(v), label: t(`behaviourType.${v}`, { ns: "sdk" }) }));
  return (
    <section aria-labelledby="fault-behaviours">
      <Stack gap="xs">
        <Group justify="space-between" align="end">
          <Title order={2} size="h4" id="fault-behaviours">
            {t("behaviours")}
          </Title>
          <Select
            label={t("field.opType", { ns: "sdk" })}
            data={options}
            value={String(opType)}
            onChange={(v) => {
              setOpType(Number(v ?? -1) as (typeof OP_FILTER)[number]);
              paging.setPage(1);
            }}
            allowDeselect={false}
            w={160}
            data-testid="fault-optype"
          />
        </Group>
        <PagedRecords
          label={t("behaviours")}
          testId="fault-behaviours"
          columns={columns}
          data={q.data}
          fetching={q.isFetching}
          paging={paging}
        />
      </Stack>
    </section>
  );
}
