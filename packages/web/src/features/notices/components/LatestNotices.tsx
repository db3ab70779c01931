// The latest 3 announcements of the overview, with a "more" link to the list (part1 §2).
import { noticeType } from "@fixcloud/sdk";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shared/links";
import { Slot } from "../../../shared/Slot";
import { useFormatTime } from "../../../shared/time";
import { latestNoticesQuery } from "../queries";
import { noticeLinkSearch } from "../search";
import { EnumBadge } from "../../../shared/StateBadge";

/** The latest announcements panel of the overview. */
export function LatestNotices() {
  const { t } = useTranslation("overview");
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
      <Slot fallback={<Skeleton h={90} />}>
        <Latest />
      </Slot>
    </Paper>
  );
}

function Latest() {
  const { t } = useTranslation("overview");
  const fmt = useFormatTime();
  const { data } = useSuspenseQuery(latestNoticesQuery());
  if (!data.records.length)
    return (
      <Text size="sm" c="dimmed">
        {t("notices.empty")}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {data.records.map((n) => (
        <Group key={n.noticeId} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <EnumBadge def={noticeType} value={n.noticeType} />
            <AnchorLink to="/noticeDetail" search={noticeLinkSearch(n.noticeId)} size="sm" truncate>
              {n.noticeTitle}
            </AnchorLink>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {fmt(n.releaseTime, "YYYY-MM-DD")}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
