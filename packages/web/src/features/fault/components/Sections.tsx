// The result sections of /obstacle (part2 §2-§4, §7): the verdict (the SDK's analysis, ranked,
// each finding with its figures and action), base info, latest service info and the usage line.
// Labels come from the SDK (field names, states, fix qualities), times follow the setting.
import {
  type BaseInfoRow,
  type Finding,
  faultOnlineStatus,
  findingText,
  formatDuration as duration,
  ggaFixQuality,
  type NewServInfo,
  type UseInfo,
} from "@fixcloud/sdk";
import { Alert, List, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EnumBadge, StateBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { useSettings } from "../../../shared/useSettings";

const TONE = { error: "danger", warning: "warning", info: "info" } as const;

/** The verdict: findings ranked by the SDK, each with its severity, figures and action. */
export function Verdict({ findings }: { findings: readonly Finding[] }) {
  const { t } = useTranslation("fault");
  const { language } = useSettings();
  const top = findings[0];
  return (
    <section aria-labelledby="fault-verdict">
      <Title order={2} size="h4" id="fault-verdict" mb="xs">
        {t("verdict")}
      </Title>
      <Alert
        color={top?.severity === "error" ? "red" : top?.severity === "warning" ? "orange" : "teal"}
        variant="light"
        data-testid="fault-verdict"
      >
        <List spacing="xs" listStyleType="none">
          {findings.map((f) => {
            const text = findingText(f, language);
            return (
              <List.Item key={`${f.code}-${f.severity}`} data-code={f.code}>
                <StateBadge tone={TONE[f.severity]}>{text.severity}</StateBadge>{" "}
                <Text span fw={600}>
                  {text.title}
                </Text>
                {/* Not dimmed: dimmed text on the red alert's tint is under 4.5:1 (axe). */}
                <Text size="sm">→ {text.action}</Text>
              </List.Item>
            );
          })}
        </List>
      </Alert>
    </section>
  );
}

/** A one-row table: the field labels as headers, one value each. */
function RowTable({
  id,
  title,
  cells,
  testId,
}: {
  id: string;
  title: string;
  cells: [string, ReactNode][];
  testId: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table withTableBorder data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {cells.map(([h]) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {cells.map(([h, v]) => (
                <Table.Td key={h}>{v}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

/** Base info (part2 §3): the account, product, device, state, silent switch, expiry. */
export function BaseInfoTable({ rows }: { rows: readonly BaseInfoRow[] }) {
  const { t } = useTranslation("fault");
  const time = useFormatTime();
  const b = rows[0];
  if (!b) return null;
  const f = (k: string) => t(`field.${k}`, { ns: "sdk" });
  return (
    <RowTable
      id="fault-base"
      title={t("base")}
      testId="fault-base"
      cells={[
        [f("accountName"), b.accountName],
        [f("servProdDesc"), b.servProdDesc],
        [f("deviceId"), b.deviceId ?? "-"],
        [f("servStatusDesc"), b.servStatusDesc],
        [
          f("silentSwitch"),
          b.silentSwitch === null ? "-" : t(`silentSwitch.${b.silentSwitch}`, { ns: "sdk" }),
        ],
        [f("expireTime"), time(b.expireTime)],
      ]}
    />
  );
}

/** Latest service info (part2 §3): online state, session times, mount point, last GGA and RTCM, fix. */
export function ServiceInfoTable({ info }: { info: NewServInfo }) {
  const { t } = useTranslation("fault");
  const time = useFormatTime();
  const f = (k: string) => t(`field.${k}`, { ns: "sdk" });
  return (
    <RowTable
      id="fault-service"
      title={t("service")}
      testId="fault-service"
      cells={[
        [f("onlineStatus"), <EnumBadge key="o" def={faultOnlineStatus} value={info.onlineStatus} />],
        [f("loginTime"), time(info.loginTime)],
        [t("fault.logoutTime", { ns: "sdk" }), time(info.logoutTime)],
        [f("connectType"), info.connectType ?? "-"],
        [t("field.accessPoint", { ns: "sdk" }), info.accessPoint ?? "-"],
        [f("sessionTime"), duration(info.sessionTime)],
        [f("ggaTime"), time(info.ggaTime)],
        [f("rtcmTime"), time(info.rtcmTime)],
        [
          f("ggaStatus"),
          info.ggaStatus === null ? (
            "-"
          ) : (
            <span key="g">
              {info.ggaStatus} <EnumBadge def={ggaFixQuality} value={info.ggaStatus} />
            </span>
          ),
        ],
      ]}
    />
  );
}

/** The usage summary line (part2 §2, §3). */
export function UsageLine({ usage }: { usage: UseInfo }) {
  const { t } = useTranslation("fault");
  return (
    <section aria-labelledby="fault-usage">
      <Title order={2} size="h4" id="fault-usage" mb="xs">
        {t("usage")}
      </Title>
      <Text data-testid="fault-usage">
        {t("usageLine", {
          gga: usage.ggaCount,
          fixed: usage.fixedGgaCount,
          fixedRate: usage.fixedRate,
          float: usage.floatGgaCount,
          floatRate: usage.floatRate,
          invalid: usage.invalidGgaCount,
          logins: usage.loginCount,
          logouts: usage.logoutCount,
          online: duration(usage.online),
        })}
      </Text>
    </section>
  );
}
