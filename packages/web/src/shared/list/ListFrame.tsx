// The frame of a list page (part1/part2 list screens): a bordered panel with the page's one
// h1 and the page's content below it, the same on every list.
import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A list page's panel: `title` as its heading, then `children` (tabs, filters, table). */
export function ListFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
