// The frame of a list page (part1/part2 list screens): a bordered panel with the page's one
// h1 and the page's content below it, the same on every list.
import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

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
          <Group justify="space-between" align="center">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
