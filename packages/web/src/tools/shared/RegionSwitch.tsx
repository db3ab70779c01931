// The service area a tool page shows: China or Europe. It starts from the language
// (zh-CN China, en Europe, like the NTRIP variants) and can be switched.
import type { StationRegion } from "@fixcloud/sdk/stations";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../shared/Segmented";

/** CN / EU switch. */
export function RegionSwitch({
  value,
  onChange,
}: {
  value: StationRegion;
  onChange: (r: StationRegion) => void;
}) {
  const { t } = useTranslation("tools");
  return (
    <Segmented
      className="t-seg"
      label={t("region.label")}
      value={value}
      onChange={onChange}
      options={[
        { value: "CN", label: t("region.CN") },
        { value: "EU", label: t("region.EU") },
      ]}
    />
  );
}
