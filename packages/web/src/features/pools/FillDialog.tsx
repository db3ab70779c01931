import { type Pool, rules } from "@fixcloud/sdk";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { useFillPool } from "./mutations";
import { notifySuccess } from "./notify";
import { EMPTY_VALIDITY, ValidityFields, type ValidityValues, validityBody } from "./ValidityFields";

/**
 * "Bind": create accounts in a pool (part1 §2, §7). Rules L000387-L000393 run first
 * (rules.pools.poolFillErrors); the usage limit is not offered for concurrency pools.
 */
export function FillDialog({ pool, onClose }: { pool: Pool | null; onClose: () => void }) {
  const { t } = useTranslation(POOLS_NS);
  const fill = useFillPool();
  const [count, setCount] = useState("");
  const [validity, setValidity] = useState<ValidityValues>(EMPTY_VALIDITY);
  const [error, setError] = useState<string | null>(null);
  const withLimit = pool?.calType !== "concurrent_pool";

  // A new pool starts with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another pool is chosen
  useEffect(() => {
    setCount("");
    setValidity(EMPTY_VALIDITY);
    setError(null);
  }, [pool?.poolId]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pool) return;
    const input = { creatAccountSum: count, ...validity, ...(withLimit ? {} : { limitUseSum: "" }) };
    const code = rules.pools.poolFillErrors(input, { calType: pool.calType });
    setError(code);
    if (code) return;
    fill.mutate(
      {
        calType: pool.calType,
        body: {
          bpId: pool.bpId,
          poolId: pool.poolId,
          creatAccountSum: Number(count.trim()),
          ...validityBody(validity, withLimit),
        },
      },
      {
        onSuccess: (res) => {
          notifySuccess(t("fill.done", { count: res.created, poolId: pool.poolId }));
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened={pool !== null} onClose={onClose} title={t("fill.title")} centered>
      {pool && (
        <form onSubmit={submit} noValidate aria-label={t("fill.title")}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("fill.pool", { poolId: pool.poolId, product: pool.serviceProductName })}
            </Text>
            <TextInput
              label={t("fill.count")}
              withAsterisk
              inputMode="numeric"
              value={count}
              onChange={(e) => setCount(e.currentTarget.value)}
              data-autofocus
            />
            <ValidityFields value={validity} onChange={setValidity} withLimit={withLimit} />
            {error && (
              <Alert color="red" role="alert" p="xs">
                {t(error, { ns: "sdk" })}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("dialog.cancel")}
              </Button>
              <Button type="submit" loading={fill.isPending}>
                {t("fill.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
