// What ends soon, on the overview (part1 §9 "expiring soon" = within 10 days; 30 on request;
// docs/expiry.md "On the overview"): a tile with the number of service accounts and pools ending
// in the window across the families the user may open, the soonest of each kind with their end
// time (time-zone setting) and days left, each linking to its service screen filtered to it, and
// "see all" links to each family's screen filtered to the window. The window is this visit's
// choice (10 on every visit), not stored.
import {
  daysLeft,
  EXPIRING_SOON_DAYS,
  EXPIRY_WINDOWS_DAYS,
  type ExpiringOverview,
  type ExpiryWindowDays,
  SERVICE_TYPES,
  type ServiceType,
} from "@fixcloud/sdk";
import { Box, Group, Paper, Skeleton, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useMemo, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shared/links";
import { mayVisitWith } from "../../../shared/permissions";
import { Segmented } from "../../../shared/Segmented";
import { useSession } from "../../../shared/session";
import { Slot } from "../../../shared/Slot";
import { useFormatTime } from "../../../shared/time";
import { expiringTotals, visibleFamilies } from "../expiring";
import { expiringQuery } from "../queries";

/** The service screen of a family of the answer (1-3: the schema's integers). */
const screen = (selectType: number) => SERVICE_TYPES[selectType as ServiceType].route;

/** The expiring block, or nothing for a user who may open no service screen. */
export function ExpiringBlock() {
  const { t } = useTranslation("overview");
  const session = useSession();
  const families = useMemo(() => visibleFamilies((path) => mayVisitWith(session, path)), [session]);
  const [withinDays, setWithinDays] = useState<ExpiryWindowDays>(EXPIRING_SOON_DAYS);
  // The switch keeps the figures of the window shown until the other window's arrive.
  const [, startTransition] = useTransition();
  const titleId = useId();
  if (!families.length) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="expiring">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t("expiring.title", { count: withinDays })}
        </Title>
        <Segmented
          label={t("expiring.window")}
          value={String(withinDays)}
          options={EXPIRY_WINDOWS_DAYS.map((d) => ({
            value: String(d),
            label: t("expiring.days", { count: d }),
          }))}
          onChange={(v) => startTransition(() => setWithinDays(Number(v) as ExpiryWindowDays))}
        />
      </Group>
      <Slot fallback={<Skeleton h={120} />}>
        <ExpiringBody withinDays={withinDays} />
      </Slot>
    </Paper>
  );
}

function ExpiringBody({ withinDays }: { withinDays: ExpiryWindowDays }) {
  const { t } = useTranslation("overview");
  const { data } = useSuspenseQuery(expiringQuery(withinDays));
  const total = expiringTotals(data);
  return (
    <>
      <Group
        gap="xl"
        role="group"
        data-testid="expiring-tile"
        aria-label={t("expiring.title", { count: withinDays })}
      >
        <Figure
          kind="accounts"
          value={total.accounts}
          label={t("expiring.accounts", { count: total.accounts })}
        />
        <Figure kind="pools" value={total.pools} label={t("expiring.pools", { count: total.pools })} />
      </Group>
      {total.accounts + total.pools === 0 ? (
        <Text c="dimmed" size="sm" mt="sm" role="status">
          {t("expiring.none", { count: withinDays })}
        </Text>
      ) : (
        <div className="fc-expiring-lists">
          {total.accounts > 0 && <ExpiringList data={data} withinDays={withinDays} kind="accounts" />}
          {total.pools > 0 && <ExpiringList data={data} withinDays={withinDays} kind="pools" />}
        </div>
      )}
    </>
  );
}

function Figure({ kind, value, label }: { kind: string; value: number; label: string }) {
  return (
    <div data-testid={`expiring-${kind}`}>
      <Text fz={28} fw={700} c={value ? "orange.8" : "gray.7"} lh={1.3} component="div">
        {value.toLocaleString()}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function useDaysLeft() {
  const { t } = useTranslation("overview");
  // One "now" per render: every row of a list counts from the same moment.
  const now = Date.now();
  return (endTime: string) => t("expiring.daysLeft", { count: daysLeft(endTime, now) ?? 0 });
}

/** One row of an expiring list: the name linking to its screen filtered to it, its service, its end. */
interface ExpiringRow {
  key: string;
  name: string;
  to: string;
  search: { tab: 1; accountName: string } | { tab: 2; poolId: string };
  service: string;
  endTime: string;
}

/** The soonest of one kind (accounts or pools), then the "see all" links of that kind. */
function ExpiringList({
  data,
  withinDays,
  kind,
}: {
  data: ExpiringOverview;
  withinDays: ExpiryWindowDays;
  kind: "accounts" | "pools";
}) {
  const { t } = useTranslation("overview");
  const fmt = useFormatTime();
  const left = useDaysLeft();
  const caption = t(kind === "accounts" ? "expiring.accountsTitle" : "expiring.poolsTitle");
  const rows: ExpiringRow[] =
    kind === "accounts"
      ? data.accounts.map((a) => ({
          key: `${a.selectType}-${a.accountName}`,
          name: a.accountName,
          to: screen(a.selectType),
          search: { tab: 1, accountName: a.accountName },
          service: t(`sdk:serviceProduct.${a.serviceProduct}`, { defaultValue: a.serviceProduct }),
          endTime: a.endTime,
        }))
      : data.pools.map((p) => ({
          key: `${p.selectType}-${p.poolId}`,
          name: p.poolId,
          to: screen(p.selectType),
          search: { tab: 2, poolId: p.poolId },
          service: t(`sdk:serviceType.${p.selectType}`),
          endTime: p.endTime,
        }));
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {caption}
      </Title>
      <Box style={{ overflowX: "auto" }}>
        <table className="fc-table" aria-label={caption}>
          <thead>
            <tr>
              <th>{t(kind === "accounts" ? "expiring.account" : "expiring.pool")}</th>
              <th>{t("expiring.service")}</th>
              <th>{t("expiring.ends")}</th>
              <th>{t("expiring.left")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td>
                  <AnchorLink to={r.to} search={r.search} size="sm">
                    {r.name}
                  </AnchorLink>
                </td>
                <td>{r.service}</td>
                <td>{fmt(r.endTime)}</td>
                <td>{left(r.endTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <SeeAll data={data} withinDays={withinDays} kind={kind} />
    </div>
  );
}

/** Each family with some of `kind` in the window: its screen, on that kind's tab, filtered to the window. */
function SeeAll({
  data,
  withinDays,
  kind,
}: {
  data: ExpiringOverview;
  withinDays: ExpiryWindowDays;
  kind: "accounts" | "pools";
}) {
  const { t } = useTranslation("overview");
  return (
    <Group gap="xs" mt={6}>
      {data.families
        .filter((f) => f[kind] > 0)
        .map((f) => (
          <AnchorLink
            key={f.selectType}
            to={screen(f.selectType)}
            search={{ tab: kind === "accounts" ? 1 : 2, expiringWithin: withinDays }}
            size="sm"
          >
            {t(`expiring.seeAll.${kind}`, { count: f[kind], service: t(`sdk:serviceType.${f.selectType}`) })}
          </AnchorLink>
        ))}
    </Group>
  );
}
