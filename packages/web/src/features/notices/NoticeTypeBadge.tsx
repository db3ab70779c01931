import { labelKey } from "@fixcloud/sdk";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, string> = { 1: "blue", 2: "orange", 3: "red", 4: "gray" };

export function NoticeTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation("notices");
  const key = labelKey("noticeType", type);
  return (
    <Badge size="sm" variant="light" tt="none" color={COLORS[type] ?? "gray"} style={{ flexShrink: 0 }}>
      {key ? t(key, { ns: "sdk" }) : "-"}
    </Badge>
  );
}
