// The dashboard (part1 §2 Overview): stat tiles, what expires soon (part1 §9, docs/expiry.md),
// recent purchases, tools, the latest announcements and the product carousel. The layout is CSS
// grid (app.css `fc-overview-grid`), not Mantine's Grid: its responsive style machinery is ~1 KB gz
// of the first route.
import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LatestNotices } from "../../notices/public";
import { ExpiringBlock } from "./ExpiringBlock";
import { ProductCarousel } from "./ProductCarousel";
import { RecentPurchases } from "./RecentPurchases";
import { StatTiles } from "./StatTiles";
import { ToolsBlock } from "./ToolsBlock";

/** The overview page. */
export function OverviewPage() {
  const { t } = useTranslation("overview");
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("menu.overview", { ns: "sdk" })}
      </Title>
      <StatTiles />
      <ExpiringBlock />
      <div className="fc-overview-grid">
        <div data-span="8">
          <RecentPurchases />
        </div>
        <div data-span="4">
          <ToolsBlock />
        </div>
        <div data-span="6">
          <LatestNotices />
        </div>
        <div data-span="6">
          <ProductCarousel />
        </div>
      </div>
    </Stack>
  );
}
