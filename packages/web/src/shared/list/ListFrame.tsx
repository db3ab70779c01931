// The frame of a list page (part1/part2 list screens): a bordered panel with the page's one
// h1 and the page's content below it, the same on every list.
import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

const ASIDE_ROW = {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "var(--mantine-spacing-md)",
} as const;

/**
 * A list page's panel: `title` as its heading, `aside` (e.g. a link back) at the heading's end,
 * then `children` (tabs, filters, table).
 */
export function ListFrame({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={1} size="h3">
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        {aside ? (
          // A plain flex row, not Mantine's Group: Group here would move its module out of the
          // chunk the first route shares with the list pages (0.1 KB gz more on the first route).
          <div style={ASIDE_ROW}>
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
