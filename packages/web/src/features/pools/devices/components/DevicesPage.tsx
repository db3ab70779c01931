// /serviceNoList (part1 §2): the device accounts (sub-accounts) of one pool. The pool is loaded
// first (the SDK's pools.find) and its calculation type decides every device call; a pool the
// customer does not have gets a clear message, a role without device management the 403 page. Pool header, filters and paging in the URL, row
// selection with batch actions, add by upload or count, service ID generation, and the
// failed-rows dialog of a 506 upload. The list pages' one selection model (bound to the
// pool and filters), buttons and confirmations naming the count, the batch result strip of this
// pool, an export of everything asked first, the previous rows kept while the next load.
// Loads the service screens' strings with this chunk.
import {
  devicePageTypeOf,
  devicePermission,
  L,
  type Pool,
  type PoolDevice,
  poolDeviceList,
  type PoolRef,
  SERVICE_TYPES,
  servicePermission,
  type UploadErrorReport,
  abpState,
  calType,
} from "@fixcloud/sdk";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../../i18n/services";
import { actionLabel } from "../../../../shared/actions";
import { confirm } from "../../../../shared/confirm";
import { confirmExport } from "../../../../shared/exports";
import { LabeledValue } from "../../../../shared/LabeledValue";
import { AnchorLink } from "../../../../shared/links";
import { type ColumnOptions, useListColumns } from "../../../../shared/list/columns";
import { DataTable } from "../../../../shared/list/DataTable";
import { BatchResult, type BatchResultTexts } from "../../../../shared/list/BatchResult";
import { isRunning, useBatchResult } from "../../../../shared/list/batchResults";
import { ListFrame } from "../../../../shared/list/ListFrame";
import { ListPage } from "../../../../shared/list/ListPage";
import { SelectionBar, type SelectionTexts } from "../../../../shared/list/SelectionBar";
import { filtersOf } from "../../../../shared/list/params";
import { useListSelection } from "../../../../shared/list/selection";
import { useListNavigation } from "../../../../shared/list/useListNavigation";
import { notifyWarning } from "../../../../shared/notify";
import { PasswordCell, passwordLabels } from "../../../../shared/PasswordCell";
import { useCan } from "../../../../shared/permissions";
import { EnumBadge } from "../../../../shared/StateBadge";
import { NoPermissionPage } from "../../../../shared/StatePage";
import { useFormatTime } from "../../../../shared/time";
import { useSettings } from "../../../../shared/useSettings";
import { poolQuery } from "../../queries";
import {
  DEVICE_BATCH_ACTION,
  type DeviceBatchAction,
  deviceBatchScope,
  useAddDevices,
  useDeviceBatch,
  useDeviceRemark,
  useDeviceTemplate,
  useDeviceValidity,
  useErrorReport,
  useExportDevices,
  useUploadDevices,
} from "../mutations";
import { deviceListQuery, poolRefOf } from "../queries";
import type { DeviceFilterSearch, DeviceSearch } from "../search";
import { deviceListParams } from "../params";
import { CountDialog, RemarkDialog, UploadDialog, UploadErrorsDialog, ValidityDialog } from "./DeviceDialogs";

const route = getRouteApi("/serviceNoList");
const COLS = { base: 1, sm: 2, md: 4 };
const idOf = (d: PoolDevice) => d.id;
const NO_ROWS: PoolDevice[] = [];

type Dialog = "remark" | "validity" | "upload" | "count" | "generate";

