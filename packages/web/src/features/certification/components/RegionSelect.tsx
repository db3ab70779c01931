// The region choice of the certification form (part2 §3 region tree): three dependent
// selects (province, city, county) over the SDK's generated tree; the value is the six-digit
// code of the deepest level chosen. Hong Kong, Macau and Taiwan and the cities without counties
// (Dongguan, Zhongshan) end the choice early.
import { type RegionNode, regionPath, regionTree } from "@fixcloud/sdk/regions";
import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";

const options = (nodes: readonly RegionNode[] | undefined) =>
  (nodes ?? []).map((n) => ({ value: n.value, label: n.label }));

/** Props of {@link RegionSelect}: the code (or "") and its change. */
export interface RegionSelectProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** Province, city and county selects writing one six-digit code. */
export function RegionSelect({ value, onChange, disabled }: RegionSelectProps) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const [province, city, county] = regionPath(value);
  const level = (
    label: string,
    data: ReturnType<typeof options>,
    selected: RegionNode | undefined,
    parent?: RegionNode,
  ) => (
    <Select
      label={label}
      placeholder={t("form.select")}
      data={data}
      value={selected?.value ?? null}
      onChange={(code) => onChange(code ?? parent?.value ?? "")}
      disabled={disabled || data.length === 0}
      searchable
      clearable
      allowDeselect={false}
      style={{ flex: 1, minWidth: 140 }}
    />
  );
  return (
    <Group gap="xs" align="flex-start" grow data-testid="region-select">
      {level(t("form.province"), options(regionTree), province)}
      {level(t("form.city"), options(province?.children), city, province)}
      {level(t("form.county"), options(city?.children), county, city)}
    </Group>
  );
}
