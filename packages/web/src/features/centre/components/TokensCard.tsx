// The personal access tokens card of /myCenter (docs/tokens.md): the user's live tokens (name,
// scope, hint, created, expires, last used and from where; times in the time-zone setting),
// create (name, scope, expiry in days, checked with the SDK's token rules) with the token shown
// once in a dialog with a copy button, and revoke after a confirmation naming the token.
import { type PersonalToken, TOKEN_LIMITS, rules, tokensLabels } from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n";
import { confirm } from "../../../shared/confirm";
import { notifySuccess } from "../../../shared/notify";
import { useFormatTime } from "../../../shared/time";
import { CENTRE_NS } from "../labels";
import { useCreateToken, useRevokeToken } from "../mutations";
import { tokensQuery } from "../queries";

registerSdkLabels(tokensLabels);

/** The create dialog: name, scope and expiry, each checked with the SDK's rule before the call. */
function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (token: string) => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<"read" | "write">("read");
  const [days, setDays] = useState<number | string>(TOKEN_LIMITS.expiresDaysDefault);
  const [tried, setTried] = useState(false);
  const create = useCreateToken();
  const nameError = rules.tokens.name(name);
  const daysError = rules.tokens.expires(typeof days === "number" ? days : String(days));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!nameError && !daysError)
      create.mutate(
        { name, scope, expires: typeof days === "number" ? days : String(days) },
        { onSuccess: (made) => onCreated(made.token) },
      );
  };
  const sdk = (key: string) => t(key, { ns: "sdk" });
  return (
    <Modal opened onClose={onClose} title={t("tokens.create")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={sdk("field.tokenName")}
            description={t("tokens.nameHint")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={tried && nameError ? sdk(nameError) : undefined}
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="token-scope">
              {sdk("field.scope")}
            </Text>
            <SegmentedControl
              aria-labelledby="token-scope"
              value={scope}
              onChange={(v) => setScope(v as "read" | "write")}
              data={[
                { value: "read", label: sdk("tokenScope.read") },
                { value: "write", label: sdk("tokenScope.write") },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t(scope === "read" ? "tokens.readHint" : "tokens.writeHint")}
            </Text>
          </Stack>
          <NumberInput
            label={sdk("field.expiresDays")}
            description={t("tokens.expiresHint", { max: TOKEN_LIMITS.expiresDaysMax })}
            value={days}
            onChange={setDays}
            allowDecimal={false}
            allowNegative={false}
            error={tried && daysError ? sdk(daysError) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("tokens.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("tokens.createSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The new token, shown once: closing the dialog drops it for good. */
function ShownOnce({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation(CENTRE_NS);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("tokens.createdTitle")}
      centered
      size="lg"
      data-testid="token-secret"
    >
      <Stack gap="sm">
        <Alert color="orange" variant="light" title={t("tokens.onceTitle")}>
          <Text size="sm">{t("tokens.once")}</Text>
        </Alert>
        <Code
          block
          data-testid="token-secret-value"
          style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
        >
          {token}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t("tokens.copied") : t("tokens.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            {t("tokens.done")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The personal access tokens card. */
export function TokensCard() {
  const { t } = useTranslation(CENTRE_NS);
  const fmt = useFormatTime();
  const { data } = useQuery(tokensQuery());
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const revoke = useRevokeToken();
  const sdk = (key: string) => t(key, { ns: "sdk" });
  const dash = t("state.dash", { ns: "common" });
  const ask = (row: PersonalToken) =>
    confirm({
      title: t("tokens.revokeTitle"),
      message: t("tokens.revokeConfirm", { name: row.name }),
      confirmLabel: t("tokens.revoke"),
      danger: true,
      onConfirm: () => revoke.mutateAsync(row.id).then(() => notifySuccess(t("tokens.revokedDone"))),
    });
  const headers = [
    sdk("field.tokenName"),
    sdk("field.scope"),
    sdk("field.hint"),
    sdk("field.createTime"),
    t("tokens.expires"),
    sdk("field.lastUsedTime"),
    sdk("field.lastUsedAddress"),
  ];
  return (
    <ModalsProvider>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="centre-tokens">
        <Group justify="space-between" mb="xs" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h5" id="centre-tokens">
              {t("tokens.title")}
            </Title>
            <Text size="sm">{t("tokens.intro")}</Text>
          </Stack>
          <Button size="xs" onClick={() => setCreating(true)}>
            {t("tokens.create")}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table
            withTableBorder
            data-testid="tokens-table"
            aria-labelledby="centre-tokens"
            style={{ whiteSpace: "nowrap" }}
          >
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
                <Table.Th>{t("tokens.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data ?? []).map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <Text span size="sm" fw={600} c={row.scope === "write" ? "orange.9" : "blue.9"}>
                      {sdk(`tokenScope.${row.scope}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{row.hint}</Table.Td>
                  <Table.Td>{fmt(row.createTime)}</Table.Td>
                  <Table.Td>{row.expired ? t("tokens.expired") : fmt(row.expireTime)}</Table.Td>
                  <Table.Td>{row.lastUsedTime ? fmt(row.lastUsedTime) : t("tokens.never")}</Table.Td>
                  <Table.Td>{row.lastUsedAddress ?? dash}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => ask(row)}>
                      {t("tokens.revoke")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={headers.length + 1}>{t("tokens.empty")}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {creating && (
          <CreateDialog
            onClose={() => setCreating(false)}
            onCreated={(token) => {
              setCreating(false);
              setShown(token);
            }}
          />
        )}
        {shown && <ShownOnce token={shown} onClose={() => setShown(null)} />}
      </Card>
    </ModalsProvider>
  );
}
