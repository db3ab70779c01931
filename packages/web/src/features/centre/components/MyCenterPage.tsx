// /myCenter, the personal centre (part2 §2): the base info (getUserBaseInfo, part2 §3 "User info")
// and the AccessKey table (getAccessKey). The AccessSecret shows only after the SMS code and is
// cleared from the page 5 minutes later, with a visible countdown (part2 §9); "Hide now" clears it
// at once. Times follow the time-zone setting.
import { mayVisit } from "../../../shared/permissions";
import { type AccessCredential, type UserBaseInfo, accessKeyColumns } from "@fixcloud/sdk";
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabeledValue } from "../../../shared/LabeledValue";
import { ButtonLink } from "../../../shared/buttonLink";
import { notifySuccess } from "../../../shared/notify";
import { useFormatTime } from "../../../shared/time";
import { CENTRE_NS } from "../labels";
import { accessKeysQuery, userInfoQuery } from "../queries";
import { minutesSeconds, useRemaining } from "../useRemaining";
import { RevealDialog } from "./RevealDialog";

/** How long a revealed secret stays on the page, ms (part2 §9). */
export const SECRET_VISIBLE_MS = 5 * 60_000;

/** The fields of part2 §3 "User info" the base info card shows, in order. */
const INFO_FIELDS = [
  "userName",
  "userType",
  "realName",
  "phone",
  "email",
  "country",
  "applicationAreaName",
  "applicationSceneName",
] as const satisfies readonly (keyof UserBaseInfo)[];

/** A country's ISO 3166 code ("CN") named in `language` ("中国", "China"); the code if unknown. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function BaseInfo() {
  const { t, i18n } = useTranslation(CENTRE_NS);
  const { data } = useSuspenseQuery(userInfoQuery());
  const value = (key: (typeof INFO_FIELDS)[number]) => {
    const v = data[key];
    if (v === null || v === undefined || v === "") return t("state.dash", { ns: "common" });
    if (key === "country") return countryName(String(v), i18n.language);
    return key === "userType" ? t(`userType.${v}`, { ns: "sdk" }) : String(v);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t("myCenter.baseInfo")}>
      <Title order={2} size="h5" mb="sm">
        {t("myCenter.baseInfo")}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {INFO_FIELDS.map((key) => (
          <LabeledValue key={key} label={t(`userInfo.${key}`, { ns: "sdk" })}>
            {value(key)}
          </LabeledValue>
        ))}
      </SimpleGrid>
    </Card>
  );
}

interface Revealed {
  rows: AccessCredential[];
  /** Epoch ms when the secrets leave the page. */
  until: number;
}

function AccessKeys() {
  const { t } = useTranslation(CENTRE_NS);
  const fmt = useFormatTime();
  const { data: keys } = useSuspenseQuery(accessKeysQuery());
  const [dialog, setDialog] = useState(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const left = useRemaining(revealed?.until ?? null);
  const hide = useCallback(() => setRevealed(null), []);
  useEffect(() => {
    if (revealed && left === 0) hide();
  }, [revealed, left, hide]);
  const secretOf = (accessKey: string) => revealed?.rows.find((r) => r.accessKey === accessKey)?.accessSecret;
  const cell = (row: (typeof keys)[number], key: string) => {
    if (key === "accessSecret") return secretOf(row.accessKey) ?? t("myCenter.secretHidden");
    if (key === "createTime") return fmt(row.createTime);
    return String(row[key as keyof typeof row] ?? t("state.dash", { ns: "common" }));
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t("myCenter.credentials")}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t("myCenter.credentials")}
        </Title>
        {revealed ? (
          <Group gap="sm">
            <Text size="sm" c="dimmed" role="timer" aria-live="off">
              {t("myCenter.hidesIn", { time: minutesSeconds(left) })}
            </Text>
            <Button variant="default" size="xs" onClick={hide}>
              {t("myCenter.hideNow")}
            </Button>
          </Group>
        ) : (
          <Button size="xs" onClick={() => setDialog(true)} disabled={keys.length === 0}>
            {t("myCenter.reveal")}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {accessKeyColumns.map((c) => (
                <Table.Th key={c.key}>{t(c.labelKey, { ns: "sdk" })}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((row) => (
              <Table.Tr key={row.accessKey}>
                {accessKeyColumns.map((c) => (
                  <Table.Td key={c.key} ff={c.key === "createTime" ? undefined : "monospace"}>
                    {cell(row, c.key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {keys.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={accessKeyColumns.length}>{t("state.empty", { ns: "common" })}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog && (
        <RevealDialog
          onClose={() => setDialog(false)}
          onRevealed={(rows) => {
            setDialog(false);
            setRevealed({ rows, until: Date.now() + SECRET_VISIBLE_MS });
            notifySuccess(t("L000697", { ns: "sdk" }));
          }}
        />
      )}
    </Card>
  );
}

/** The link to /webhooks: signed events at the customer's own endpoints. */
function WebhooksCard() {
  const { t } = useTranslation(CENTRE_NS);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="centre-webhooks">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h5" id="centre-webhooks">
            {t("myCenter.webhooksTitle")}
          </Title>
          <Text size="sm">{t("myCenter.webhooks")}</Text>
        </Stack>
        <ButtonLink to="/webhooks" size="xs" variant="light">
          {t("myCenter.webhooksOpen")}
        </ButtonLink>
      </Group>
    </Card>
  );
}

/** The link to /audit, shown to those whose role grants the audit screen (docs/audit.md). */
function AuditCard() {
  const { t } = useTranslation(CENTRE_NS);
  if (!mayVisit("/audit")) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="centre-audit">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h5" id="centre-audit">
            {t("myCenter.auditTitle")}
          </Title>
          <Text size="sm">{t("myCenter.audit")}</Text>
        </Stack>
        <ButtonLink to="/audit" size="xs" variant="light">
          {t("myCenter.auditOpen")}
        </ButtonLink>
      </Group>
    </Card>
  );
}

/** The /myCenter page. */
export function MyCenterPage() {
  const { t } = useTranslation(CENTRE_NS);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("myCenter.title")}
      </Title>
      <BaseInfo />
      <AccessKeys />
      <WebhooksCard />
      <AuditCard />
    </Stack>
  );
}
