// Console boot: i18n, React Query, router and providers.
import { ApiError, FixcloudError } from "@fixcloud/sdk";
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import i18next from "i18next";
import { StrictMode } from "react";
import { initReactI18next } from "react-i18next";
import { createRoot } from "react-dom/client";
import { initI18n } from "../i18n";
import { consoleBundles } from "../i18n/resources";
import { subscribeSettings } from "../shared/settings";
import { theme } from "../shared/theme";
import { SILENT_CODES } from "./client";
import { createAppRouter } from "./router";

/** Every API error but the session redirects shows the server's message (part1 §8). */
function notifyError(error: unknown) {
  if (error instanceof ApiError && SILENT_CODES.has(error.code)) return;
  if (error instanceof Error && error.name === "AbortError") return;
  const message = error instanceof FixcloudError ? error.message : i18next.t("common:state.error");
  notifications.show({ color: "red", title: i18next.t("common:error.title"), message });
}

export function boot() {
  initI18n(consoleBundles, "common", initReactI18next);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: notifyError }),
    mutationCache: new MutationCache({ onError: notifyError }),
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
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
