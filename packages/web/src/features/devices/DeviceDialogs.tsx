// Dialogs of the device page (part1 §2, §5): batch remark (≤ 50), edit validity, add by
// count / generate service IDs (1-10,000, L000409), upload (.xlsx/.xls L000497, name ≤ 50
// L000498, checked before sending) and the failed-rows dialog of a 506 answer.
import { rules, type UploadErrorReport } from "@fixcloud/sdk";
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { EMPTY_VALIDITY, ValidityFields, type ValidityValues, validityBody } from "../pools/ValidityFields";

function RuleError({ code }: { code: string | null }) {
  const { t } = useTranslation(POOLS_NS);
  if (!code) return null;
  return (
    <Alert color="red" role="alert" p="xs">
      {t(code, { ns: "sdk" })}
    </Alert>
  );
}

function DialogForm({
  title,
  opened,
  onClose,
  onSubmit,
  submitLabel,
  loading,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  loading?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(POOLS_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Reset a dialog's form whenever it opens. */
function useResetOnOpen(opened: boolean, reset: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (opened) reset();
  }, [opened]);
}

export function RemarkDialog(props: {
  opened: boolean;
  count: number;
  loading: boolean;
  onClose: () => void;
  onSubmit: (remark: string) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string | null>(null);
  useResetOnOpen(props.opened, () => {
    setRemark("");
    setError(null);
  });
  return (
    <DialogForm
      title={t("devices.remark.title")}
      opened={props.opened}
      onClose={props.onClose}
      submitLabel={t("dialog.save")}
      loading={props.loading}
      onSubmit={() => {
        const code = rules.accounts.remark(remark);
        setError(code);
        if (!code) props.onSubmit(remark.trim());
      }}
    >
      <Text size="sm" c="dimmed">
        {t("devices.selectedCount", { count: props.count })}
      </Text>
      <TextInput
        label={t("devices.remark.label")}
        description={t("devices.remark.hint")}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        data-autofocus
      />
      <RuleError code={error} />
    </DialogForm>
  );
}

export function ValidityDialog(props: {
  opened: boolean;
  type: 1 | 2;
  count: number;
  loading: boolean;
  onClose: () => void;
  onSubmit: (
    body: ReturnType<typeof validityBody> & { validTime: number; validTimeUnit: "day" | "month" },
  ) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [values, setValues] = useState<ValidityValues>(EMPTY_VALIDITY);
  const [error, setError] = useState<string | null>(null);
  const withLimit = props.type !== 1;
  useResetOnOpen(props.opened, () => {
    setValues(EMPTY_VALIDITY);
    setError(null);
  });
  return (
    <DialogForm
      title={t("devices.validity.title")}
      opened={props.opened}
      onClose={props.onClose}
      submitLabel={t("dialog.save")}
      loading={props.loading}
      onSubmit={() => {
        const code = rules.pools.validityErrors(values, { type: props.type });
        setError(code);
        if (code) return;
        const body = validityBody(values, withLimit);
        if (body.validTime === undefined || body.validTimeUnit === undefined) return;
        props.onSubmit({ ...body, validTime: body.validTime, validTimeUnit: body.validTimeUnit });
      }}
    >
      <Text size="sm" c="dimmed">
        {t("devices.selectedCount", { count: props.count })}
      </Text>
      <ValidityFields value={values} onChange={setValues} withLimit={withLimit} validRequired />
      <RuleError code={error} />
    </DialogForm>
  );
}

export function CountDialog(props: {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  loading: boolean;
  onClose: () => void;
  onSubmit: (num: number) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [count, setCount] = useState("");
  const [error, setError] = useState<string | null>(null);
  useResetOnOpen(props.opened, () => {
    setCount("");
    setError(null);
  });
  return (
    <DialogForm
      title={props.title}
      opened={props.opened}
      onClose={props.onClose}
      submitLabel={props.submitLabel}
      loading={props.loading}
      onSubmit={() => {
        const code = rules.pools.addCount(count);
        setError(code);
        if (!code) props.onSubmit(Number(count.trim()));
      }}
    >
      <TextInput
        label={props.label}
        description={t("devices.count.hint")}
        inputMode="numeric"
        withAsterisk
        value={count}
        onChange={(e) => setCount(e.currentTarget.value)}
        data-autofocus
      />
      <RuleError code={error} />
    </DialogForm>
  );
}

export function UploadDialog(props: {
  opened: boolean;
  loading: boolean;
  templateLoading: boolean;
  onTemplate: () => void;
  onClose: () => void;
  onSubmit: (file: File) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useResetOnOpen(props.opened, () => {
    setFile(null);
    setError(null);
  });
  return (
    <DialogForm
      title={t("devices.upload.title")}
      opened={props.opened}
      onClose={props.onClose}
      submitLabel={t("devices.upload.submit")}
      loading={props.loading}
      onSubmit={() => {
        const code = rules.pools.uploadFile(file);
        setError(code);
        if (!code && file) props.onSubmit(file);
      }}
    >
      <Text size="sm">{t("devices.upload.hint")}</Text>
      <Group>
        <Button variant="light" size="xs" onClick={props.onTemplate} loading={props.templateLoading}>
          {t("devices.upload.template")}
        </Button>
      </Group>
      <FileInput
        label={t("devices.upload.file")}
        placeholder={t("devices.upload.choose")}
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        clearable
        value={file}
        onChange={(f) => {
          setFile(f);
          // Checked as soon as it is chosen, and again before sending.
          setError(f ? rules.pools.uploadFile(f) : null);
        }}
      />
      <RuleError code={error} />
    </DialogForm>
  );
}

const PREVIEW_ROWS = 10;

/** The failed rows of a 506 upload (part1 §2): a preview, "view all", and the .xlsx report. */
export function UploadErrorsDialog(props: {
  report: UploadErrorReport | null;
  exporting: boolean;
  onExport: (errorId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [all, setAll] = useState(false);
  const rows = props.report?.errorUploadSnResList ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report starts collapsed
  useEffect(() => setAll(false), [props.report?.errorId]);
  const shown = all ? rows : rows.slice(0, PREVIEW_ROWS);
  return (
    <Modal
      opened={props.report !== null}
      onClose={props.onClose}
      title={t("devices.errors.title")}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Alert color="red" p="xs">
          {t("devices.errors.summary", { count: rows.length })}
        </Alert>
        <ScrollArea.Autosize mah={all ? 420 : undefined} type="auto">
          <Table striped withTableBorder aria-label={t("devices.errors.table")} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("devices.errors.sn")}</Table.Th>
                <Table.Th>{t("devices.errors.failCause")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={`${r.sn}|${r.failCause}`}>
                  <Table.Td>{r.sn || "-"}</Table.Td>
                  <Table.Td>{r.failCause}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="space-between" gap="sm">
          {rows.length > PREVIEW_ROWS ? (
            <Anchor component="button" type="button" size="sm" onClick={() => setAll((a) => !a)}>
              {all ? t("devices.errors.showLess") : t("devices.errors.viewAll", { count: rows.length })}
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t("dialog.close")}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={props.exporting}
              onClick={() => props.report && props.onExport(props.report.errorId)}
            >
              {t("devices.errors.export")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