function PoolHeader({ pool }: { pool: Pool }) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0" data-testid="pool-header">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
        <LabeledValue strong label={t("sdk:field.poolId")}>
          {pool.poolId}
        </LabeledValue>
        <LabeledValue strong label={t("sdk:field.serviceProduct")}>
          {t(`serviceProduct.${pool.serviceProduct}`, { ns: "sdk", defaultValue: pool.serviceProductName })}
        </LabeledValue>
        <LabeledValue strong label={t("sdk:field.calType")}>
          <EnumBadge def={calType} value={pool.calType} />
        </LabeledValue>
        <LabeledValue strong label={t("sdk:field.remainingQuantity")}>
          {`${pool.remainingQuantityName} / ${pool.buyTotalName}`}
        </LabeledValue>
        <LabeledValue strong label={t("sdk:field.abpState")}>
          <EnumBadge def={abpState} value={pool.abpState} />
        </LabeledValue>
        <LabeledValue strong label={t("sdk:field.endTime")}>
          {fmt(pool.endTime)}
        </LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}

/** The device table's own cells: the password (reveal, copy) and a cut remark. */
function useDeviceColumns() {
  const { t } = useTranslation(POOLS_NS);
  const options = useMemo<ColumnOptions<PoolDevice>>(
    () => ({
      cells: {
        password: (d) => (
          <PasswordCell
            owner={d.accountName}
            password={d.password}
            labels={passwordLabels(t, d.accountName)}
          />
        ),
      },
      meta: { accountRemark: { width: 160, ellipsis: true } },
    }),
    [t],
  );
  return useListColumns(poolDeviceList, options);
}

