// The dashboard (part1 §2 Overview): stat tiles, recent purchases, tools, the latest
// announcements and the product carousel.
import { Grid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LatestNotices } from "../../notices/components/LatestNotices";
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
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentPurchases />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ToolsBlock />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <LatestNotices />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ProductCarousel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
