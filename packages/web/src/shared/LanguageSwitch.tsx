// The zh-CN / en switch of the header (part1 §1: a stored language setting).
import type { Language } from "@fixcloud/sdk";
import { useTranslation } from "react-i18next";
import { applyLanguage } from "../i18n";
import { Segmented } from "./Segmented";
import { updateSettings } from "./settings";
import { useSettings } from "./useSettings";

/** zh-CN / en switch; persists `fixcloud.language` and re-renders through i18next. */
export function LanguageSwitch({ onChange }: { onChange?: (l: Language) => void }) {
  const { t } = useTranslation("common");
  const { language } = useSettings();
  return (
    <Segmented<Language>
      label={t("language.label")}
      value={language}
      onChange={(next) => {
        updateSettings({ language: next });
        applyLanguage(next);
        onChange?.(next);
      }}
      options={[
        { value: "zh-CN", label: t("language.zh-CN") },
        { value: "en", label: t("language.en") },
      ]}
    />
  );
}
