// /audit, the audit trail (a project addition; docs/audit.md): the customer's changes newest
// first, filtered by user, action, target (kind and id) and a date window (whole days in the
// time-zone setting), paged; each entry names who (user and role), when (in the time-zone
// setting), from where (client and address), what (action and target) and each field's value
// before → after, a secret as "changed (not shown)". A batch entry opens its rows in a drawer,
// paged. Export writes the entries of the last search as the sandbox's .xlsx, after the
// confirmation every export asks.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditChange,
  type AuditEntry,
  type AuditListRequest,
  auditChangeLines,
  LIMITS,
  rules,
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
import { ModalsProvider } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../../../shared/actions";
import { confirmExport } from "../../../shared/exports";
import { columnsFor, type DataColumn, DataTable } from "../../../shared/list/DataTable";
import { Pager } from "../../../shared/list/Pager";
import { Loading } from "../../../shared/Loading";
import { notifyWarning } from "../../../shared/notify";
import { useMayCall } from "../../../shared/callAccess";
import { useFormatTime } from "../../../shared/time";
import { useSettings } from "../../../shared/useSettings";
import { AUDIT_NS } from "../i18n";
import { badDay, EMPTY, type Form, requestOf } from "../filter";
import { useExportAudit } from "../mutations";
import { auditEntryQuery, auditListQuery } from "../queries";

const SIZES = [10, 20, 50, 100] as const;
type Size = (typeof SIZES)[number];

/** The /audit page. */
export function AuditPage() {
  const { t } = useTranslation(AUDIT_NS);
  const [form, setForm] = useState<Form>(EMPTY);
  const [filter, setFilter] = useState<AuditListRequest>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(20);
  const [batch, setBatch] = useState<AuditEntry | null>(null);
  const { timeZone } = useSettings();
  const badDate = badDay(form.since) || badDay(form.until);
  const { data, isFetching } = useQuery(auditListQuery(filter, page, size));
  const mayCall = useMayCall();
  const exportAudit = useExportAudit();
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
    setFilter(requestOf(form, timeZone));
    setPage(1);
  };
  // The entries of the last search, asked first with their count; more than an export holds is
  // said before any call (the sandbox refuses it too).
  const runExport = () => {
    if (!data) return;
    const refused = rules.audit.exportCount(data);
    if (refused) {
      notifyWarning(t(refused, { ns: "sdk" }));
      return;
    }
    confirmExport({
      message: t("export.confirm", { count: data.total }),
      onConfirm: () => exportAudit.mutate(filter),
    });
  };

  // The export's confirmation is a Mantine modal: the page holds its provider (shared/confirm.tsx).
  return (
    <ModalsProvider>
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
                maxLength={LIMITS.searchMax}
                onChange={(e) => setForm({ ...form, username: e.currentTarget.value })}
              />
              <Select
                label={t("field.auditAction", { ns: "sdk" })}
                placeholder={t("anyAction")}
                data={actions}
                value={form.action}
                clearable
                searchable
                onChange={(v) => setForm({ ...form, action: v })}
              />
              <Select
                label={t("field.auditTarget", { ns: "sdk" })}
                placeholder={t("anyEntity")}
                data={entities}
                value={form.entity}
                clearable
                onChange={(v) => setForm({ ...form, entity: v })}
              />
              <TextInput
                label={t("entityId")}
                value={form.entityId}
                maxLength={LIMITS.searchMax}
                disabled={!form.entity}
                onChange={(e) => setForm({ ...form, entityId: e.currentTarget.value })}
              />
              <TextInput
                label={t("since")}
                value={form.since}
                error={badDay(form.since) ? t("badDate") : undefined}
                onChange={(e) => setForm({ ...form, since: e.currentTarget.value.trim() })}
              />
              <TextInput
                label={t("until")}
                value={form.until}
                error={badDay(form.until) ? t("badDate") : undefined}
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
              {mayCall("audit.auditExport") && (
                <Button
                  variant="light"
                  onClick={runExport}
                  loading={exportAudit.isPending}
                  disabled={!data || data.total === 0}
                >
                  {actionLabel(t, "export")}
                </Button>
              )}
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
    </ModalsProvider>
  );
}

/** Each changed field as "label: before → after", one per line (worded by the SDK, as the export). */
function Changes({ changes }: { changes: readonly AuditChange[] }) {
  const { t, i18n } = useTranslation(AUDIT_NS);
  const label = (key: string) => (i18n.exists(key, { ns: "sdk" }) ? t(key, { ns: "sdk" }) : undefined);
  return (
    <Stack gap={2}>
      {auditChangeLines(changes, label).map((line, i) => (
        <Text key={changes[i]?.field ?? i} size="sm" style={{ wordBreak: "break-word" }}>
          {line}
        </Text>
      ))}
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
        header: t("field.auditUser", { ns: "sdk" }),
        cell: ({ row }) => {
          const e = row.original;
          if (!e.username) return t("audit.system", { ns: "sdk" });
          return e.roleCode ? `${e.username} (${e.roleCode})` : e.username;
        },
      }),
      col.display({
        id: "client",
        header: t("field.auditClient", { ns: "sdk" }),
        cell: ({ row }) => {
          const e = row.original;
          const kind = e.clientKind ? label(`auditClientKind.${e.clientKind}`, e.clientKind) : "";
          return [kind, e.clientIp ?? ""].filter(Boolean).join(" ") || "-";
        },
      }),
      col.accessor("action", {
        header: t("field.auditAction", { ns: "sdk" }),
        cell: ({ getValue }) => label(`auditAction.${getValue()}`, getValue()),
      }),
      col.display({
        id: "target",
        header: t("field.auditTarget", { ns: "sdk" }),
        cell: ({ row }) =>
          `${label(`auditEntity.${row.original.entity}`, row.original.entity)} ${row.original.entityId}`,
      }),
      col.display({
        id: "changes",
        header: t("field.auditChanges", { ns: "sdk" }),
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
  const { data, isFetching } = useQuery(auditEntryQuery(entry.id, page, size));
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
