// The pool activation setting (part1 §7 `/console/pool/batchSetActivationType`):
// manual (from the console) or automatic (at the first terminal connection) for the
// selected pools. The SDK rule checks the choice; the sandbox skips pools already activated
// and pools that have the type already, with reasons.
import { type Pool, rules } from "@fixcloud/sdk";
import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { ActivationTypeField } from "../../../shared/ActivationTypeField";
import { FormDialog } from "../../../shared/FormDialog";
import { ruleMessage } from "../../../shared/rules";
import { useSetPoolActivationType } from "../mutations";

/** The activation setting dialog for `pools` (at least one). */
export function ActivationTypeDialog({ pools, onClose }: { pools: Pool[]; onClose: () => void }) {
  const { t } = useTranslation(POOLS_NS);
  const setType = useSetPoolActivationType();
  const form = useForm({
    initialValues: { activationType: "" },
    validate: { activationType: (v: string) => ruleMessage(t, rules.accounts.activationType(v)) },
  });
  return (
    <FormDialog
      title={t("activationSetting.title")}
      form={form}
      onClose={onClose}
      onSubmit={(v) =>
        setType.mutate(
          { poolIds: pools.map((p) => p.poolId), activationType: v.activationType === "2" ? 2 : 1 },
          { onSuccess: onClose },
        )
      }
      busy={setType.isPending}
      submitLabel={t("activationSetting.submit", { count: pools.length })}
      testId="dialog-pool-activation-type"
    >
      <Text size="sm" c="dimmed">
        {t("activationSetting.selected", { count: pools.length })}
      </Text>
      <ActivationTypeField
        inputProps={form.getInputProps("activationType")}
        hint={(v) => t(`activationSetting.hint.${v}`)}
      />
    </FormDialog>
  );
}
