// /applyTicket (part1 §2 side menu "OpenAPI and SDK application tickets"; part2 §2 ticket forms):
// one card per application kind (open API 3, SDK 5) with its form in create mode (XZ_GSH982,
// part2 §6) and the list of the customer's tickets of that kind (/workOrderMng?ticketType=).
import { PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { ButtonLink } from "../../../shared/buttonLink";
import { useCan } from "../../../shared/permissions";
import { KIND_PATHS } from "../kinds";

/** The application kinds, in the menu label's order. */
const APPLY_TYPES = [3, 5] as const;

/** The /applyTicket page. */
export function ApplyTicketsPage() {
  const { t } = useTranslation(TICKETS_NS);
  const can = useCan();
  const mayAdd = can(PAGE_PERMISSIONS.addTicket);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("menu.applyTickets", { ns: "sdk" })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("apply.hint")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {APPLY_TYPES.map((type) => {
          const name = t(`ticketType.${type}`, { ns: "sdk" });
          return (
            <Card key={type} withBorder radius="md" padding="lg" component="section" aria-label={name}>
              <Title order={2} size="h5" mb="xs">
                {name}
              </Title>
              <Text size="sm" mb="md">
                {t(`apply.about.${type}`)}
              </Text>
              <Group gap="sm">
                {mayAdd && (
                  <ButtonLink to={KIND_PATHS[type]} search={{ type: 1 }} size="xs">
                    {t("apply.new", { kind: name })}
                  </ButtonLink>
                )}
                <ButtonLink to="/workOrderMng" search={{ ticketType: type }} size="xs" variant="light">
                  {t("apply.mine", { kind: name })}
                </ButtonLink>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
