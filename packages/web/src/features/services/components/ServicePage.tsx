// A service screen (part1 §2): the service type's title and two tabs, service accounts (1) and
// resource pools (2); switching tabs resets that tab's filters. The pools tab loads when first
// shown. Loads the strings of the service screens (../../../i18n/services) with this chunk.
// Only the open tab follows the whole URL state: a page, size or filter change re-renders the
// tab, not the modals provider, the title and the tab bar, and the router's own updates of the
// match (its loader settling) re-render nothing here (budget: page size → rows painted).
import type { ServiceType } from "@fixcloud/sdk";
import { Paper, Stack, Tabs, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import "../../../i18n/services";
import { AccountsTab } from "../../accounts/components/AccountsTab";
import { PoolsTab } from "../../pools/components/LazyPoolsTab";
import { servicePath } from "../search";

function ServicePage({ selectType }: { selectType: ServiceType }) {
  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <ServiceHeader selectType={selectType} />
          <ServiceTab selectType={selectType} />
        </Stack>
      </Paper>
    </ModalsProvider>
  );
}

/** The service type's title and the tab bar; re-rendered only when the tab changes. */
function ServiceHeader({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const path = servicePath(selectType);
  const tab = useSearch({ from: path, select: (s) => s.tab });
  const navigate = useNavigate();
  return (
    <>
      <Title order={1} size="h3">
        {t(`serviceType.${selectType}`, { ns: "sdk" })}
      </Title>
      <Tabs
        value={String(tab)}
        onChange={(v) => void navigate({ to: path, search: { tab: v === "2" ? 2 : 1 } })}
      >
        <Tabs.List aria-label={t("tabs.label")}>
          <Tabs.Tab value="1">{t("tabs.accounts")}</Tabs.Tab>
          <Tabs.Tab value="2">{t("tabs.pools")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </>
  );
}

/** The open tab in the URL state. */
function ServiceTab({ selectType }: { selectType: ServiceType }) {
  const search = useSearch({ from: servicePath(selectType) });
  return search.tab === 1 ? (
    <AccountsTab selectType={selectType} search={search} />
  ) : (
    <PoolsTab selectType={selectType} search={search} />
  );
}

// Memoized with no props: a render of the route's match (its loader settling) stops here.
/** The high-precision positioning screen (selectType 1). */
export const HighPrecisionPage = memo(() => <ServicePage selectType={1} />);
/** The auxiliary positioning (A-GNSS) screen (selectType 2). */
export const AuxPositionPage = memo(() => <ServicePage selectType={2} />);
/** The cloud chip (IC-to-Cloud) screen (selectType 3). */
export const CloudChipPage = memo(() => <ServicePage selectType={3} />);
