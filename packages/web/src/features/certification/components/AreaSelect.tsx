// The two-level application-area choice of the certification form (part2 §3, §7):
// the area, then its scene, from the application-area list in the current language.
import { Group, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { useSettings } from "../../../shared/useSettings";
import { applicationAreasQuery } from "../queries";

/** Props of {@link AreaSelect}: both levels' values and their change. */
export interface AreaSelectProps {
  area: string;
  scene: string;
  onChange: (area: string, scene: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/** Area and scene selects. */
export function AreaSelect({ area, scene, onChange, disabled, error }: AreaSelectProps) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const { language } = useSettings();
  const { data = [] } = useQuery(applicationAreasQuery(language));
  const scenes = data.find((a) => a.value === area)?.children ?? [];
  return (
    <Group gap="xs" align="flex-start" grow>
      <Select
        label={t("field.applicationArea", { ns: "sdk" })}
        placeholder={t("form.select")}
        withAsterisk
        data={data.map((a) => ({ value: a.value, label: a.label }))}
        value={area || null}
        onChange={(v) => onChange(v ?? "", "")}
        disabled={disabled}
        error={error}
        allowDeselect={false}
      />
      <Select
        label={t("form.scene")}
        placeholder={t("form.select")}
        data={scenes.map((s) => ({ value: s.value, label: s.label }))}
        value={scene || null}
        onChange={(v) => onChange(area, v ?? "")}
        disabled={disabled || scenes.length === 0}
        allowDeselect={false}
      />
    </Group>
  );
}
