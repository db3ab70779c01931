import { enumColor, labelKey } from "@fixcloud/sdk";
import { useTranslation } from "react-i18next";
import { StateBadge } from "../../shared/StateBadge";

/** abpState 0/1/2 as coloured badges (part1 §4); any other value is a dash. */
export function PoolStateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  const key = labelKey("abpState", state);
  if (!key) return <>-</>;
  return <StateBadge color={enumColor("abpState", state)}>{t(key, { ns: "sdk" })}</StateBadge>;
}
