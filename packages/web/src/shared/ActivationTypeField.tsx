// The activation type choice (part1 §4: 1 manual from the console, 2 automatic at the first
// terminal connection), shared by the account and the pool activation settings: the SDK's enum
// and labels, each option with the caller's hint.
import { activationType, labelKey, valuesOf } from "@fixcloud/sdk";
import type { GetInputPropsReturnType } from "@mantine/form";
import { Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Radio options of the activation types; `inputProps` is the form field's, `hint` describes a value. */
export function ActivationTypeField({
  inputProps,
  hint,
}: {
  inputProps: GetInputPropsReturnType;
  hint: (value: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t("sdk:field.activationType")} withAsterisk {...inputProps}>
      <Stack gap="xs" mt="xs">
        {valuesOf(activationType).map((v) => (
          <Radio
            key={v}
            value={String(v)}
            label={t(labelKey(activationType, v) ?? String(v), { ns: "sdk" })}
            description={hint(Number(v))}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
