// Full-page states of the console (part1 §2): not built yet, no permission, not found, a
// route that failed to load, a route still loading.
import { routesOf } from "@fixcloud/sdk";
import { Alert, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, Link, useLocation, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isRedirecting } from "../shared/errors";
import { Loading } from "../shared/Loading";

/** A route's name for messages: its menu label (most specific entry) and its path. */
function useRouteName(path: string): string {
  const { t } = useTranslation("shell");
  const entries = routesOf(path);
  const entry = entries[entries.length - 1];
  const label = entry ? t(entry.labelKey, { ns: "sdk", defaultValue: "" }) : "";
  return label ? `${label} (${path})` : path;
}

function StatePage({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation("shell");
  return (
    <Center mih={320}>
      <Paper withBorder p="xl" radius="md" maw={520} w="100%" data-testid={testId}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text>{body}</Text>
          <Button component={Link} to="/overview" variant="light">
            {t("page.backHome")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** A route of the table whose screen is not built yet, named. */
export function NotAvailablePage({ path }: { path: string }) {
  const { t } = useTranslation("shell");
  const route = useRouteName(path);
  return (
    <StatePage
      testId="not-available"
      title={t("page.notAvailable.title")}
      body={t("page.notAvailable.body", { route })}
    />
  );
}

/** A route the session's menu codes do not include (part1 §6). */
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

/** A path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  return (
    <StatePage
      testId="not-found"
      title={t("page.notFound.title")}
      body={t("page.notFound.body", { route: pathname })}
    />
  );
}

/** A route whose loader or component failed; the notification already carries the message. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation("shell");
  const router = useRouter();
  // 401/406/505 are being handled by a redirect: show a neutral state meanwhile.
  if (isRedirecting(error)) return <Loading />;
  return (
    <Alert color="red" title={t("page.error.title")} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t("common:action.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A route still loading after a while (the router's pending component). */
export const RoutePending = Loading;
