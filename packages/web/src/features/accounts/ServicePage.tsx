import type { ServiceType } from "@fixcloud/sdk";
import { Paper, Stack, Tabs, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { NotAvailablePanel } from "../../app/pages";
import {
  type AccountFilterSearch,
  accountListParams,
  type ServiceSearch,
  SERVICE_PATHS,
} from "../../routes/search";
import { Pager } from "../../shared/Pager";
import { AccountFilters } from "./AccountFilters";
import { AccountTable } from "./AccountTable";
import { accountListQuery } from "./queries";

function AccountsTab({ selectType, search }: { selectType: ServiceType; search: ServiceSearch }) {
  const navigate = useNavigate();
  const path = SERVICE_PATHS[selectType - 1] ?? "/highPrecision";
  const { data, isFetching } = useSuspenseQuery(accountListQuery(accountListParams(selectType, search)));
  const go = (next: Partial<ServiceSearch>) => void navigate({ to: path, search: next as ServiceSearch });

  return (
    <Stack gap="md">
      <AccountFilters
        selectType={selectType}
        value={search}
        onSearch={(filters: AccountFilterSearch) =>
          go({ ...filters, tab: 1, page: 1, pageSize: search.pageSize })
        }
        onReset={() => go({ tab: 1, page: 1, pageSize: search.pageSize })}
      />
      <AccountTable records={data.list} fetching={isFetching} />
      <Pager
        total={data.total}
        page={search.page}
        pageSize={search.pageSize}
        onChange={(page, pageSize) => go({ ...search, page, pageSize })}
      />
    </Stack>
  );
}

/** A service screen (part1 §2): accounts and pools tabs; switching tabs resets filters. */
function ServicePage({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const path = SERVICE_PATHS[selectType - 1] ?? "/highPrecision";
  const search = useSearch({ from: path }) as ServiceSearch;
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t(`title.${selectType}`)}
        </Title>
        <Tabs
          value={String(search.tab)}
          onChange={(v) => void navigate({ to: path, search: { tab: Number(v ?? 1) } as ServiceSearch })}
        >
          <Tabs.List aria-label={t("tabs.label")}>
            <Tabs.Tab value="1">{t("tabs.accounts")}</Tabs.Tab>
            <Tabs.Tab value="2">{t("tabs.pools")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {search.tab === 1 ? (
          <AccountsTab selectType={selectType} search={search} />
        ) : (
          <NotAvailablePanel name={t("tabs.pools")} />
        )}
      </Stack>
    </Paper>
  );
}

export const HighPrecisionPage = () => <ServicePage selectType={1} />;
export const AuxPositionPage = () => <ServicePage selectType={2} />;
export const CloudChipPage = () => <ServicePage selectType={3} />;
