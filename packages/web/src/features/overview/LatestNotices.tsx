import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../shared/links";
import { useFormatTime } from "../../shared/time";
import { NoticeTypeBadge } from "../notices/NoticeTypeBadge";
import { latestNoticesQuery } from "../notices/queries";

/** The latest 3 announcements with a "more" link (part1 §2). */
export function LatestNotices() {
  const { t } = useTranslation("overview");
  const fmt = useFormatTime();
  const { data, isPending } = useQuery(latestNoticesQuery());
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("notices.title")}
        </Title>
        <Anchor component={Link} to="/noticeList" size="sm">
          {t("notices.more")}
        </Anchor>
      </Group>
      {isPending ? (
        <Skeleton h={90} />
      ) : !data?.records.length ? (
        <Text size="sm" c="dimmed">
          {t("notices.empty")}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {data.records.map((n) => (
            <Group key={n.noticeId} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <NoticeTypeBadge type={n.noticeType} />
                <AnchorLink to="/noticeDetail" search={{ id: n.noticeId }} size="sm" truncate>
                  {n.noticeTitle}
                </AnchorLink>
              </Group>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {fmt(n.releaseTime, "YYYY-MM-DD")}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
