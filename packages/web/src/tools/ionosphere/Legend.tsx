// The ionosphere map's legend: each level's colour, label (SDK) and ROTI range.
import { IONOSPHERE_THRESHOLDS, ionosphereLevelFloor } from "@fixcloud/sdk/lists";
import { useTranslation } from "react-i18next";
import { LEVELS, levelFill } from "./levels";

/** The ROTI range of a level, e.g. `0.5–1` or `≥ 2`. */
function range(level: 1 | 2 | 3 | 4 | 5): string {
  const from = ionosphereLevelFloor(level);
  const to = IONOSPHERE_THRESHOLDS[level - 1];
  return to === undefined ? `≥ ${from}` : `${from}–${to}`;
}

/** The five levels with their colours. */
export function Legend() {
  const { t } = useTranslation("tools");
  return (
    <section aria-labelledby="legend-title">
      <h2 id="legend-title" className="t-subtitle" style={{ fontSize: "0.95rem" }}>
        {t("legend.levels")} · {t("sdk:field.roti")}
      </h2>
      <ul className="t-legend" data-testid="ionosphere-legend">
        {LEVELS.map((level) => (
          <li key={level}>
            <span aria-hidden className="t-swatch" style={{ background: levelFill(level) }} />
            {t(`sdk:ionosphereLevel.${level}`)}{" "}
            <span className="t-muted" style={{ margin: 0 }}>
              ({range(level)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
