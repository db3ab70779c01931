// "Bind": create accounts in a pool (part1 §2, §7). The SDK's pool fill form (L000387-L000393)
// gives the fields and validates them; the usage limit is not in a concurrency pool's form. The
// SDK picks the fill call from the pool's calculation type.
import { type Pool, poolFillFormFor, takesUsageLimit, validityPayload } from "@fixcloud/sdk";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { FormDialog } from "../../../shared/FormDialog";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { ValidityFields } from "../../../shared/ValidityFields";
import { useFillPool } from "../mutations";

export function FillDialog({ pool, onClose }: { pool: Pool; onClose: () => void }) {
  const { t } = useTranslation(POOLS_NS);
  const fill = useFillPool();
  const withLimit = takesUsageLimit(pool.calType);
  const descriptor = poolFillFormFor(pool.calType);
  const form = useDescribedForm(descriptor, { mode: "add" });
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
              creatAccountSum: Number(String(values.creatAccountSum).trim()),
              ...validityPayload(values, withLimit),
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
      <DescribedField
        descriptor={descriptor}
        form={form}
        mode="add"
        name="creatAccountSum"
        inputExtra={{ inputMode: "numeric", "data-autofocus": true }}
      />
      <ValidityFields descriptor={descriptor} form={form} />
    </FormDialog>
  );
}
