// A service screen (part1 §2): the service type's title and two tabs, service accounts (1) and
// resource pools (2), in the list frame every list page has; switching tabs resets that tab's
// filters. A composite of the accounts and pools features: it owns the screen's URL state and
// hands each tab its navigation. The pools tab loads when first shown. Loads the strings of the
// service screens (../../i18n/services) with this chunk.
// Only the open tab follows the whole URL state: a page, size or filter change re-renders the
// tab, not the modals provider, the title and the tab bar, and the router's own updates of the
// match (its loader settling) re-render nothing here (budget: page size → rows painted).
// The high-precision screen links to fleet health, scoped to the product its filter names.
import type { ServiceType } from "@fixcloud/sdk";
import { Tabs } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/services";
import { ListFrame } from "../../shared/list/ListFrame";
import { AccountsTab } from "../../features/accounts/components/AccountsTab";
import { PoolsTab } from "../../features/pools/components/LazyPoolsTab";
import { FLEET_PRODUCTS } from "../../features/fleet/search";
import { mayVisitWith } from "../../shared/permissions";
import { useSession } from "../../shared/session";
import { useTabNavigation } from "./navigation";
import { servicePath } from "./search";

function ServicePage({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  return (
    <ModalsProvider>
      <ListFrame
        title={t(`serviceType.${selectType}`, { ns: "sdk" })}
        aside={selectType === 1 ? <FleetLink selectType={selectType} /> : undefined}
      >
        <ServiceTabs selectType={selectType} />
        <ServiceTab selectType={selectType} />
      </ListFrame>
    </ModalsProvider>
  );
}

/** The tab bar; re-rendered only when the tab changes. */
function ServiceTabs({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const path = servicePath(selectType);
  const tab = useSearch({ from: path, select: (s) => s.tab });
  const navigate = useNavigate();
  return (
    <Tabs
      value={String(tab)}
      onChange={(v) => void navigate({ to: path, search: { tab: v === "2" ? 2 : 1 } })}
    >
      <Tabs.List aria-label={t("tabs.label")}>
        <Tabs.Tab value="1">{t("tabs.accounts")}</Tabs.Tab>
        <Tabs.Tab value="2">{t("tabs.pools")}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

/**
 * The link to fleet health (high precision: the rovers that send GGA), scoped to the service
 * product the open tab filters by; re-rendered only when that filter changes. Hidden without the
 * fleet page's code.
 */
function FleetLink({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const session = useSession();
  const product = useSearch({ from: servicePath(selectType), select: (s) => s.serviceProduct });
  if (!mayVisitWith(session, "/fleet")) return null;
  const scoped = typeof product === "string" && FLEET_PRODUCTS.includes(product) ? product : undefined;
  return (
    <Link
      className="fc-link"
      to="/fleet"
      search={scoped ? { serviceProduct: scoped } : {}}
      aria-label={
        scoped ? t("fleetLinkOf", { product: t(`serviceProduct.${scoped}`, { ns: "sdk" }) }) : undefined
      }
      data-testid="service-fleet-link"
    >
      {t("fleetLink")}
    </Link>
  );
}

/** The open tab in the URL state. */
function ServiceTab({ selectType }: { selectType: ServiceType }) {
  const search = useSearch({ from: servicePath(selectType) });
  const navigation = useTabNavigation(selectType, search.tab, search);
  return search.tab === 1 ? (
    <AccountsTab selectType={selectType} search={search} navigation={navigation} />
  ) : (
    <PoolsTab selectType={selectType} search={search} navigation={navigation} />
  );
}

// Memoized with no props: a render of the route's match (its loader settling) stops here.
/** The high-precision positioning screen (selectType 1). */
export const HighPrecisionPage = memo(() => <ServicePage selectType={1} />);
/** The auxiliary positioning (A-GNSS) screen (selectType 2). */
export const AuxPositionPage = memo(() => <ServicePage selectType={2} />);
/** The cloud chip (IC-to-Cloud) screen (selectType 3). */
export const CloudChipPage = memo(() => <ServicePage selectType={3} />);
