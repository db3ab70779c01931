// The UTC / local time-zone switch of the header (part1 §1: a stored time-zone setting).
import { useTranslation } from "react-i18next";
import { Segmented } from "./Segmented";
import { updateSettings } from "./settings";
import { useSettings } from "./useSettings";

/** UTC / local switch; persists `fixcloud.timeZone`; every time re-renders through useFormatTime. */
export function TimeZoneSwitch() {
  const { t } = useTranslation("common");
  const { timeZone } = useSettings();
  return (
    <Segmented<"UTC" | "local">
      label={t("timeZone.label")}
      value={timeZone}
      onChange={(next) => updateSettings({ timeZone: next })}
      options={[
        { value: "UTC", label: t("timeZone.UTC") },
        { value: "local", label: t("timeZone.local") },
      ]}
    />
  );
}
