// A message's content as text (part2 §2 message detail: "the content depends on the template
// number"): the SDK's renderer of its template gives the title, lines, items and link; React
// renders them as text nodes, so markup in a message shows as typed and never runs.
import { type MsgContent, renderMessage } from "@fixcloud/sdk";
import { List, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shared/links";
import { useFormatTime } from "../../../shared/time";

/** The body of a message: its lines, its list (accounts near expiry) and its link. */
export function MessageContent({ content }: { content: MsgContent }) {
  const { t } = useTranslation("sdk");
  const fmt = useFormatTime();
  const r = useMemo(
    () =>
      renderMessage(
        content,
        (key) => t(key),
        (w) => fmt(w),
      ),
    [content, t, fmt],
  );
  return (
    <Stack gap="sm" data-testid="message-content">
      {r.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed for a message and have no id.
        <Text key={i} style={{ whiteSpace: "pre-wrap" }}>
          {line}
        </Text>
      ))}
      {r.items.length > 0 && (
        <List size="sm">
          {r.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {r.link && (
        <div>
          {/* The template's route and search come from the SDK (part2 §2 links). */}
          <AnchorLink to={r.link.to as never} search={r.link.search as never}>
            {r.link.label}
          </AnchorLink>
        </div>
      )}
    </Stack>
  );
}

/** A message's title in the reader's language, from its template. */
export function useMessageTitle(content: MsgContent, fallback: string): string {
  const { t } = useTranslation("sdk");
  return useMemo(() => renderMessage(content, (key) => t(key)).title || fallback, [content, t, fallback]);
}
