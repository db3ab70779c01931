import { type EnumName, enumValues, labelKey } from "@fixcloud/sdk";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import type { DeviceFilterSearch } from "./search";

interface FormState {
  accountName: string;
  sn: string;
  serviceState: string | null;
  disableState: string | null;
}

const toForm = (s: DeviceFilterSearch): FormState => ({
  accountName: s.accountName ?? "",
  sn: s.sn ?? "",
  serviceState: s.serviceState === undefined ? null : String(s.serviceState),
  disableState: s.disableState === undefined ? null : String(s.disableState),
});

const toSearch = (f: FormState): DeviceFilterSearch => ({
  accountName: f.accountName.trim() || undefined,
  sn: f.sn.trim() || undefined,
  serviceState: f.serviceState ? Number(f.serviceState) : undefined,
  disableState: f.disableState ? Number(f.disableState) : undefined,
});

/** Device-account filters (part1 §2): account name, SN, service state, enable state. */
export function DeviceFilters({
  value,
  onSearch,
  onReset,
}: {
  value: DeviceFilterSearch;
  onSearch: (f: DeviceFilterSearch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const [form, setForm] = useState<FormState>(() => toForm(value));
  useEffect(() => setForm(toForm(value)), [value]);
  const options = (name: EnumName) =>
    enumValues(name).map((v) => ({
      value: String(v),
      label: t(labelKey(name, v) ?? String(v), { ns: "sdk" }),
    }));
  const selectProps = {
    clearable: true,
    placeholder: t("filters.placeholderSelect"),
    comboboxProps: { withinPortal: true },
  };

  return (
    <form
      aria-label={t("filters.label")}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch(toSearch(form));
      }}
      onReset={(e) => {
        e.preventDefault();
        onReset();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t("devices.filters.accountName")}
          placeholder={t("filters.placeholderText")}
          value={form.accountName}
          maxLength={100}
          onChange={(e) => setForm({ ...form, accountName: e.currentTarget.value })}
        />
        <TextInput
          label={t("devices.filters.sn")}
          placeholder={t("filters.placeholderText")}
          value={form.sn}
          maxLength={100}
          onChange={(e) => setForm({ ...form, sn: e.currentTarget.value })}
        />
        <Select
          label={t("devices.filters.serviceState")}
          data={options("serviceState")}
          value={form.serviceState}
          onChange={(v) => setForm({ ...form, serviceState: v })}
          {...selectProps}
        />
        <Select
          label={t("devices.filters.disableState")}
          data={options("disableState")}
          value={form.disableState}
          onChange={(v) => setForm({ ...form, disableState: v })}
          {...selectProps}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t("common:action.search")}</Button>
        <Button type="reset" variant="default">
          {t("common:action.reset")}
        </Button>
      </Group>
    </form>
  );
}
