import { ActionIcon, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, CopyIcon, EyeIcon } from "../../shared/icons";

const MASK = "••••••••";

/** Password masked until revealed, with a copy button (part1 §2). */
export function PasswordCell({ account, password }: { account: string; password: string }) {
  const { t } = useTranslation("services");
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
        aria-label={t(shown ? "password.hide" : "password.show", { account })}
        aria-pressed={shown}
      >
        <EyeIcon off={shown} />
      </ActionIcon>
      <CopyButton value={password}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("password.copied") : t("common:action.copy")} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={t("password.copy", { account })}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