function PoolDevices({ pool, search }: { pool: Pool; search: DeviceSearch }) {
  const { t } = useTranslation(POOLS_NS);
  const navigate = route.useNavigate();
  const can = useCan();
  const ref = useMemo<PoolRef>(() => poolRefOf(pool), [pool]);
  const type = devicePageTypeOf(pool.calType);
  const { selectType } = search;
  const { timeZone } = useSettings();
  const query = useQuery(deviceListQuery(ref, deviceListParams(search, timeZone)));
  const records = query.data?.list ?? NO_ROWS;
  const total = query.data?.total ?? 0;
  const columns = useDeviceColumns();

  // The selection belongs to this pool and the filters it was made under.
  const filterJson = JSON.stringify(filtersOf(poolDeviceList, search, timeZone));
  const sel = useListSelection<PoolDevice>(`${pool.poolId}|${filterJson}`, records, idOf);
  const selected = sel.ticked;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [report, setReport] = useState<UploadErrorReport | null>(null);

  const batch = useDeviceBatch(ref);
  // A batch of this pool's devices on the wire or running: the batch buttons are locked.
  const followed = useBatchResult(deviceBatchScope(pool)).current;
  const remark = useDeviceRemark(ref);
  const validity = useDeviceValidity(ref);
  const exportDevices = useExportDevices(ref);
  const template = useDeviceTemplate(ref);
  const errorReport = useErrorReport();
  const upload = useUploadDevices(ref);
  const addByCount = useAddDevices(ref, "count");
  const generate = useAddDevices(ref, "generate");

  // Search and Reset keep the pool, its type and the service type.
  const { onSearch, onReset, onPage } = useListNavigation<typeof search, DeviceFilterSearch>(
    search,
    navigate,
    {
      poolId: pool.poolId,
      type: search.type,
      selectType,
    },
  );
  const filters = useMemo(
    () => ({ label: t("filters.label"), cols: COLS, onSearch, onReset }),
    [t, onSearch, onReset],
  );
  const selectionTexts = useMemo<SelectionTexts>(
    () => ({ count: (count) => t("devices.selectedCount", { count }) }),
    [t],
  );
  const resultTexts = useMemo<BatchResultTexts>(() => ({ nameColumn: t("sdk:field.accountName") }), [t]);

  // What every batch acts on: exactly the rows the buttons and confirmations count.
  const ids = selected.map((d) => d.id);
  const names = new Map(selected.map((d) => [d.id, d.accountName]));
  const close = () => setDialog(null);
  const cleared = { onSuccess: sel.clear };
  /** A dialog's change is done: close it and clear the selection it acted on. */
  const finished = {
    onSuccess: () => {
      close();
      sel.clear();
    },
  };
  /** An action's name, with the count it acts on when there is a selection. */
  const named = (action: Parameters<typeof actionLabel>[1]) =>
    ids.length
      ? t("devices.batch.named", { action: actionLabel(t, action), count: ids.length })
      : actionLabel(t, action);
  /** Batch actions need a selection (part1 §5, L000342). */
  const withSelection = (then: () => void) => {
    if (ids.length === 0) notifyWarning(t(L.selectionEmpty, { ns: "sdk" }));
    else then();
  };
  const confirmBatch = (action: DeviceBatchAction) =>
    withSelection(() =>
      confirm({
        title: t(`devices.confirm.${action}`),
        message: t("devices.confirm.message", { count: ids.length }),
        confirmLabel: named(DEVICE_BATCH_ACTION[action]),
        danger: action === "disable",
        onConfirm: () => batch.mutateAsync({ action, ids, names }, cleared),
      }),
    );

  const gate = {
    enable: can(devicePermission(selectType, "enable")),
    disable: can(devicePermission(selectType, "disable")),
    export: can(devicePermission(selectType, "export")),
    remark: can(devicePermission(selectType, "remark")),
    editValidity: can(devicePermission(selectType, "editValidity")),
    resetPassword: can(servicePermission(selectType, "resetPassword")),
    add: can(servicePermission(selectType, "bind")),
  };

  const busy = batch.isPending || remark.isPending || validity.isPending || isRunning(followed);
  const toolbar = (
    <>
      <Group
        gap="xs"
        wrap="wrap"
        role="toolbar"
        aria-label={t("devices.toolbar")}
        aria-busy={busy || undefined}
      >
        {gate.enable && (
          <Button size="xs" variant="light" disabled={busy} onClick={() => confirmBatch("enable")}>
            {named("enable")}
          </Button>
        )}
        {gate.disable && (
          <Button size="xs" variant="light" disabled={busy} onClick={() => confirmBatch("disable")}>
            {named("disable")}
          </Button>
        )}
        {gate.remark && (
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => withSelection(() => setDialog("remark"))}
          >
            {named("remark")}
          </Button>
        )}
        {gate.editValidity && (
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => withSelection(() => setDialog("validity"))}
          >
            {named("editValidity")}
          </Button>
        )}
        {gate.resetPassword && (
          <Button size="xs" variant="light" disabled={busy} onClick={() => confirmBatch("resetPasswords")}>
            {named("resetPassword")}
          </Button>
        )}
        {gate.export && (
          <Button
            size="xs"
            variant="light"
            loading={exportDevices.isPending}
            disabled={busy}
            onClick={() => {
              // Asked first, naming the count; the passwords only when ticked (docs/exports.md).
              const target = ids.length ? { ids } : filtersOf(poolDeviceList, search, timeZone);
              confirmExport({
                message: ids.length
                  ? t("devices.export.confirmSelected", { count: ids.length })
                  : t("devices.export.confirmAll", { count: total }),
                passwords: true,
                onConfirm: ({ includePasswords }) =>
                  exportDevices.mutate(includePasswords ? { ...target, includePasswords } : target),
              });
            }}
          >
            {ids.length
              ? t("devices.actions.exportSelected", { count: ids.length })
              : t("devices.actions.exportAll")}
          </Button>
        )}
      </Group>
      {gate.add && (
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={() => setDialog("upload")}>
            {t("devices.actions.upload")}
          </Button>
          <Button size="xs" onClick={() => setDialog("count")}>
            {t("devices.actions.addByCount")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog("generate")}>
            {t("devices.actions.generate")}
          </Button>
        </Group>
      )}
    </>
  );

  return (
    <Stack gap="md">
      <PoolHeader pool={pool} />
      <ListPage
        descriptor={poolDeviceList}
        search={search}
        filters={filters}
        query={query}
        toolbar={toolbar}
        notes={
          <>
            {ids.length === 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("list.noneSelected")}
              </Text>
            )}
            <SelectionBar sel={sel} page={records} total={total} idOf={idOf} texts={selectionTexts} />
            <BatchResult scope={deviceBatchScope(pool)} texts={resultTexts} />
          </>
        }
        table={
          <DataTable<PoolDevice>
            testId="devices-table"
            label={t("devices.list.label")}
            records={records}
            columns={columns}
            getRowId={idOf}
            fetching={query.isFetching}
            emptyText={t("devices.list.empty")}
            selection={{
              selected,
              onChange: sel.onTicked,
              allLabel: t("devices.list.selectAll"),
              rowLabel: (d) => t("devices.list.selectRow", { account: d.accountName }),
            }}
          />
        }
        onPage={onPage}
      />
      {dialog === "remark" && (
        <RemarkDialog
          count={ids.length}
          busy={remark.isPending}
          onClose={close}
          onSubmit={(accountRemark) => remark.mutate({ ids, names, accountRemark }, finished)}
        />
      )}
      {dialog === "validity" && (
        <ValidityDialog
          type={type}
          count={ids.length}
          busy={validity.isPending}
          onClose={close}
          onSubmit={(body) => validity.mutate({ ids, names, ...body }, finished)}
        />
      )}
      {dialog === "upload" && (
        <UploadDialog
          busy={upload.isPending}
          templateBusy={template.isPending}
          onTemplate={() => template.mutate()}
          onClose={close}
          onSubmit={(file) =>
            upload.mutate(file, {
              // Rows failed (506): the report opens over the upload dialog, which stays open so
              // the user can fix the file and upload it again.
              onSuccess: (outcome) => (outcome.ok ? close() : setReport(outcome.report)),
            })
          }
        />
      )}
      {dialog === "count" && (
        <CountDialog
          title={t("devices.count.title")}
          label={t("devices.count.label")}
          submitLabel={t("devices.count.submit")}
          busy={addByCount.isPending}
          onClose={close}
          onSubmit={(num) => addByCount.mutate(num, { onSuccess: close })}
        />
      )}
      {dialog === "generate" && (
        <CountDialog
          title={t("devices.generate.title")}
          label={t("devices.generate.label")}
          submitLabel={t("devices.generate.submit")}
          busy={generate.isPending}
          onClose={close}
          onSubmit={(num) => generate.mutate(num, { onSuccess: close })}
        />
      )}
      {report && (
        <UploadErrorsDialog
          report={report}
          exporting={errorReport.isPending}
          onExport={(errorId) => errorReport.mutate(errorId)}
          onClose={() => setReport(null)}
        />
      )}
    </Stack>
  );
}

