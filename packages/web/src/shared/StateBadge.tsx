// A state label as a light badge (or a dot and the label), like Mantine's Badge but a plain
// span: list tables show a few per row (see shared/cells.css).
import type { MantineColor } from "@fixcloud/sdk";
import type { ReactNode } from "react";
import "./cells.css";

export function StateBadge({
  color,
  dot = false,
  children,
}: {
  color: MantineColor | undefined;
  /** A coloured dot before the label instead of a filled badge (online states). */
  dot?: boolean;
  children: ReactNode;
}) {
  return (
    <span className="fc-badge" data-color={color ?? "gray"} data-variant={dot ? "dot" : undefined}>
      {children}
    </span>
  );
}
