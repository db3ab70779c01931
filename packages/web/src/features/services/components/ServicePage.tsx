// A service screen (part1 §2): the service type's title and two tabs, service accounts (1) and
// resource pools (2); switching tabs resets that tab's filters. The pools tab loads when first
// shown. Loads the strings of the service screens (../../../i18n/services) with this chunk.
import type { ServiceType } from "@fixcloud/sdk";
import { Paper, Stack, Tabs, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "../../../i18n/services";
import { AccountsTab } from "../../accounts/components/AccountsTab";
import { PoolsTab } from "../../pools/components/LazyPoolsTab";
import { servicePath } from "../search";

function ServicePage({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const path = servicePath(selectType);
  const search = useSearch({ from: path });
  const navigate = useNavigate();
  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t(`serviceType.${selectType}`, { ns: "sdk" })}
          </Title>
          <Tabs
            value={String(search.tab)}
            onChange={(v) => void navigate({ to: path, search: { tab: v === "2" ? 2 : 1 } })}
          >
            <Tabs.List aria-label={t("tabs.label")}>
              <Tabs.Tab value="1">{t("tabs.accounts")}</Tabs.Tab>
              <Tabs.Tab value="2">{t("tabs.pools")}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {search.tab === 1 ? (
            <AccountsTab selectType={selectType} search={search} />
          ) : (
            <PoolsTab selectType={selectType} search={search} />
          )}
        </Stack>
      </Paper>
    </ModalsProvider>
  );
}

/** The high-precision positioning screen (selectType 1). */
export const HighPrecisionPage = () => <ServicePage selectType={1} />;
/** The auxiliary positioning (A-GNSS) screen (selectType 2). */
export const AuxPositionPage = () => <ServicePage selectType={2} />;
/** The cloud chip (IC-to-Cloud) screen (selectType 3). */
export const CloudChipPage = () => <ServicePage selectType={3} />;
