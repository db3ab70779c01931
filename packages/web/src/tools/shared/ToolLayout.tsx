// The frame of a tool page (issue 12): a banner with the product name, the language and
// time-zone switches, and the main landmark with the page's <h1>. The document title follows.
import { Container, Group, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../shared/LanguageSwitch";
import { TimeZoneSwitch } from "../../shared/TimeZoneSwitch";

/** A tool page titled `title` (also the document title) with `intro` under it. */
export function ToolLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation("common");
  useEffect(() => {
    document.title = `${title} - ${t("app.name")}`;
  }, [title, t]);
  return (
    <>
      <header style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="xl" py="xs">
          <Group justify="space-between">
            <Text fw={700}>{t("app.name")}</Text>
            <Group gap="xs">
              <LanguageSwitch />
              <TimeZoneSwitch />
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="xl" component="main" py="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {intro}
        </Text>
        {children}
      </Container>
    </>
  );
}
