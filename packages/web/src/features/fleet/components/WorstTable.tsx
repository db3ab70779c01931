// The rovers that fare worst (docs/fleet-health.md, "Console"; at most 50, worst first as the
// API ranks them): account, pool, product, shares, differential-age p95, logins, refusals,
// distance to the serving station, and the doctor's verdict (severity badge and title as
// `fixcloud doctor` words them). The account links to the fault page for that account
// (/obstacle?accountName=&serviceSubType=), which searches at once.
import type { FleetRover, Tone } from "@fixcloud/sdk";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shared/links";
import { StateBadge } from "../../../shared/StateBadge";
import { useSettings } from "../../../shared/useSettings";
import { faultSearchOf, formatFigure, formatPct, roverShares, verdictText } from "../figures";
import { FLEET_NS } from "../i18n";

/** The badge tone of a verdict: a healthy rover green, else by severity. */
function toneOf(v: FleetRover["verdict"]): Tone {
  if (v.code === "ok") return "success";
  return v.severity === "error" ? "danger" : v.severity === "warning" ? "warning" : "info";
}

/** The worst rovers' table; a sentence when the scope has none. */
export function WorstTable({ rovers }: { rovers: readonly FleetRover[] }) {
  const { t } = useTranslation(FLEET_NS);
  const { language } = useSettings();
  if (rovers.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="fleet-worst-empty">
        {t("worst.none")}
      </Text>
    );
  const f = (key: string) => t(`sdk:fleet.field.${key}`);
  const n = (v: number | null, digits = 1) => formatFigure(v, language, digits);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table
        withTableBorder
        striped
        highlightOnHover
        data-testid="fleet-worst-table"
        aria-labelledby="fleet-worst"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{f("accountName")}</Table.Th>
            <Table.Th>{f("verdict")}</Table.Th>
            <Table.Th ta="right">{f("fixedPct")}</Table.Th>
            <Table.Th ta="right">{f("floatPct")}</Table.Th>
            <Table.Th ta="right">{f("singlePct")}</Table.Th>
            <Table.Th ta="right">{f("diffAgeP95S")}</Table.Th>
            <Table.Th ta="right">{f("reconnects")}</Table.Th>
            <Table.Th ta="right">{f("refusals")}</Table.Th>
            <Table.Th ta="right">{f("distanceKm")}</Table.Th>
            <Table.Th ta="right">{f("ggaCount")}</Table.Th>
            <Table.Th>{f("poolId")}</Table.Th>
            <Table.Th>{f("serviceProduct")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rovers.map((r) => {
            const v = verdictText(r, language);
            const shares = roverShares(r);
            return (
              <Table.Tr key={r.accountName} data-account={r.accountName} data-code={r.verdict.code}>
                <Table.Td>
                  <AnchorLink
                    to="/obstacle"
                    search={faultSearchOf(r)}
                    size="sm"
                    aria-label={t("worst.faultOf", { account: r.accountName })}
                  >
                    {r.accountName}
                  </AnchorLink>
                </Table.Td>
                <Table.Td miw={220}>
                  <StateBadge tone={toneOf(r.verdict)}>{v.severity}</StateBadge>{" "}
                  <Text span size="sm">
                    {v.title}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatPct(shares.fixedPct, language)}</Table.Td>
                <Table.Td ta="right">{formatPct(shares.floatPct, language)}</Table.Td>
                <Table.Td ta="right">{formatPct(shares.singlePct, language)}</Table.Td>
                <Table.Td ta="right">{n(r.diffAgeP95S)}</Table.Td>
                <Table.Td ta="right">{n(r.reconnects, 0)}</Table.Td>
                <Table.Td ta="right">{n(r.refusals, 0)}</Table.Td>
                <Table.Td ta="right">{n(r.distanceKm)}</Table.Td>
                <Table.Td ta="right">{n(r.ggaCount, 0)}</Table.Td>
                <Table.Td>{r.poolId ?? "-"}</Table.Td>
                <Table.Td>
                  {t(`sdk:serviceProduct.${r.serviceProduct}`, { defaultValue: r.serviceProduct })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
