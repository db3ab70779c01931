import { ActionIcon, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { CheckIcon, CopyIcon, EyeIcon } from "../../shared/icons";

const MASK = "••••••••";

/** A device account's password: masked until revealed, with a copy button (part1 §2). */
export function DevicePassword({ account, password }: { account: string; password: string }) {
  const { t } = useTranslation(POOLS_NS);
  const [shown, setShown] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" miw={72}>
        {shown ? password : MASK}
      </Text>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        onClick={() => setShown((s) => !s)}
        aria-label={t(shown ? "devices.password.hide" : "devices.password.show", { account })}
        aria-pressed={shown}
      >
        <EyeIcon off={shown} />
      </ActionIcon>
      <CopyButton value={password}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("devices.password.copied") : t("common:action.copy")} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={t("devices.password.copy", { account })}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
