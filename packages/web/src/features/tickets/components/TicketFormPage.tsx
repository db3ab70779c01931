// The ticket forms /addBugOrder, /addChangeOrder, /addOpenAPI, /addSdkOrder (part2 §2-§5).
// `type=1` creates: the kind's fields (kinds.ts), prefilled from queryById (customer
// name, phone, contacts), every rule of part2 §5 in the session's language with its message, a
// generic form-invalid message (L000238) on a bad submit, attachments uploaded as chosen.
// `type=2&detialId=` views a ticket: every field read-only, attachments downloadable, the result
// at status 3. Values typed by people are rendered as text (React escapes), never as HTML.
import {
  type FileRef,
  type Language,
  processorSize,
  rules,
  TICKET_TEXT_FIELDS,
  type TicketCreateRequest,
  type TicketDetail,
  type TicketType,
  ticketStatus,
  troubleType,
  valuesOf,
} from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { EnumBadge } from "../../../shared/StateBadge";
import { notifyWarning } from "../../../shared/notify";
import { ruleMessage } from "../../../shared/rules";
import { getSettings } from "../../../shared/settings";
import { useFormatTime } from "../../../shared/time";
import { useSettings } from "../../../shared/useSettings";
import { KIND_FIELDS, type KindField, kindOfPath } from "../kinds";
import { useCreateTicket } from "../mutations";
import { customerQuery, openApisQuery, ticketDetailQuery } from "../queries";
import type { TicketFormSearch } from "../search";
import { Attachments } from "./Attachments";

const TEXT_KEYS = [...TICKET_TEXT_FIELDS, "troubleType", "processorSize"] as const;
type TextKey = (typeof TEXT_KEYS)[number];

/** The form's values: every kind's text fields, the fault's time range, the APIs, the files. */
type Values = Record<TextKey, string> & { from: string; to: string; apis: string[]; files: FileRef[] };

const EMPTY = {
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ""])) as Record<TextKey, string>),
  from: "",
  to: "",
  apis: [],
  files: [],
} satisfies Values as Values;
const CHOICES = { troubleType, processorSize } as const;
const labelOf = (t: TFunction, f: KindField) => t(f.label ?? `field.${f.key}`, { ns: "sdk" });

/** `2026-05-30T08:00` of a datetime input, in the time-zone setting, as a wire time (UTC). */
function wireOf(local: string): string {
  if (!local) return "";
  const d = new Date(getSettings().timeZone === "UTC" ? `${local}:00Z` : `${local}:00`);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString().slice(0, 19).replace("T", " ");
}

/** The payload of the form's values for `kind` (only the kind's fields, text trimmed). */
function payloadOf(kind: TicketType, v: Values): TicketCreateRequest {
  const body: Record<string, unknown> = { ticketType: kind };
  for (const f of KIND_FIELDS[kind]) {
    if (f.kind === "timeRange") body.troubleTime = [wireOf(v.from), wireOf(v.to)].filter(Boolean);
    else if (f.kind === "apis") body.apis = v.apis.map((uriName) => ({ uriName }));
    else if (f.kind === "choice") body[f.key] = v[f.key as TextKey] ? Number(v[f.key as TextKey]) : undefined;
    else body[f.key] = (v[f.key as TextKey] ?? "").trim();
  }
  body.uploadUrlDigest = v.files;
  return body as TicketCreateRequest;
}

/** Every failing field, as the SDK's rules say (part2 §5), keyed by the form's fields. */
function errorsOf(kind: TicketType, v: Values, language: Language): Record<string, string> {
  const p = payloadOf(kind, v) as Record<string, unknown>;
  const errors = rules.tickets.ticketErrors({ ...p, ticketType: kind } as never, language) as Record<
    string,
    string
  >;
  const out: Record<string, string> = {};
  for (const [k, code] of Object.entries(errors)) out[k === "troubleTime" ? "from" : k] = code;
  const files = rules.attachments.count(v.files.length);
  if (files) out.files = files;
  return out;
}

