// A message, /messageDetial?msgId= (part2 §2 message detail): its type, creation time and content
// by template with its link. Opening it marks it read on the server (part2 §4): the header's
// count and the lists are refreshed once it has loaded.
import { messagesLabels, refusalLabels } from "@fixcloud/sdk";
import { Anchor, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { useFormatTime } from "../../../shared/time";
import { messageDetailQuery, messageKeys } from "../queries";
import { MessageContent, useMessageTitle } from "./MessageContent";

// The storm warning (template 8) names a refusal reason, its fix and back-off.
registerSdkLabels(messagesLabels, refusalLabels);

const route = getRouteApi("/messageDetial");

function MessageBody({ msgId }: { msgId: number }) {
  const { t } = useTranslation("messages");
  const fmt = useFormatTime();
  const queryClient = useQueryClient();
  const { data: m } = useSuspenseQuery(messageDetailQuery(msgId));
  const title = useMessageTitle(m.msgContentJson, m.msgTitle);
  // Each message opened (read on the server as it answered): the count and lists follow.
  const opened = m.msgId;
  useEffect(() => {
    if (!opened) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  }, [queryClient, opened]);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Group gap="xl">
        <Text size="sm">
          <Text span c="dimmed" inherit>
            {t("field.msgType", { ns: "sdk" })}:{" "}
          </Text>
          {t(`msgType.${m.msgType}`, { ns: "sdk" })}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" inherit>
            {t("field.msgCreateTime", { ns: "sdk" })}:{" "}
          </Text>
          {fmt(m.createTime)}
        </Text>
      </Group>
      <Divider />
      <MessageContent content={m.msgContentJson} />
    </Stack>
  );
}

/** The /messageDetial page. */
export function MessageDetailPage() {
  const { t } = useTranslation("messages");
  const { msgId } = route.useSearch();
  return (
    <Paper withBorder p="lg" radius="md">
      <Anchor component={Link} to="/messageMng" size="sm" mb="md" display="inline-block">
        ← {t("detail.back")}
      </Anchor>
      {msgId ? <MessageBody msgId={msgId} /> : <Text c="red">{t("detail.missing")}</Text>}
    </Paper>
  );
}
