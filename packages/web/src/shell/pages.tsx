// Full-page states of the console (part1 §2): no permission, not found, a
// route that failed to load, a route still loading. A loader's 403 or 404 is a state, not a
// failure: it gets the 403 or not-found page, without Retry.
import { ForbiddenError, NotFoundError } from "@fixcloud/sdk";
import { Stack, Text, UnstyledButton } from "@mantine/core";
import { type ErrorComponentProps, useLocation, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isRedirecting } from "../shared/errors";
import { Loading } from "../shared/Loading";
import { plainButton } from "../shared/plainButton";
import { MissingPage, NoPermissionPage, StatePage } from "../shared/StatePage";

export { NoPermissionPage };

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
  const { pathname } = useLocation();
  // 401/406/505 are being handled by a redirect: show a neutral state meanwhile.
  if (isRedirecting(error)) return <Loading />;
  if (error instanceof ForbiddenError) return <NoPermissionPage path={pathname} />;
  if (error instanceof NotFoundError) return <MissingPage message={error.message} />;
  return (
    // Mantine Alert's light red look (app.css `fc-alert`): Alert brings its close button to the
    // first route, where this page is always bundled (first-route budget).
    <div className="fc-alert" role="alert">
      <div className="fc-alert-title">{t("page.error.title")}</div>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
        <UnstyledButton
          {...plainButton({ variant: "light", size: "xs", color: "red" })}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t("common:action.retry")}
        </UnstyledButton>
      </Stack>
    </div>
  );
}

/** A route still loading after a while (the router's pending component). */
export const RoutePending = Loading;
