// The frame of a tool page: a banner with the product name and the language and
// time-zone switches (the console's stored settings), and the main landmark with the page's
// <h1>. The document title follows the language.
import type { Language, TimeZoneSetting } from "@fixcloud/sdk";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { applyLanguage } from "../../i18n";
import { updateSettings } from "../../shared/settings";
import { useSettings } from "../../shared/useSettings";
import { Segmented } from "../../shared/Segmented";

/** A tool page titled `title` (also the document title) with `intro` under it. */
export function ToolLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const { language, timeZone } = useSettings();
  useEffect(() => {
    document.title = `${title} - ${t("app.name")}`;
  }, [title, t]);
  return (
    <>
      <header className="t-header">
        <div className="t-wrap t-row" style={{ alignItems: "center" }}>
          <span className="t-brand">{t("app.name")}</span>
          <div className="t-inline">
            <Segmented<Language>
              className="t-seg"
              label={t("language.label")}
              value={language}
              onChange={(next) => {
                updateSettings({ language: next });
                applyLanguage(next);
              }}
              options={[
                { value: "zh-CN", label: t("language.zh-CN") },
                { value: "en", label: t("language.en") },
              ]}
            />
            <Segmented<TimeZoneSetting>
              className="t-seg"
              label={t("timeZone.label")}
              value={timeZone}
              onChange={(next) => updateSettings({ timeZone: next })}
              options={[
                { value: "UTC", label: t("timeZone.UTC") },
                { value: "local", label: t("timeZone.local") },
              ]}
            />
          </div>
        </div>
      </header>
      <main className="t-wrap">
        <h1 className="t-title">{title}</h1>
        <p className="t-muted">{intro}</p>
        {children}
      </main>
    </>
  );
}
