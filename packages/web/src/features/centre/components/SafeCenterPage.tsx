// /safeCenter, the security centre (part2 §2): three cards — phone, login password and username,
// e-mail — each opening its dialog in steps. The phone and e-mail show masked.
import type { SecurityData } from "@fixcloud/sdk";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CENTRE_NS } from "../labels";
import { securityDataQuery } from "../queries";
import { ContactDialog } from "./ContactDialog";
import { PasswordDialog } from "./PasswordDialog";

type Open = "phone" | "email" | "password" | null;

function SecurityCard({
  title,
  value,
  action,
  onOpen,
}: {
  title: string;
  value: string;
  action: string;
  onOpen: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {value}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="light" onClick={onOpen}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Cards({ data }: { data: SecurityData }) {
  const { t } = useTranslation(CENTRE_NS);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SecurityCard
          title={t("sdk:field.phone")}
          value={data.phone ?? t("safe.notBound")}
          action={data.hasPhone ? t("safe.changePhone") : t("safe.bindPhone")}
          onOpen={() => setOpen("phone")}
        />
        <SecurityCard
          title={t("safe.password")}
          value={t("safe.userNameIs", { name: data.userName })}
          action={t("safe.changePassword")}
          onOpen={() => setOpen("password")}
        />
        <SecurityCard
          title={t("sdk:field.email")}
          value={data.email ?? t("safe.notBound")}
          action={data.hasEmail ? t("safe.changeEmail") : t("safe.bindEmail")}
          onOpen={() => setOpen("email")}
        />
      </SimpleGrid>
      {(open === "phone" || open === "email") && <ContactDialog kind={open} data={data} onClose={close} />}
      {open === "password" && <PasswordDialog data={data} onClose={close} />}
    </>
  );
}

/** The /safeCenter page. */
export function SafeCenterPage() {
  const { t } = useTranslation(CENTRE_NS);
  const { data } = useSuspenseQuery(securityDataQuery());
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("safe.title")}
      </Title>
      <Cards data={data} />
    </Stack>
  );
}