/** The form of a kind in `language`: the SDK's rules as its validation. */
function useTicketForm(kind: TicketType, language: Language, t: TFunction) {
  return useForm<Values>({
    initialValues: EMPTY,
    validate: (v) => {
      const out: Record<string, string> = {};
      for (const [field, code] of Object.entries(errorsOf(kind, v, language)))
        out[field] = ruleMessage(t, code) ?? "";
      return out;
    },
  });
}

/** One field in create mode. */
function Field({
  f,
  form,
  language,
}: {
  f: KindField;
  form: ReturnType<typeof useTicketForm>;
  language: Language;
}) {
  const { t } = useTranslation(TICKETS_NS);
  const apis = useQuery({ ...openApisQuery(), enabled: f.kind === "apis" });
  const required =
    f.required || (f.key === "mobile" && language !== "en") || (f.key === "email" && language === "en");
  const label = labelOf(t, f);
  switch (f.kind) {
    case "textarea":
      return (
        <Textarea label={label} withAsterisk={required} autosize minRows={3} {...form.getInputProps(f.key)} />
      );
    case "timeRange":
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t("form.from", { label })}
            withAsterisk
            {...form.getInputProps("from")}
          />
          <TextInput type="datetime-local" label={t("form.to", { label })} {...form.getInputProps("to")} />
        </SimpleGrid>
      );
    case "choice": {
      const def = CHOICES[f.key as keyof typeof CHOICES];
      return (
        <Select
          label={label}
          withAsterisk={required}
          placeholder={t("form.choose")}
          data={valuesOf(def).map((v) => ({ value: String(v), label: t(`${f.key}.${v}`, { ns: "sdk" }) }))}
          {...form.getInputProps(f.key)}
        />
      );
    }
    case "apis":
      return (
        <Checkbox.Group label={label} withAsterisk {...form.getInputProps("apis")}>
          <Stack gap={4} mt={4}>
            {apis.isPending ? <Loader size="xs" /> : null}
            {apis.data?.length === 0 ? <Text size="sm">{t("form.apisEmpty")}</Text> : null}
            {apis.data?.map((a) => (
              <Checkbox key={a.uriName} value={a.uriName} label={`${a.apiName} (${a.uriName})`} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return (
        <TextInput
          label={label}
          withAsterisk={required}
          inputMode={f.key === "mobile" ? "tel" : undefined}
          type={f.key === "email" ? "email" : "text"}
          {...form.getInputProps(f.key)}
        />
      );
  }
}

/** Create mode: the kind's form. */
function CreateForm({ kind }: { kind: TicketType }) {
  const { t } = useTranslation(TICKETS_NS);
  const { language } = useSettings();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const customer = useQuery(customerQuery());
  const form = useTicketForm(kind, language, t);
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

  return (
    <form
      noValidate
      aria-label={t("form.titleNew", { kind: t(`ticketType.${kind}`, { ns: "sdk" }) })}
      onSubmit={form.onSubmit(
        (v) => create.mutate(payloadOf(kind, v)),
        () => notifyWarning(t("L000238", { ns: "sdk" })),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t("field.ticketCustomerName", { ns: "sdk" })}
          value={c?.customerName ?? ""}
          readOnly
        />
        {KIND_FIELDS[kind].map((f) => (
          <Field key={f.key} f={f} form={form} language={language} />
        ))}
        <Attachments
          files={form.values.files}
          onChange={(files) => form.setFieldValue("files", files)}
          error={form.errors.files as string | undefined}
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
function viewText(t: TFunction, f: KindField, d: TicketDetail, fmt: (w: string) => string): string {
  const v = (d as Record<string, unknown>)[f.key];
  // Each end on its own: `.map(fmt)` would hand the index to the formatter as its format.
  if (f.kind === "timeRange") return ((v as string[] | undefined) ?? []).map((w) => fmt(w)).join(" ~ ");
  if (f.kind === "apis")
    return ((v as { uriName: string }[] | undefined) ?? []).map((a) => a.uriName).join(", ");
  if (f.kind === "choice") return v === undefined || v === null ? "" : t(`${f.key}.${v}`, { ns: "sdk" });
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
      {(KIND_FIELDS[kind] ?? KIND_FIELDS[1]).map((f) =>
        f.kind === "textarea" ? (
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
