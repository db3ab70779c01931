// /serviceNoList (part1 §2): the device accounts (sub-accounts) of one pool. Pool header,
// filters and paging in the URL, row selection with batch actions, add by upload or count,
// service ID generation, and the failed-rows dialog of a 506 upload.
import {
  devicePermission,
  labelKey,
  type PoolDevice,
  rules,
  SERVICE_TYPES,
  servicePermission,
  type UploadErrorReport,
} from "@fixcloud/sdk";
import { notifications } from "@mantine/notifications";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { LabeledValue } from "../../shared/LabeledValue";
import { AnchorLink } from "../../shared/links";
import { useFilterValue } from "../../shared/FilterForm";
import { Pager } from "../../shared/Pager";
import { useFormatTime } from "../../shared/time";
import { ConfirmDialog } from "../pools/ConfirmDialog";
import { notifyBatch, notifySuccess } from "../pools/notify";
import { useCan } from "../pools/permissions";
import { PoolStateBadge } from "../pools/PoolStateBadge";
import { poolByIdQuery } from "../pools/queries";
import { CountDialog, RemarkDialog, UploadDialog, UploadErrorsDialog, ValidityDialog } from "./DeviceDialogs";
import { DeviceFilters } from "./DeviceFilters";
import { DeviceTable } from "./DeviceTable";
import {
  type DeviceBatchAction,
  useAddByCount,
  useDeviceBatch,
  useDeviceRemark,
  useDeviceTemplate,
  useDeviceValidity,
  useErrorReport,
  useExportDevices,
  useUploadDevices,
} from "./mutations";
import { deviceListQuery } from "./queries";
import {
  DEVICE_FILTER_KEYS,
  type DeviceFilterSearch,
  type DeviceSearch,
  deviceListParams,
  deviceSearch,
} from "./search";

type Dialog = "remark" | "validity" | "upload" | "count" | "generate" | DeviceBatchAction | null;

function PoolHeader({ search }: { search: DeviceSearch & { poolId: string } }) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();
  const pool = useQuery(poolByIdQuery(search.selectType, search.poolId));
  const p = pool.data;
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0" data-testid="pool-header">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
        <LabeledValue strong label={t("columns.poolId")}>
          {search.poolId}
        </LabeledValue>
        <LabeledValue strong label={t("columns.serviceProduct")}>
          {p?.serviceProductName ?? "-"}
        </LabeledValue>
        <LabeledValue strong label={t("columns.calType")}>
          {p ? p.calTypeName || t(labelKey("calType", p.calType) ?? "-", { ns: "sdk" }) : "-"}
        </LabeledValue>
        <LabeledValue strong label={t("columns.remaining")}>
          {p ? `${p.remainingQuantityName} / ${p.buyTotalName}` : "-"}
        </LabeledValue>
        <LabeledValue strong label={t("columns.abpState")}>
          {p ? <PoolStateBadge state={p.abpState} /> : "-"}
        </LabeledValue>
        <LabeledValue strong label={t("columns.endTime")}>
          {fmt(p?.endTime)}
        </LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}