/** The pool of the URL (loaded by the route), or a message when the customer has none such. */
function DevicesOfPool({ search, poolId }: { search: DeviceSearch; poolId: string }) {
  const { t } = useTranslation(POOLS_NS);
  const { data: pool } = useSuspenseQuery(poolQuery(poolId, search.selectType));
  if (!pool)
    return (
      <Alert color="yellow" title={t("devices.missingPool.title")} data-testid="pool-missing">
        {t("devices.missingPool.body", { poolId })}
      </Alert>
    );
  return <PoolDevices pool={pool} search={search} />;
}

/** The /serviceNoList page; a role without device management of the type gets the 403 page. */
export function DevicesPage() {
  const { t } = useTranslation(POOLS_NS);
  const search = route.useSearch();
  const can = useCan();
  if (!can(servicePermission(search.selectType, "deviceManagement")))
    return <NoPermissionPage path="/serviceNoList" />;
  return (
    <ModalsProvider>
      <ListFrame
        title={t("devices.title")}
        aside={
          <AnchorLink to={SERVICE_TYPES[search.selectType].route} search={{ tab: 2 }} size="sm">
            {t("devices.back")}
          </AnchorLink>
        }
      >
        {search.poolId ? (
          <DevicesOfPool search={search} poolId={search.poolId} />
        ) : (
          <Alert color="yellow" title={t("devices.noPool.title")}>
            {t("devices.noPool.body")}
          </Alert>
        )}
      </ListFrame>
    </ModalsProvider>
  );
}
