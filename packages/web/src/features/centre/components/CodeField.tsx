// A verification-code input with its send button (part2 §2 security dialogs and the secret
// reveal; part2 §8, §9 resend 60 s): the button counts down after a code went out; a click during
// the countdown sends nothing and says how long to wait. A 460 answer (the countdown was lost with
// a closed dialog) counts down from the server's remaining wait; the mutation cache shows its
// message.
import { type SmsRequest, TooFrequentError, maskAddress } from "@fixcloud/sdk";
import { Button, Group, Text, TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CENTRE_NS } from "../labels";
import { useSendCode } from "../mutations";
import { useRemaining } from "../useRemaining";

/** The resend wait when a 460 answer does not say (part2 §9), ms. */
const RESEND_MS = 60_000;

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  /** The form's props of the code field (value, onChange, error). */
  inputProps: TextInputProps;
  /** The code request to send, or null when a field it needs is invalid (the caller shows why). */
  request: () => SmsRequest | null;
}

/** The code field and its "send code" button with the 60 s countdown. */
export function CodeField({ inputProps, request }: CodeFieldProps) {
  const { t } = useTranslation(CENTRE_NS);
  const send = useSendCode();
  const [until, setUntil] = useState<number | null>(null);
  // Where the last code went, masked as the security cards show it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The wait message of a click during the countdown; it goes with the countdown.
  const [waitNote, setWaitNote] = useState<string | null>(null);
  const left = useRemaining(until);
  const seconds = Math.ceil(left / 1000);
  const onSend = () => {
    if (send.isPending) return;
    if (left > 0) {
      setWaitNote(t("code.wait", { seconds }));
      return;
    }
    setWaitNote(null);
    const req = request();
    if (!req) return;
    send.mutate(req, {
      onSuccess: (sent) => {
        setUntil(Date.now() + sent.resendIn);
        setSentTo(maskAddress(req.phone));
      },
      onError: (err) => {
        if (err instanceof TooFrequentError) setUntil(Date.now() + (err.resendIn ?? RESEND_MS));
      },
    });
  };
  return (
    <div>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput label={t("code.label")} autoComplete="one-time-code" style={{ flex: 1 }} {...inputProps} />
        <Button variant="light" mt={25} onClick={onSend} loading={send.isPending}>
          {left > 0 ? t("code.resendIn", { seconds }) : sentTo ? t("code.resend") : t("code.send")}
        </Button>
      </Group>
      {waitNote && left > 0 && (
        <Text size="xs" c="orange.8" mt={4} role="alert">
          {waitNote}
        </Text>
      )}
      {sentTo && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {t("code.sentTo", { to: sentTo })}
        </Text>
      )}
    </div>
  );
}
