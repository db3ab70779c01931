// A small dimmed label over its value: the pool header and the pool details (part1 §2).
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A small dimmed label over its value (pool header, pool details). */
export function LabeledValue({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" fw={strong ? 500 : undefined}>
        {children}
      </Text>
    </Stack>
  );
}
