import { enumColor, labelKey } from "@fixcloud/sdk";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** abpState 0/1/2 as coloured badges (part1 §4); any other value is a dash. */
export function PoolStateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  const key = labelKey("abpState", state);
  if (!key) return <>-</>;
  return (
    <Badge
      variant="light"
      color={enumColor("abpState", state) ?? "gray"}
      size="sm"
      tt="none"
      style={{ minWidth: "max-content" }}
    >
      {t(key, { ns: "sdk" })}
    </Badge>
  );
}
