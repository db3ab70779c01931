// Batch actions above the account list (part1 §2), each gated by its permission code (part1 §6);
// the trial entries only when the customer's trial switch is on (part1 §4). With a selection,
// every button names the count it acts on ("Disable 2 accounts"). While a
// batch of this service type is starting or running, every button is disabled (part1 §4: a new
// batch is rejected while one runs), so no second batch can race the first.
import type { BatchActionName } from "@fixcloud/sdk";
import { Button, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../../../shared/actions";
import type { useAccountActions } from "../actions";
import { silentSwitchQuery } from "../queries";
import type { Allows } from "../rowApi";

type Batch = ReturnType<typeof useAccountActions>["batch"];

/** The batch action buttons the role allows. */
export const BatchToolbar = memo(function BatchToolbar({
  allows,
  batch,
  count,
  exporting,
  busy,
}: {
  allows: Allows;
  batch: Batch;
  /** Accounts selected: what each button acts on (0: nothing selected). */
  count: number;
  exporting: boolean;
  /** A batch is starting or running: the actions are locked until it ends. */
  busy: boolean;
}) {
  const { t } = useTranslation("services");
  const trial = useQuery(silentSwitchQuery());
  const trialOn = trial.data?.customerSilent === true;
  /** The action's name, with the count it acts on when there is a selection. */
  const named = (action: string) => (count ? t("batch.named", { action, count }) : action);
  const b = (action: keyof Batch, label: string, props: { color?: string; loading?: boolean } = {}) => (
    <Button size="xs" variant="light" onClick={batch[action]} disabled={busy} {...props}>
      {named(label)}
    </Button>
  );
  const a = (name: BatchActionName) => actionLabel(t, name);
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t("batch.toolbar")} aria-busy={busy || undefined}>
      {allows("enable") && b("enable", a("enable"))}
      {allows("disable") && b("disable", a("disable"), { color: "red" })}
      {allows("activate") && b("activate", a("activate"))}
      {allows("export") && b("export", a("export"), { loading: exporting })}
      {allows("remark") && b("remark", count ? a("remark") : t("batch.remark"))}
      {allows("resetPassword") && b("resetPassword", a("resetPassword"))}
      {allows("settings") && b("activationType", a("activationType"))}
      {allows("editValidity") && b("validity", a("editValidity"))}
      {trialOn && allows("trialOn") && b("trialOn", a("trialOn"))}
      {trialOn && allows("trialOff") && b("trialOff", a("trialOff"))}
    </Group>
  );
});