function DevicesOfPool({ search }: { search: DeviceSearch & { poolId: string } }) {
  const { t } = useTranslation(POOLS_NS);
  const navigate = useNavigate();
  const can = useCan();
  const { type, selectType, poolId } = search;
  const params = deviceListParams(search);
  const { data, isFetching } = useQuery(deviceListQuery(type, params));
  const pool = useQuery(poolByIdQuery(selectType, poolId));

  const [selected, setSelected] = useState<PoolDevice[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [report, setReport] = useState<UploadErrorReport | null>(null);
  const paramsKey = JSON.stringify([type, params]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts without a selection
  useEffect(() => setSelected([]), [paramsKey]);

  const batch = useDeviceBatch(type);
  const remark = useDeviceRemark(type);
  const validity = useDeviceValidity(type);
  const exportDevices = useExportDevices(type);
  const template = useDeviceTemplate(type);
  const errorReport = useErrorReport();
  const upload = useUploadDevices(type);
  const addByCount = useAddByCount(type, "addByCount");
  const generate = useAddByCount(type, "generateIds");

  const go = (next: Partial<DeviceSearch>) =>
    void navigate({ to: "/serviceNoList", search: { poolId, type, selectType, ...next } as DeviceSearch });
  const filters: DeviceFilterSearch = useFilterValue(search, DEVICE_FILTER_KEYS);

  const ids = selected.map((d) => d.id);
  const close = () => setDialog(null);
  const done = (res: { succeeded: number; skipped: readonly { id: string; reason: string }[] }) => {
    notifyBatch(res);
    setSelected([]);
    close();
  };
  /** Batch actions need a selection (part1 §5, L000342). */
  const needSelection = (next: Dialog) => {
    const code = rules.accounts.selection(ids);
    if (code) notifications.show({ color: "yellow", message: t(code, { ns: "sdk" }) });
    else setDialog(next);
  };

  const gate = {
    enable: can(devicePermission(selectType, "enable")),
    disable: can(devicePermission(selectType, "disable")),
    export: can(devicePermission(selectType, "export")),
    remark: can(devicePermission(selectType, "remark")),
    editValidity: can(devicePermission(selectType, "editValidity")),
    resetPassword: can(servicePermission(selectType, "resetPassword")),
    add: can(servicePermission(selectType, "bind")),
  };

  const confirmText: Record<DeviceBatchAction, { title: string; label: string }> = {
    enable: { title: t("devices.confirm.enable"), label: t("devices.actions.enable") },
    disable: { title: t("devices.confirm.disable"), label: t("devices.actions.disable") },
    resetPasswords: {
      title: t("devices.confirm.resetPasswords"),
      label: t("devices.actions.resetPasswords"),
    },
  };
  const batchDialog =
    dialog === "enable" || dialog === "disable" || dialog === "resetPasswords" ? dialog : null;

  return (
    <Stack gap="md">
      <PoolHeader search={search} />
      <DeviceFilters
        value={filters}
        onSearch={(f) => go({ ...f, page: 1, pageSize: search.pageSize })}
        onReset={() => go({ page: 1, pageSize: search.pageSize })}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t("devices.toolbar")}>
          {gate.enable && (
            <Button size="xs" variant="light" onClick={() => needSelection("enable")}>
              {t("devices.actions.enable")}
            </Button>
          )}
          {gate.disable && (
            <Button size="xs" variant="light" onClick={() => needSelection("disable")}>
              {t("devices.actions.disable")}
            </Button>
          )}
          {gate.remark && (
            <Button size="xs" variant="light" onClick={() => needSelection("remark")}>
              {t("devices.actions.remark")}
            </Button>
          )}
          {gate.editValidity && (
            <Button size="xs" variant="light" onClick={() => needSelection("validity")}>
              {t("devices.actions.validity")}
            </Button>
          )}
          {gate.resetPassword && (
            <Button size="xs" variant="light" onClick={() => needSelection("resetPasswords")}>
              {t("devices.actions.resetPasswords")}
            </Button>
          )}
          {gate.export && (
            <Button
              size="xs"
              variant="light"
              loading={exportDevices.isPending}
              onClick={() => {
                const { pageNo: _p, pageSize: _s, ...filter } = params;
                exportDevices.mutate(ids.length ? { poolId, ids } : filter);
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
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {ids.length ? t("devices.selectedCount", { count: ids.length }) : t("list.noneSelected")}
      </Text>
      <DeviceTable
        records={data?.list ?? []}
        fetching={isFetching}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <Pager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={search.pageSize}
        onChange={(page, pageSize) => go({ ...filters, page, pageSize })}
      />

      {batchDialog && (
        <ConfirmDialog
          opened
          title={confirmText[batchDialog].title}
          message={t("devices.confirm.message", { count: ids.length })}
          confirmLabel={confirmText[batchDialog].label}
          loading={batch.isPending}
          onClose={close}
          onConfirm={() => batch.mutate({ action: batchDialog, body: { poolId, ids } }, { onSuccess: done })}
        />
      )}
      <RemarkDialog
        opened={dialog === "remark"}
        count={ids.length}
        loading={remark.isPending}
        onClose={close}
        onSubmit={(accountRemark) => remark.mutate({ poolId, ids, accountRemark }, { onSuccess: done })}
      />
      <ValidityDialog
        opened={dialog === "validity"}
        type={type}
        count={ids.length}
        loading={validity.isPending}
        onClose={close}
        onSubmit={(body) => validity.mutate({ poolId, ids, ...body }, { onSuccess: done })}
      />
      <UploadDialog
        opened={dialog === "upload"}
        loading={upload.isPending}
        templateLoading={template.isPending}
        onTemplate={() => template.mutate()}
        onClose={close}
        onSubmit={(file) =>
          upload.mutate(
            { file, pool: { poolId, ...(pool.data?.bpId ? { bpId: pool.data.bpId } : {}) } },
            {
              onSuccess: (outcome) => {
                close();
                if (outcome.ok) notifySuccess(t("devices.upload.done", { count: outcome.added }));
                else setReport(outcome.report);
              },
            },
          )
        }
      />
      <CountDialog
        opened={dialog === "count"}
        title={t("devices.count.title")}
        label={t("devices.count.label")}
        submitLabel={t("devices.count.submit")}
        loading={addByCount.isPending}
        onClose={close}
        onSubmit={(num) =>
          addByCount.mutate(
            { poolId, num },
            {
              onSuccess: (res) => {
                notifySuccess(t("devices.count.done", { count: res.added }));
                close();
              },
            },
          )
        }
      />
      <CountDialog
        opened={dialog === "generate"}
        title={t("devices.generate.title")}
        label={t("devices.generate.label")}
        submitLabel={t("devices.generate.submit")}
        loading={generate.isPending}
        onClose={close}
        onSubmit={(num) =>
          generate.mutate(
            { poolId, num },
            {
              onSuccess: (res) => {
                notifySuccess(t("devices.generate.done", { count: res.added }));
                close();
              },
            },
          )
        }
      />
      <UploadErrorsDialog
        report={report}
        exporting={errorReport.isPending}
        onExport={(errorId) => errorReport.mutate(errorId)}
        onClose={() => setReport(null)}
      />
    </Stack>
  );
}

export function DevicesPage() {
  const { t } = useTranslation(POOLS_NS);
  const raw = useSearch({ from: "/serviceNoList" });
  const search = useMemo(() => deviceSearch.parse(raw), [raw]);
  const back = SERVICE_TYPES[search.selectType].route;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h3">
            {t("devices.title")}
          </Title>
          <AnchorLink to={back} search={{ tab: 2 } as never} size="sm">
            {t("devices.back")}
          </AnchorLink>
        </Group>
        {search.poolId ? (
          <DevicesOfPool search={{ ...search, poolId: search.poolId }} />
        ) : (
          <Alert color="yellow" title={t("devices.noPool.title")}>
            {t("devices.noPool.body")}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
