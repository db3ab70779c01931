// Console boot: i18n (the first route's strings and SDK labels), React Query (every failed call
// notified with the server's message, part1 §8, cleared when the page changes), the router and
// the providers.
import { ApiError } from "@fixcloud/sdk";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode, useMemo } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import { createRoot } from "react-dom/client";
import { initI18n } from "../i18n";
import { lazyLocales, loadStringsForPages } from "../i18n/lazy";
import { firstRouteBundles } from "../i18n/resources";
import { clearToastsOnPageChange, notifyErrorLater, notifyQueryErrorLater } from "../shared/notifyLater";
import { announceOnArrival } from "../shared/urlState";
import { getSettings, subscribeSettings } from "../shared/settings";
import { consoleTheme, cssVariablesResolver } from "../shared/theme";
import { ConsoleMantineProvider } from "./ConsoleMantineProvider";
import { createAppRouter } from "./router";
import { Toasts } from "./toasts";

/**
 * Mantine with the console's theme (its CSS made at build time: ConsoleMantineProvider); icon-only
 * buttons named in the current language.
 */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const theme = useMemo(() => consoleTheme({ close: t("action.close"), clear: t("action.clear") }), [t]);
  return (
    <ConsoleMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </ConsoleMantineProvider>
  );
}

/**
 * Start the console in #root (main.tsx calls it only with a stored session) once the first
 * route's strings of the stored language are there. Rejects when they cannot load.
 */
export async function boot() {
  const bundles = await firstRouteBundles(getSettings().language);
  initI18n(bundles, "common", [], initReactI18next, lazyLocales);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: notifyQueryErrorLater }),
    mutationCache: new MutationCache({ onError: notifyErrorLater }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Business errors are answers, not glitches: retry only connection problems, once.
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
      },
    },
  });
  // The server localizes names and messages by the language/timeZone headers: refetch what
  // is on screen after a switch.
  subscribeSettings(() => void queryClient.invalidateQueries({ refetchType: "active" }));
  const router = createAppRouter(queryClient);
  clearToastsOnPageChange(router);
  announceOnArrival(router);
  loadStringsForPages(router, "/overview");
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
