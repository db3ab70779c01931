// The UTC / local time-zone switch of the header (part1 §1: a stored time-zone setting).
import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { updateSettings } from "./settings";
import { useSettings } from "./useSettings";

/** UTC / local switch; persists `fixcloud.timeZone`; every time re-renders through useFormatTime. */
export function TimeZoneSwitch({ size = "xs" }: { size?: string }) {
  const { t } = useTranslation("common");
  const { timeZone } = useSettings();
  return (
    <SegmentedControl
      size={size}
      aria-label={t("timeZone.label")}
      value={timeZone}
      onChange={(v) => updateSettings({ timeZone: v === "local" ? "local" : "UTC" })}
      data={[
        { value: "UTC", label: t("timeZone.UTC") },
        { value: "local", label: t("timeZone.local") },
      ]}
    />
  );
}
