// /realNameAttestate (part2 §2, §4): the certification status by flag: 1 authenticated
// with the details, 2 rejected with the reason and a resubmit button, 3 not started, 4 under
// review with a button to the details. The button's title depends on the flag.
import { authFlag } from "@fixcloud/sdk";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { EnumBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { companyAuthQuery } from "../queries";
import { statusAction } from "../status";
import { CertificationDetails } from "./CertificationDetails";

/** The /realNameAttestate page. */
export function RealNameAttestatePage() {
  const { t } = useTranslation(CERTIFICATION_NS);
  const fmt = useFormatTime();
  const { data } = useSuspenseQuery(companyAuthQuery());
  const navigate = useNavigate();
  const action = statusAction(data.flag);
  const target = action.type;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h3">
            {t("title")}
          </Title>
          <Group gap="xs" data-testid="certification-status">
            <Text size="sm">{t("status.label")}</Text>
            <EnumBadge def={authFlag} value={data.flag} />
          </Group>
        </Group>
        {data.flag === 2 && data.authMsg?.reason && (
          <Alert color="red">{t("status.reason", { reason: data.authMsg.reason })}</Alert>
        )}
        {data.flag === 4 && <Alert color="blue">{t("status.pendingHint")}</Alert>}
        {data.flag === 3 && <Text c="dimmed">{t("status.notStartedHint")}</Text>}
        {data.authMsg && data.flag !== 1 && (
          <Text size="sm" c="dimmed">
            {t("status.submitTime", { time: fmt(data.authMsg.submitTime) })}
          </Text>
        )}
        {data.flag === 1 && data.authMsg && <CertificationDetails msg={data.authMsg} flag={1} />}
        <Group>
          {target === null ? (
            <Button disabled>{t(action.titleKey, { ns: "sdk" })}</Button>
          ) : (
            <Button onClick={() => void navigate({ to: "/realNameInfo", search: { type: target } })}>
              {t(action.titleKey)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
