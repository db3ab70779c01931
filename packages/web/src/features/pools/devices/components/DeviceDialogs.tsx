// Dialogs of the device page (part1 §2, §5): batch remark (≤ 50, L000617), edit validity, add by
// count / generate service IDs (1-10,000, L000409), upload (.xlsx/.xls L000497, name ≤ 50
// L000498; checked before sending) and the failed-rows dialog of a 506 answer. The remark,
// validity and count dialogs are the SDK's forms (catalogue/pools/forms.ts) through the shared
// form component.
import {
  addCountForm,
  deviceRemarkForm,
  rules,
  type UploadErrorReport,
  validityFormFor,
} from "@fixcloud/sdk";
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
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../../i18n/services";
import { actionLabel } from "../../../../shared/actions";
import { FormDialog } from "../../../../shared/FormDialog";
import { validator } from "../../../../shared/rules";
import { DescribedField } from "../../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../../shared/form/useDescribedForm";
import { type ValidityEdit, ValidityFields, validityEdit } from "../../../../shared/ValidityFields";

/** How many device accounts the action applies to. */
function SelectedNote({ count }: { count: number }) {
  const { t } = useTranslation(POOLS_NS);
  return (
    <Text size="sm" c="dimmed">
      {t("devices.selectedCount", { count })}
    </Text>
  );
}

/** The remark of the selected device accounts (≤ 50 characters). */
export function RemarkDialog(props: {
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (remark: string) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const form = useDescribedForm(deviceRemarkForm, { mode: "add" });
  return (
    <FormDialog
      title={t("devices.remark.title")}
      form={form}
      onClose={props.onClose}
      onSubmit={({ accountRemark }) => props.onSubmit(accountRemark.trim())}
      busy={props.busy}
      submitLabel={t("common:action.save")}
    >
      <SelectedNote count={props.count} />
      <DescribedField
        descriptor={deviceRemarkForm}
        form={form}
        mode="add"
        name="accountRemark"
        description={t("devices.remark.hint")}
        inputExtra={{ "data-autofocus": true }}
      />
    </FormDialog>
  );
}

/** The validity of the selected device accounts. */
export function ValidityDialog(props: {
  /** The device page type (1 concurrency pool: no usage limit). */
  type: 1 | 2;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: ValidityEdit) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const withLimit = props.type !== 1;
  const descriptor = validityFormFor(props.type === 1);
  const form = useDescribedForm(descriptor, { mode: "add" });
  return (
    <FormDialog
      title={actionLabel(t, "editValidity")}
      form={form}
      onClose={props.onClose}
      onSubmit={(values) => {
        const validity = validityEdit(values, withLimit);
        if (validity) props.onSubmit(validity);
      }}
      busy={props.busy}
      submitLabel={t("common:action.save")}
    >
      <SelectedNote count={props.count} />
      <ValidityFields descriptor={descriptor} form={form} />
    </FormDialog>
  );
}

/** Add device accounts by count, or generate service IDs: 1 to 10,000 (L000409). */
export function CountDialog(props: {
  title: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (num: number) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const form = useDescribedForm(addCountForm, { mode: "add" });
  return (
    <FormDialog
      title={props.title}
      form={form}
      onClose={props.onClose}
      onSubmit={({ num }) => props.onSubmit(Number(num.trim()))}
      busy={props.busy}
      submitLabel={props.submitLabel}
    >
      {/* The count's label says what is counted (device accounts or service IDs). */}
      <DescribedField
        descriptor={addCountForm}
        form={form}
        mode="add"
        name="num"
        widget={({ required, inputProps }) => (
          <TextInput
            label={props.label}
            description={t("devices.count.hint")}
            inputMode="numeric"
            withAsterisk={required}
            data-autofocus
            {...inputProps}
          />
        )}
      />
    </FormDialog>
  );
}

/** Add device accounts from a spreadsheet, with the pool's template. */
export function UploadDialog(props: {
  busy: boolean;
  templateBusy: boolean;
  onTemplate: () => void;
  onClose: () => void;
  onSubmit: (file: File) => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const form = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: { file: validator(t, rules.pools.uploadFile) },
    // Checked as soon as a file is chosen, and again before sending.
    validateInputOnChange: true,
  });
  return (
    <FormDialog
      title={t("devices.upload.title")}
      form={form}
      onClose={props.onClose}
      onSubmit={({ file }) => file && props.onSubmit(file)}
      busy={props.busy}
      submitLabel={t("devices.upload.submit")}
    >
      <Text size="sm">{t("devices.upload.hint")}</Text>
      <Group>
        <Button variant="light" size="xs" onClick={props.onTemplate} loading={props.templateBusy}>
          {t("devices.upload.template")}
        </Button>
      </Group>
      <FileInput
        label={t("devices.upload.file")}
        placeholder={t("devices.upload.choose")}
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        clearable
        {...form.getInputProps("file")}
      />
    </FormDialog>
  );
}

const PREVIEW_ROWS = 10;

/**
 * The failed rows of a 506 upload (part1 §2): a preview, "view all", and the .xlsx report. It
 * opens over the upload dialog; closing it returns there.
 */
export function UploadErrorsDialog(props: {
  report: UploadErrorReport;
  exporting: boolean;
  onExport: (errorId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [all, setAll] = useState(false);
  const rows = props.report.errorUploadSnResList;
  const shown = all ? rows : rows.slice(0, PREVIEW_ROWS);
  return (
    <Modal opened onClose={props.onClose} title={t("devices.errors.title")} centered size="lg">
      <Stack gap="sm">
        <Alert color="red" p="xs">
          {t("devices.errors.summary", { count: rows.length })}
        </Alert>
        <ScrollArea.Autosize mah={all ? 420 : undefined} type="auto">
          {/* Fixed columns: a long SN wraps in its own column and never pushes the reason out. */}
          <Table striped withTableBorder layout="fixed" aria-label={t("devices.errors.table")} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">{t("sdk:field.sn")}</Table.Th>
                <Table.Th>{t("sdk:field.failCause")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={`${r.sn}|${r.failCause}`}>
                  <Table.Td title={r.sn} style={{ overflowWrap: "anywhere" }}>
                    {r.sn || "-"}
                  </Table.Td>
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
              {t("common:action.close")}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={props.exporting}
              onClick={() => props.onExport(props.report.errorId)}
            >
              {t("devices.errors.export")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
