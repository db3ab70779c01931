// The zh-CN / en switch of the header (part1 §1: a stored language setting).
import type { Language } from "@fixcloud/sdk";
import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { applyLanguage } from "../i18n";
import { updateSettings } from "./settings";
import { useSettings } from "./useSettings";

/** zh-CN / en switch; persists `fixcloud.language` and re-renders through i18next. */
export function LanguageSwitch({
  size = "xs",
  onChange,
}: {
  size?: string;
  onChange?: (l: Language) => void;
}) {
  const { t } = useTranslation("common");
  const { language } = useSettings();
  return (
    <SegmentedControl
      size={size}
      aria-label={t("language.label")}
      value={language}
      onChange={(v) => {
        const next = v === "en" ? "en" : "zh-CN";
        updateSettings({ language: next });
        applyLanguage(next);
        onChange?.(next);
      }}
      data={[
        { value: "zh-CN", label: t("language.zh-CN") },
        { value: "en", label: t("language.en") },
      ]}
    />
  );
}
