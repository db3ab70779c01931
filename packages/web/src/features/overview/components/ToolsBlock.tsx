// Common tools of the overview (part1 §2 Tools): NTRIP dialog, ionosphere query, coverage and the
// correction service status (separate pages opened in a new window), troubleshooting (/obstacle) and
// fleet health (/fleet), both hidden for a sub-user without PZGJ_KGS572: part1 §2 says
// "accountType 0", the seed's and the server's sub-users are every account type but the main
// account's 1.
import { PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { Paper, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { type ComponentProps, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/permissions";
import { preloadable } from "../../../shared/preloadable";
import type { NtripDialog as NtripDialogType } from "./NtripDialog";
// The dialog (Modal, portal, scroll lock) is not in the overview's first route: it loads on
// pointer or focus intent, so the click that follows renders it at once (budget: first
// open ≤ 200 ms).
const { Component: NtripDialog, preload: preloadNtrip } = preloadable<ComponentProps<typeof NtripDialogType>>(
  () => import("./NtripDialog").then((m) => ({ default: m.NtripDialog })),
);

const toolStyle = {
  display: "block",
  width: "100%",
  padding: "var(--mantine-spacing-sm)",
  borderRadius: "var(--mantine-radius-md)",
  border: "1px solid var(--mantine-color-gray-3)",
} as const;

function ToolBody({ title, desc }: { title: string; desc: string }): ReactNode {
  return (
    <>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {desc}
      </Text>
    </>
  );
}

/**
 * A tool that is a page of its own (part1 §2: the ionosphere and coverage pages open in a new
 * window): a link whose accessible name is its text and says so, in the current language.
 */
function WindowTool({ page, title, desc }: { page: string; title: string; desc: string }) {
  const { t } = useTranslation("overview");
  return (
    <UnstyledButton
      component="a"
      href={`${import.meta.env.BASE_URL}${page}`}
      target="_blank"
      rel="noopener"
      style={toolStyle}
    >
      <ToolBody title={title} desc={desc} />
      {/* Said after the text a person sees, so the link's name holds it (WCAG 2.5.3). */}
      <VisuallyHidden>{t("tools.opensNewWindow")}</VisuallyHidden>
    </UnstyledButton>
  );
}

/** The common tools: NTRIP, ionosphere, coverage, correction service status, troubleshooting, fleet health. */
export function ToolsBlock() {
  const { t } = useTranslation("overview");
  const can = useCan();
  const [ntripOpen, ntrip] = useDisclosure(false);

  const hideTroubleshooting = !can(PAGE_PERMISSIONS.faultDiagnosis);

  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {t("tools.title")}
      </Title>
      <div className="fc-tools-grid">
        <UnstyledButton
          style={toolStyle}
          onClick={ntrip.open}
          onPointerEnter={() => void preloadNtrip()}
          onFocus={() => void preloadNtrip()}
        >
          <ToolBody title={t("tools.ntrip")} desc={t("tools.ntripDesc")} />
        </UnstyledButton>
        <WindowTool page="ionosphere.html" title={t("tools.ionosphere")} desc={t("tools.ionosphereDesc")} />
        <WindowTool page="coverage.html" title={t("tools.coverage")} desc={t("tools.coverageDesc")} />
        <WindowTool page="streams.html" title={t("tools.streams")} desc={t("tools.streamsDesc")} />
        {!hideTroubleshooting && (
          <UnstyledButton component={Link} to="/obstacle" style={toolStyle}>
            <ToolBody title={t("tools.obstacle")} desc={t("tools.obstacleDesc")} />
          </UnstyledButton>
        )}
        {/* Fleet health shares the troubleshooting code (the SDK's route table). */}
        {!hideTroubleshooting && (
          <UnstyledButton component={Link} to="/fleet" style={toolStyle}>
            <ToolBody title={t("tools.fleet")} desc={t("tools.fleetDesc")} />
          </UnstyledButton>
        )}
      </div>
      {ntripOpen && (
        <Suspense fallback={null}>
          <NtripDialog opened onClose={ntrip.close} />
        </Suspense>
      )}
    </Paper>
  );
}
