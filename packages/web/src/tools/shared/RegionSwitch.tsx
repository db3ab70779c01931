// The service area a tool page shows: China or Europe (issue 12). It starts from the language
// (zh-CN China, en Europe, like the NTRIP variants) and can be switched.
import type { StationRegion } from "@fixcloud/sdk/stations";
import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** CN / EU switch. */
export function RegionSwitch({ value, onChange }: { value: StationRegion; onChange: (r: StationRegion) => void }) {
  const { t } = useTranslation("tools");
  return (
    <SegmentedControl
      aria-label={t("region.label")}
      value={value}
      onChange={(v) => onChange(v === "EU" ? "EU" : "CN")}
      data={[
        { value: "CN", label: t("region.CN") },
        { value: "EU", label: t("region.EU") },
      ]}
    />
  );
}
