// The ionosphere map's legend (issue 12): each level's colour, label (SDK) and ROTI range.
import { IONOSPHERE_THRESHOLDS, ionosphereLevelFloor } from "@fixcloud/sdk/lists";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LEVELS, levelFill } from "./levels";

/** The ROTI range of a level, e.g. `0.5–1` or `≥ 2`. */
function range(level: 1 | 2 | 3 | 4 | 5): string {
  const from = ionosphereLevelFloor(level);
  const to = IONOSPHERE_THRESHOLDS[level - 1];
  return to === undefined ? `≥ ${from}` : `${from}–${to}`;
}

/** A list of the five levels with their colours. */
export function Legend() {
  const { t } = useTranslation("tools");
  return (
    <section aria-labelledby="legend-title">
      <Text id="legend-title" fw={600} size="sm" mb={4}>
        {t("legend.title")} · {t("sdk:field.roti")}
      </Text>
      <Group gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {LEVELS.map((level) => (
          <Group key={level} gap={6} component="li" wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 16,
                height: 16,
                borderRadius: 3,
                background: levelFill(level),
                border: "1px solid rgba(0,0,0,.25)",
              }}
            />
            <Text size="sm">
              {t(`sdk:ionosphereLevel.${level}`)} <Text span c="dimmed" size="xs">({range(level)})</Text>
            </Text>
          </Group>
        ))}
      </Group>
    </section>
  );
}
