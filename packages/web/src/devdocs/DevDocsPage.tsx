// /apiPdf and /androidPdf (part1 §2 route table, menus APIKFZN_IHG862 and SDKKFZN_HGD787 under
// developers KFZ_LJG456): the API reference and the SDK and device integration guide,
// each a separately built page shown in an embedded frame in the console's language. The frame
// says it is loading until its page has loaded; a link opens the same page in a new window.
import { Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n";
import { DEVDOCS_NS } from "./texts";

/** The embedded pages: their built file under the console's base, labels and intro. */
const PAGES = {
  api: { file: "api-reference.html", menu: "menu.apiGuide", frame: "frame.api", intro: "intro.api" },
  guide: { file: "sdk-guide.html", menu: "menu.sdkGuide", frame: "frame.guide", intro: "intro.guide" },
} as const;

/** One of the two embedded documents. */
export type DevDoc = keyof typeof PAGES;

/** The URL of an embedded document in `lang` (the pages read `?lang=`). */
export const devDocUrl = (doc: DevDoc, lang: string): string =>
  `${import.meta.env.BASE_URL}${PAGES[doc].file}?lang=${lang === "en" ? "en" : "zh-CN"}`;

/** A developer document in an embedded frame, titled by its menu entry. */
export function DevDocPage({ doc }: { doc: DevDoc }) {
  const { t, i18n } = useTranslation(DEVDOCS_NS);
  const page = PAGES[doc];
  const src = devDocUrl(doc, i18n.language);
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t(page.menu, { ns: "sdk" })}
          </Title>
          <Text size="sm" c="dimmed">
            {t(page.intro)}
          </Text>
        </Stack>
        <Anchor href={src} target="_blank" rel="noopener" size="sm">
          {t("open")}
        </Anchor>
      </Group>
      {loaded !== src && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">{t("loading")}</Text>
        </Group>
      )}
      <iframe
        key={src}
        src={src}
        title={t(page.frame)}
        data-testid={`devdoc-${doc}`}
        onLoad={() => setLoaded(src)}
        style={{
          width: "100%",
          height: "calc(100dvh - 220px)",
          minHeight: 480,
          border: "1px solid var(--mantine-color-gray-3)",
          borderRadius: "var(--mantine-radius-sm)",
          background: "#fff",
        }}
      />
    </Stack>
  );
}

/** /apiPdf: the API reference. */
export function ApiReferencePage() {
  return <DevDocPage doc="api" />;
}

/** /androidPdf: the SDK and device integration guide. */
export function SdkGuidePage() {
  return <DevDocPage doc="guide" />;
}
