// /audit, the audit trail (a project addition; docs/audit.md): the customer's changes newest
// first, filtered by user, action, target (kind and id) and a date window, paged; each entry
// names who (user and role), when (in the time-zone setting), from where (client and address),
// what (action and target) and each field's value before → after, a secret as "changed (not
// shown)". A batch entry opens its rows in a drawer, paged.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditChange,
  type AuditEntry,
  type AuditListRequest,
} from "@fixcloud/sdk";
import {
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { columnsFor, type DataColumn, DataTable } from "../../../shared/list/DataTable";
import { Pager } from "../../../shared/list/Pager";
import { Loading } from "../../../shared/Loading";
import { useFormatTime } from "../../../shared/time";
import { audit } from "../api";
import { AUDIT_NS } from "../i18n";

const SIZES = [10, 20, 50, 100] as const;
type Size = (typeof SIZES)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's fields, as typed. */
interface Form {
  username: string;
  action: string | null;
  entity: string | null;
  entityId: string;
  since: string;
  until: string;
}
const EMPTY: Form = { username: "", action: null, entity: null, entityId: "", since: "", until: "" };

/** The request of a submitted form: dates as the day's start (UTC), `until` the day after. */
function requestOf(f: Form): AuditListRequest {
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    username: f.username.trim() || undefined,
    action: f.action ?? undefined,
    entity: f.entity ?? undefined,
    entityId: f.entity ? f.entityId.trim() || undefined : undefined,
    since: f.since ? `${f.since} 00:00:00` : undefined,
    until: f.until ? `${next(f.until)} 00:00:00` : undefined,
  };
}

/** The /audit page. */
export function AuditPage() {
  const { t } = useTranslation(AUDIT_NS);
  const [form, setForm] = useState<Form>(EMPTY);
  const [filter, setFilter] = useState<AuditListRequest>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(20);
  const [batch, setBatch] = useState<AuditEntry | null>(null);
  const badDate = [form.since, form.until].some((d) => d !== "" && !DATE.test(d));
  const { data, isFetching } = useQuery({
    queryKey: ["audit", "list", filter, page, size],
    queryFn: ({ signal }) => audit.list({ ...filter, pageNo: page, pageSize: size }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useEntryColumns(setBatch);
  const actions = useMemo(
    () => AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`auditAction.${a}`, { ns: "sdk" }) })),
    [t],
  );
  const entities = useMemo(
    () => AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`auditEntity.${e}`, { ns: "sdk" }) })),
    [t],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badDate) return;
    setFilter(requestOf(form));
    setPage(1);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("title")}
        </Title>
        <Text size="sm">{t("intro")}</Text>
        <form onSubmit={submit} aria-label={t("filters")}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput
              label={t("field.userName", { ns: "sdk" })}
              value={form.username}
              maxLength={64}
              onChange={(e) => setForm({ ...form, username: e.currentTarget.value })}
            />
            <Select
              label={t("action")}
              placeholder={t("anyAction")}
              data={actions}
              value={form.action}
              clearable
              searchable
              onChange={(v) => setForm({ ...form, action: v })}
            />
            <Select
              label={t("entity")}
              placeholder={t("anyEntity")}
              data={entities}
              value={form.entity}
              clearable
              onChange={(v) => setForm({ ...form, entity: v })}
            />
            <TextInput
              label={t("entityId")}
              value={form.entityId}
              maxLength={100}
              disabled={!form.entity}
              onChange={(e) => setForm({ ...form, entityId: e.currentTarget.value })}
            />
            <TextInput
              label={t("since")}
              value={form.since}
              error={form.since && !DATE.test(form.since) ? t("badDate") : undefined}
              onChange={(e) => setForm({ ...form, since: e.currentTarget.value.trim() })}
            />
            <TextInput
              label={t("until")}
              value={form.until}
              error={form.until && !DATE.test(form.until) ? t("badDate") : undefined}
              onChange={(e) => setForm({ ...form, until: e.currentTarget.value.trim() })}
            />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit" disabled={badDate}>
              {t("search")}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setForm(EMPTY);
                setFilter({});
                setPage(1);
              }}
            >
              {t("reset")}
            </Button>
          </Group>
        </form>
        {data ? (
          <>
            <DataTable<AuditEntry>
              label={t("table")}
              records={data.list}
              columns={columns}
              getRowId={(e) => String(e.id)}
              fetching={isFetching}
              emptyText={t("empty")}
              testId="audit-table"
            />
            {data.totalCapped && (
              <Text size="sm" c="dimmed">
                {t("totalCapped", { count: data.total })}
              </Text>
            )}
            <Pager<Size>
              total={data.total}
              page={page}
              pageSize={size}
              sizes={SIZES}
              onChange={(p, s) => {
                setPage(p);
                setSize(s);
              }}
            />
          </>
        ) : (
          <Loading />
        )}
      </Stack>
      {batch && <BatchRows entry={batch} onClose={() => setBatch(null)} />}
    </Paper>
  );
}

