// Three products rotating every 10 s (part1 §2, §9). A plain interval instead of Embla: the
// overview stays light and the slides are static text.
import { Anchor, Box, Group, Paper, Text, Title, UnstyledButton } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Time each product stays, ms (part1 §9). */
export const CAROUSEL_INTERVAL_MS = 10_000;

/** The three service families (their names are the SDK's `serviceType.*` labels). */
const PRODUCTS = [
  {
    id: "highPrecision",
    selectType: 1,
    to: "/highPrecision",
    gradient: "linear-gradient(135deg, #1c7ed6 0%, #22b8cf 100%)",
  },
  {
    id: "aGnss",
    selectType: 2,
    to: "/auxPosition",
    gradient: "linear-gradient(135deg, #5f3dc4 0%, #4c6ef5 100%)",
  },
  {
    id: "icToCloud",
    selectType: 3,
    to: "/cloudChip",
    gradient: "linear-gradient(135deg, #0b7285 0%, #37b24d 100%)",
  },
] as const;

/** The three service families in turn, paused while hovered. */
export function ProductCarousel() {
  const { t } = useTranslation("overview");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const interval = useInterval(() => setIndex((i) => (i + 1) % PRODUCTS.length), CAROUSEL_INTERVAL_MS);

  useEffect(() => {
    if (paused) interval.stop();
    else interval.start();
    return interval.stop;
  }, [paused, interval.start, interval.stop]);

  const go = (i: number) => setIndex((i + PRODUCTS.length) % PRODUCTS.length);
  const p = PRODUCTS[index] ?? PRODUCTS[0];

  return (
    <Paper
      radius="md"
      p="lg"
      c="white"
      h="100%"
      mih={180}
      style={{
        background: p.gradient,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      role="region"
      aria-roledescription="carousel"
      aria-label={t("products.label")}
    >
      <Box
        aria-live="polite"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} / ${PRODUCTS.length}`}
      >
        <Title order={2} size="h3">
          {t(`serviceType.${p.selectType}`, { ns: "sdk" })}
        </Title>
        <Text mt="xs" size="sm" maw={520}>
          {t(`products.${p.id}.body`)}
        </Text>
        <Anchor
          component={Link}
          to={p.to}
          c="white"
          fw={600}
          size="sm"
          mt="sm"
          display="inline-block"
          underline="always"
        >
          {t("products.open")}
        </Anchor>
      </Box>
      <Group justify="space-between" mt="md">
        <Group gap={6}>
          {PRODUCTS.map((item, i) => (
            <UnstyledButton
              key={item.id}
              onClick={() => go(i)}
              aria-label={t("products.goTo", { n: i + 1 })}
              aria-current={i === index}
              w={i === index ? 22 : 10}
              h={10}
              style={{
                borderRadius: 5,
                background: i === index ? "white" : "rgba(255,255,255,0.5)",
                transition: "width 200ms",
              }}
            />
          ))}
        </Group>
        <Group gap={4}>
          <UnstyledButton c="white" px={8} onClick={() => go(index - 1)} aria-label={t("products.previous")}>
            ‹
          </UnstyledButton>
          <UnstyledButton c="white" px={8} onClick={() => go(index + 1)} aria-label={t("products.next")}>
            ›
          </UnstyledButton>
        </Group>
      </Group>
    </Paper>
  );
}
