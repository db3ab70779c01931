// An announcement (part1 §2): the title with its type prefix, a greeting, the HTML body
// (sanitized before render), the company sign-off and the release time.
import { Anchor, Divider, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../../shared/time";
import { noticeDetailQuery } from "../queries";
import type { NoticeIdParam } from "../search";

const route = getRouteApi("/noticeDetail");

function NoticeBody({ id }: { id: NoticeIdParam }) {
  const { t } = useTranslation("notices");
  const fmt = useFormatTime();
  const { data: notice } = useSuspenseQuery(noticeDetailQuery(id));
  // The body is HTML from the server: sanitize before rendering (part1 §3).
  const html = useMemo(() => DOMPurify.sanitize(notice.noticeContent), [notice.noticeContent]);
  const prefix = t("detail.prefix", { type: t(`noticeType.${notice.noticeType}`, { ns: "sdk" }) });
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {prefix}
        {notice.noticeTitle}
      </Title>
      <Divider />
      <Text>{t("detail.greeting")}</Text>
      <Typography className="notice-body">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify above */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
      <Stack gap={2} align="flex-end">
        <Text>{t("detail.signOff")}</Text>
        <Text size="sm" c="dimmed">
          {t("detail.releaseTime", { time: fmt(notice.releaseTime) })}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The /noticeDetail page. */
export function NoticeDetailPage() {
  const { t } = useTranslation("notices");
  const { id } = route.useSearch();
  return (
    <Paper withBorder p="lg" radius="md">
      <Anchor component={Link} to="/noticeList" size="sm" mb="md" display="inline-block">
        ← {t("detail.back")}
      </Anchor>
      {id ? <NoticeBody id={id} /> : <Text c="red">{t("detail.missing")}</Text>}
    </Paper>
  );
}