/** A changed value: a secret as "changed (not shown)", empty as a dash, lists and objects as JSON. */
function useValueText() {
  const { t } = useTranslation(AUDIT_NS);
  return (v: unknown): string => {
    if (v === "***") return t("audit.secretChanged", { ns: "sdk" });
    if (v === null || v === undefined || v === "") return "-";
    return typeof v === "string" ? v : JSON.stringify(v);
  };
}

/** Each changed field as "label: before → after", one per line. */
function Changes({ changes }: { changes: readonly AuditChange[] }) {
  const { t, i18n } = useTranslation(AUDIT_NS);
  const text = useValueText();
  return (
    <Stack gap={2}>
      {changes.map((c) => {
        const key = `field.${c.field}`;
        const name = i18n.exists(key, { ns: "sdk" }) ? t(key, { ns: "sdk" }) : c.field;
        return (
          <Text key={c.field} size="sm" style={{ wordBreak: "break-word" }}>
            {name}: {text(c.from)} → {text(c.to)}
          </Text>
        );
      })}
    </Stack>
  );
}

/** The columns: time, user (and role), client, action, target, changes; a batch's rows button. */
function useEntryColumns(openBatch?: (e: AuditEntry) => void) {
  const { t } = useTranslation(AUDIT_NS);
  const fmt = useFormatTime();
  return useMemo((): DataColumn<AuditEntry>[] => {
    const col = columnsFor<AuditEntry>();
    const label = (key: string, raw: string) => t(key, { ns: "sdk", defaultValue: raw });
    return [
      col.accessor("time", {
        header: t("field.time", { ns: "sdk" }),
        cell: ({ getValue }) => fmt(getValue()),
      }),
      col.display({
        id: "user",
        header: t("col.user"),
        cell: ({ row }) => {
          const e = row.original;
          if (!e.username) return t("audit.system", { ns: "sdk" });
          return e.roleCode ? `${e.username} (${e.roleCode})` : e.username;
        },
      }),
      col.display({
        id: "client",
        header: t("col.client"),
        cell: ({ row }) => {
          const e = row.original;
          const kind = e.clientKind ? label(`auditClientKind.${e.clientKind}`, e.clientKind) : "";
          return [kind, e.clientIp ?? ""].filter(Boolean).join(" ") || "-";
        },
      }),
      col.accessor("action", {
        header: t("col.action"),
        cell: ({ getValue }) => label(`auditAction.${getValue()}`, getValue()),
      }),
      col.display({
        id: "target",
        header: t("col.target"),
        cell: ({ row }) =>
          `${label(`auditEntity.${row.original.entity}`, row.original.entity)} ${row.original.entityId}`,
      }),
      col.display({
        id: "changes",
        header: t("col.changes"),
        cell: ({ row }) => {
          const e = row.original;
          if (e.entity === "batch" && openBatch)
            return (
              <Group gap="xs" wrap="wrap">
                <Changes changes={e.changes} />
                <Button size="compact-sm" variant="light" onClick={() => openBatch(e)}>
                  {t("rows")} ({e.count ?? 0})
                </Button>
              </Group>
            );
          return <Changes changes={e.changes} />;
        },
      }),
    ];
  }, [t, fmt, openBatch]);
}

/** The rows of a batch entry, one per changed account, paged. */
function BatchRows({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation(AUDIT_NS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(50);
  const { data, isFetching } = useQuery({
    queryKey: ["audit", "entry", entry.id, page, size],
    queryFn: ({ signal }) => audit.entry({ id: entry.id, pageNo: page, pageSize: size }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useEntryColumns();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t("rowsOf", { batchId: entry.batchId ?? entry.entityId })}
    >
      {data ? (
        <Stack gap="sm">
          <Text size="sm">{t("rowsTotal", { count: data.rows.total })}</Text>
          <DataTable<AuditEntry>
            label={t("rowsOf", { batchId: entry.batchId ?? entry.entityId })}
            records={data.rows.list}
            columns={columns}
            getRowId={(e) => String(e.id)}
            fetching={isFetching}
            emptyText={t("empty")}
            testId="audit-batch-rows"
          />
          <Pager<Size>
            total={data.rows.total}
            page={page}
            pageSize={size}
            sizes={SIZES}
            onChange={(p, s) => {
              setPage(p);
              setSize(s);
            }}
          />
        </Stack>
      ) : (
        <Loading />
      )}
    </Drawer>
  );
}
