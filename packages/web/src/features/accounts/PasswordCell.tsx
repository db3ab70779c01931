import type { Account } from "@fixcloud/sdk";
import { ActionIcon, CopyButton, Text } from "@mantine/core";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, CopyIcon, EyeIcon } from "../../shared/icons";
import { KeyIcon, ResetIcon } from "./icons";
import { of, useRowApi } from "./rowApi";

const MASK = "••••••••";

/** Password masked until revealed, with a copy button (detail drawer). */
export function PasswordView({ account, password }: { account: string; password: string }) {
  const { t } = useTranslation("services");
  const [shown, setShown] = useState(false);
  return (
    <>
      <Text size="sm" ff="monospace" miw={72} span>
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
          <ActionIcon
            size="sm"
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={t("password.copy", { account })}
            title={copied ? t("password.copied") : t("common:action.copy")}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </ActionIcon>
        )}
      </CopyButton>
    </>
  );
}

/**
 * Password cell of the list (part1 §2): masked until revealed, copy, reset (confirmation
 * first) and custom set, by permission (part1 §6). Plain elements: it renders 100 times.
 */
export const PasswordCell = memo(function PasswordCell({ account }: { account: Account }) {
  const row = useRowApi();
  const L = row.labels;
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const name = account.accountName;
  const copy = () => {
    void navigator.clipboard?.writeText(account.password).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <span className="fc-cell">
      <span className="fc-mono">{shown ? account.password : MASK}</span>
      <button
        type="button"
        className="fc-icon-btn"
        onClick={() => setShown((s) => !s)}
        aria-label={of(shown ? L["password.hide"] : L["password.show"], name)}
        aria-pressed={shown}
        title={shown ? L["password.hideShort"] : L["password.showShort"]}
      >
        <EyeIcon off={shown} />
      </button>
      <button
        type="button"
        className="fc-icon-btn"
        data-copied={copied || undefined}
        onClick={copy}
        aria-label={of(L["password.copy"], name)}
        title={copied ? L["password.copied"] : L.copy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      {row.access.allows("resetPassword") && (
        <button
          type="button"
          className="fc-icon-btn"
          onClick={() => row.resetPassword(account)}
          aria-label={of(L["password.reset"], name)}
          title={L["password.resetShort"]}
        >
          <ResetIcon />
        </button>
      )}
      {row.access.allows("customPassword") && (
        <button
          type="button"
          className="fc-icon-btn"
          onClick={() => row.customPassword(account)}
          aria-label={of(L["password.custom"], name)}
          title={L["password.customShort"]}
        >
          <KeyIcon />
        </button>
      )}
    </span>
  );
});
