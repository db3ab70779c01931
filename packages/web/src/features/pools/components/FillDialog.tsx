// "Bind": create accounts in a pool (part1 §2, §7). The SDK's rules (rules.pools.poolFillErrors,
// L000387-L000393) validate the form; the usage limit is not offered for concurrency pools. The
// SDK picks the fill call from the pool's calculation type.
import { type Pool, rules } from "@fixcloud/sdk";
import { Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { FormDialog } from "../../../shared/FormDialog";
import {
  EMPTY_VALIDITY,
  ruleErrors,
  ValidityFields,
  type ValidityValues,
  validityBody,
} from "../../../shared/ValidityFields";
import { useFillPool } from "../mutations";

type FillValues = ValidityValues & { creatAccountSum: string };

export function FillDialog({ pool, onClose }: { pool: Pool; onClose: () => void }) {
  const { t } = useTranslation(POOLS_NS);
  const fill = useFillPool();
  const withLimit = pool.calType !== "concurrent_pool";
  const form = useForm<FillValues>({
    initialValues: { creatAccountSum: "", ...EMPTY_VALIDITY },
    validate: (values) =>
      ruleErrors(
        t,
        rules.pools.poolFillErrors(withLimit ? values : { ...values, limitUseSum: "" }, {
          calType: pool.calType,
        }),
      ),
  });
  return (
    <FormDialog
      title={t("fill.title")}
      form={form}
      onClose={onClose}
      onSubmit={(values) =>
        fill.mutate(
          {
            pool,
            params: {
              bpId: pool.bpId,
              poolId: pool.poolId,
              creatAccountSum: Number(values.creatAccountSum.trim()),
              ...validityBody(values, withLimit),
            },
          },
          { onSuccess: onClose },
        )
      }
      busy={fill.isPending}
      submitLabel={t("fill.submit")}
    >
      <Text size="sm" c="dimmed">
        {t("fill.pool", {
          poolId: pool.poolId,
          product: t(`serviceProduct.${pool.serviceProduct}`, {
            ns: "sdk",
            defaultValue: pool.serviceProductName,
          }),
        })}
      </Text>
      <TextInput
        label={t("sdk:field.creatAccountSum")}
        withAsterisk
        inputMode="numeric"
        data-autofocus
        {...form.getInputProps("creatAccountSum")}
      />
      <ValidityFields inputProps={form.getInputProps} withLimit={withLimit} />
    </FormDialog>
  );
}
