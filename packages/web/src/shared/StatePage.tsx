// Full-page states a page can render in place of its content (part1 §2, §6, §8): no
// permission (403), a path or a record that does not exist (404). One look for all of them, and
// never a Retry where trying again cannot help.
import { routesOf } from "@fixcloud/sdk";
import { Center, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { plainButton } from "./plainButton";

/** A route's name for messages: its menu label (most specific entry) and its path. */
export function useRouteName(path: string): string {
  const { t } = useTranslation("shell");
  const entries = routesOf(path);
  const entry = entries[entries.length - 1];
  const label = entry ? t(entry.labelKey, { ns: "sdk", defaultValue: "" }) : "";
  return label ? `${label} (${path})` : path;
}

/** A titled state with a way back to the overview; `testId` names the state for tests. */
export function StatePage({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation("shell");
  return (
    <Center mih={320}>
      <Paper withBorder p="xl" radius="md" maw={520} w="100%" data-testid={testId}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text>{body}</Text>
          <UnstyledButton component={Link} to="/overview" {...plainButton({ variant: "light" })}>
            {t("page.backHome")}
          </UnstyledButton>
        </Stack>
      </Paper>
    </Center>
  );
}

/** A route or a record the session's menu and permission codes do not include (part1 §6, 403). */
export function NoPermissionPage({ path }: { path: string }) {
  const { t } = useTranslation("shell");
  const route = useRouteName(path);
  return (
    <StatePage
      testId="no-permission"
      title={t("page.noPermission.title")}
      body={t("page.noPermission.body", { route })}
    />
  );
}

/** A record that does not exist (404): the server's message says which. */
export function MissingPage({ message }: { message: string }) {
  const { t } = useTranslation("shell");
  return <StatePage testId="not-found" title={t("page.missing.title")} body={message} />;
}
