// The ticket forms /addBugOrder, /addChangeOrder, /addOpenAPI, /addSdkOrder (part2 §2-§5).
// `type=1` creates: the kind's SDK form descriptor (`ticketForms`) rendered by the shared form,
// the time range and the APIs as their own widgets, prefilled from queryById (customer name,
// phone, contacts), every rule of part2 §5 in the interface language with its message, a
// generic form-invalid message (L000238) on a bad submit, attachments uploaded as chosen.
// `type=2&detialId=` views a ticket: every field read-only, attachments downloadable, the result
// at status 3. Values typed by people are rendered as text (React escapes), never as HTML.
import {
  type FieldDef,
  type FileRef,
  type FormDescriptor,
  rules,
  type TicketCreateRequest,
  type TicketDetail,
  type TicketType,
  ticketForms,
  ticketStatus,
} from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { DescribedForm, type FieldWidgetProps } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { EnumBadge } from "../../../shared/StateBadge";
import { notifyWarning } from "../../../shared/notify";
import { ruleMessage } from "../../../shared/rules";
import { getSettings } from "../../../shared/settings";
import { useFormatTime } from "../../../shared/time";
import { kindOfPath } from "../kinds";
import { useCreateTicket } from "../mutations";
import { customerQuery, openApisQuery, ticketDetailQuery } from "../queries";
import type { TicketFormSearch } from "../search";
import { Attachments } from "./Attachments";

/** A kind's form, as any descriptor: its values are read by key. */
const formOf = (kind: TicketType): FormDescriptor => ticketForms[kind] ?? ticketForms[1];
const labelOf = (t: TFunction, f: FieldDef) => t(f.labelKey, { ns: "sdk" });

/** `2026-05-30T08:00` of a datetime input, in the time-zone setting, as a wire time (UTC). */
function wireOf(local: string): string {
  if (!local) return "";
  const d = new Date(getSettings().timeZone === "UTC" ? `${local}:00Z` : `${local}:00`);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The payload of the form's values for `kind`: the kind's fields (text trimmed, a choice as its
 * number), the fault's times as wire times, the APIs as `{ uriName }`, and the files.
 */
function payloadOf(
  kind: TicketType,
  v: Readonly<Record<string, unknown>>,
  files: FileRef[],
): TicketCreateRequest {
  const body: Record<string, unknown> = { ticketType: kind };
  for (const f of formOf(kind).fields) {
    const value = v[f.key];
    if (f.key === "troubleTime") body.troubleTime = (value as string[]).map((w) => wireOf(w)).filter(Boolean);
    else if (f.key === "apis") body.apis = (value as string[]).map((uriName) => ({ uriName }));
    else if (f.type === "select") body[f.key] = value ? Number(value) : undefined;
    else body[f.key] = String(value ?? "").trim();
  }
  body.uploadUrlDigest = files;
  return body as TicketCreateRequest;
}

/** The fault's time range: two datetime inputs over the field's one or two times. */
function TimeRange({ label, required, inputProps }: FieldWidgetProps) {
  const { t } = useTranslation(TICKETS_NS);
  const value = (inputProps.value as string[] | undefined) ?? [];
  const onChange = inputProps.onChange as (v: string[]) => void;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        type="datetime-local"
        label={t("form.from", { label })}
        withAsterisk={required}
        value={value[0] ?? ""}
        error={inputProps.error as string | undefined}
        onChange={(e) => onChange([e.currentTarget.value, value[1] ?? ""])}
      />
      <TextInput
        type="datetime-local"
        label={t("form.to", { label })}
        value={value[1] ?? ""}
        onChange={(e) => onChange([value[0] ?? "", e.currentTarget.value])}
      />
    </SimpleGrid>
  );
}

