// Batch actions above the account list (part1 §2), each gated by its permission code (part1 §6);
// the trial entries only when the customer's trial switch is on (part1 §4). Also the
// selection summary with "select all N matching" (the batch then targets the search).
import type { Account } from "@fixcloud/sdk";
import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../../../shared/actions";
import type { useAccountActions } from "../actions";
import { silentSwitchQuery } from "../queries";
import type { Allows } from "../rowApi";
import type { AccountSelection } from "../selection";

type Batch = ReturnType<typeof useAccountActions>["batch"];

/** The batch action buttons the role allows. */
export const BatchToolbar = memo(function BatchToolbar({
  allows,
  batch,
  exporting,
}: {
  allows: Allows;
  batch: Batch;
  exporting: boolean;
}) {
  const { t } = useTranslation("services");
  const trial = useQuery(silentSwitchQuery());
  const trialOn = trial.data?.customerSilent === true;
  const b = (action: keyof Batch, label: string, props: { color?: string; loading?: boolean } = {}) => (
    <Button size="xs" variant="light" onClick={batch[action]} {...props}>
      {label}
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t("batch.toolbar")}>
      {allows("enable") && b("enable", actionLabel(t, "enable"))}
      {allows("disable") && b("disable", actionLabel(t, "disable"), { color: "red" })}
      {allows("activate") && b("activate", actionLabel(t, "activate"))}
      {allows("export") && b("export", actionLabel(t, "export"), { loading: exporting })}
      {allows("remark") && b("remark", t("batch.remark"))}
      {allows("resetPassword") && b("resetPassword", actionLabel(t, "resetPassword"))}
      {allows("settings") && b("activationType", actionLabel(t, "activationType"))}
      {allows("editValidity") && b("validity", actionLabel(t, "editValidity"))}
      {trialOn && allows("trialOn") && b("trialOn", actionLabel(t, "trialOn"))}
      {trialOn && allows("trialOff") && b("trialOff", actionLabel(t, "trialOff"))}
    </Group>
  );
});

/** "N selected", and the offer to select every matching row (or the note that all are). */
export function SelectionBar({
  sel,
  page,
  total,
}: {
  sel: AccountSelection;
  page: readonly Account[];
  total: number;
}) {
  const { t } = useTranslation("services");
  const { selection, count } = sel;
  if (count === 0) return null;
  // Offered once the whole page is ticked, as mail clients do.
  const wholePage =
    selection.mode === "ids" && page.length > 0 && page.every((a) => selection.rows.has(a.id));
  return (
    <Alert variant="light" color="blue" p="xs" data-testid="selection-bar">
      <Group gap="sm" wrap="wrap">
        <Text size="sm">
          {selection.mode === "ids"
            ? t("selection.count", { count })
            : selection.excluded.size
              ? t("selection.allMatchingExcept", {
                  count,
                  total: selection.total,
                  excluded: selection.excluded.size,
                })
              : t("selection.allMatching", { total: selection.total })}
        </Text>
        {wholePage && total > count && (
          <Anchor component="button" type="button" size="sm" onClick={() => sel.selectAllMatching(total)}>
            {t("selection.selectAll", { total })}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={sel.clear}>
          {t("selection.clear")}
        </Anchor>
      </Group>
    </Alert>
  );
}