/** The open APIs to ask for (getAllPermission), one checkbox each. */
function ApiChoice({ label, required, inputProps }: FieldWidgetProps) {
  const { t } = useTranslation(TICKETS_NS);
  const apis = useQuery(openApisQuery());
  return (
    <Checkbox.Group label={label} withAsterisk={required} {...inputProps}>
      <Stack gap={4} mt={4}>
        {apis.isPending ? <Loader size="xs" /> : null}
        {apis.data?.length === 0 ? <Text size="sm">{t("form.apisEmpty")}</Text> : null}
        {apis.data?.map((a) => (
          <Checkbox key={a.uriName} value={a.uriName} label={`${a.apiName} (${a.uriName})`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const WIDGETS = { troubleTime: TimeRange, apis: ApiChoice };

/** Create mode: the kind's form, its fields and rules the SDK's descriptor of the kind. */
function CreateForm({ kind }: { kind: TicketType }) {
  const { t } = useTranslation(TICKETS_NS);
  const navigate = useNavigate();
  const create = useCreateTicket();
  const customer = useQuery(customerQuery());
  const descriptor = formOf(kind);
  const form = useDescribedForm(descriptor, { mode: "add" });
  const [files, setFiles] = useState<FileRef[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const c = customer.data;
  // Prefill once the lookup answers (part2 §2: creation passes customerName, phone and contacts).
  useEffect(() => {
    if (!c) return;
    form.setValues((v) => ({
      ...v,
      contacts: v.contacts || c.contacts,
      mobile: v.mobile || c.phone,
      email: v.email || c.email,
    }));
  }, [c, form.setValues]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tooMany = rules.attachments.count(files.length);
    setFilesError(ruleMessage(t, tooMany) ?? undefined);
    if (form.validate().hasErrors || tooMany) return notifyWarning(t("L000238", { ns: "sdk" }));
    create.mutate(payloadOf(kind, form.values, files));
  };
  const choose = t("form.choose");

  return (
    <form
      noValidate
      aria-label={t("form.titleNew", { kind: t(`ticketType.${kind}`, { ns: "sdk" }) })}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInput
          label={t("field.ticketCustomerName", { ns: "sdk" })}
          value={c?.customerName ?? ""}
          readOnly
        />
        <DescribedForm
          descriptor={descriptor}
          form={form}
          mode="add"
          widgets={WIDGETS}
          placeholders={{ troubleType: choose, processorSize: choose }}
        />
        <Attachments
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
          error={filesError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: "/workOrderMng" })}>
            {t("form.back")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A field's value as text for view mode. */
function viewText(t: TFunction, f: FieldDef, d: TicketDetail, fmt: (w: string) => string): string {
  const v = (d as Record<string, unknown>)[f.key];
  // Each end on its own: `.map(fmt)` would hand the index to the formatter as its format.
  if (f.key === "troubleTime") return ((v as string[] | undefined) ?? []).map((w) => fmt(w)).join(" ~ ");
  if (f.key === "apis")
    return ((v as { uriName: string }[] | undefined) ?? []).map((a) => a.uriName).join(", ");
  if (f.type === "select") return v === undefined || v === null ? "" : t(`${f.key}.${v}`, { ns: "sdk" });
  return v === undefined || v === null ? "" : String(v);
}

/** View mode: the ticket read-only, attachments downloadable, the result at status 3. */
function ViewTicket({ ticketNo }: { ticketNo: string }) {
  const { t } = useTranslation(TICKETS_NS);
  const navigate = useNavigate();
  const fmt = useFormatTime();
  const { data, isPending, isError } = useQuery(ticketDetailQuery(ticketNo));
  if (isPending) return <Loader />;
  if (isError || !data) return <Alert color="red">{t("form.notFound")}</Alert>;
  const kind = data.ticketType as TicketType;
  return (
    <Stack gap="sm" data-testid="ticket-view">
      <Group gap="md">
        <Text size="sm">
          {t("field.ticketStatus", { ns: "sdk" })}: <EnumBadge def={ticketStatus} value={data.status} />
        </Text>
        <Text size="sm">
          {t("field.ticketCreateTime", { ns: "sdk" })}: {fmt(data.createTime)}
        </Text>
      </Group>
      {formOf(kind).fields.map((f) =>
        f.type === "textarea" ? (
          <Textarea
            key={f.key}
            label={labelOf(t, f)}
            value={viewText(t, f, data, fmt)}
            readOnly
            autosize
            minRows={2}
          />
        ) : (
          <TextInput key={f.key} label={labelOf(t, f)} value={viewText(t, f, data, fmt)} readOnly />
        ),
      )}
      <Attachments files={data.uploadUrlDigest} />
      {data.status === 3 && data.result ? (
        <Paper withBorder p="sm" radius="sm" data-testid="ticket-result">
          <Text size="sm" fw={600}>
            {t("field.ticketResult", { ns: "sdk" })}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {data.result}
          </Text>
        </Paper>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: "/workOrderMng" })}>
          {t("form.back")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The page of the four form routes. */
export function TicketFormPage() {
  const { t } = useTranslation(TICKETS_NS);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const search = useSearch({ strict: false }) as TicketFormSearch;
  const kind = kindOfPath(path);
  const viewing = search.type === 2 && !!search.detialId;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {viewing
            ? t("form.titleView", { ticketNo: search.detialId })
            : t("form.titleNew", { kind: t(`ticketType.${kind}`, { ns: "sdk" }) })}
        </Title>
        {viewing ? <ViewTicket ticketNo={search.detialId!} /> : <CreateForm key={kind} kind={kind} />}
      </Stack>
    </Paper>
  );
}
