// "Which point?" as a form (issue 12): latitude and longitude in decimal degrees, checked with
// the SDK's rules (L000780/L000781), submitted as numbers. The keyboard way to what a click on
// the map does; a click fills the same fields (`value`).
import { toolsRules } from "@fixcloud/sdk/lists";
import { Button, Group, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** A picked position, degrees. */
export interface Point {
  lat: number;
  lon: number;
}

/** Props of {@link PointForm}. */
export interface PointFormProps {
  /** The point shown in the fields (a map click sets it). */
  value: Point | null;
  onSubmit: (point: Point) => void;
  submitLabel: string;
  /** Prefix of the inputs' ids and test ids. */
  id: string;
}

const shown = (v: number) => String(Math.round(v * 1000) / 1000);

/** Latitude and longitude fields and a submit button. */
export function PointForm({ value, onSubmit, submitLabel, id }: PointFormProps) {
  const { t } = useTranslation("tools");
  const [lat, setLat] = useState(value ? shown(value.lat) : "");
  const [lon, setLon] = useState(value ? shown(value.lon) : "");
  const [errors, setErrors] = useState<{ lat?: string | null; lon?: string | null }>({});
  useEffect(() => {
    if (!value) return;
    setLat(shown(value.lat));
    setLon(shown(value.lon));
    setErrors({});
  }, [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { lat: toolsRules.lat(lat), lon: toolsRules.lon(lon) };
    setErrors(next);
    if (!next.lat && !next.lon) onSubmit({ lat: Number(lat), lon: Number(lon) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t("point.form")}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          id={`${id}-lat`}
          data-testid={`${id}-lat`}
          label={t("point.lat")}
          inputMode="decimal"
          value={lat}
          onChange={(e) => setLat(e.currentTarget.value)}
          error={errors.lat ? t(`sdk:${errors.lat}`) : undefined}
          w={150}
        />
        <TextInput
          id={`${id}-lon`}
          data-testid={`${id}-lon`}
          label={t("point.lon")}
          inputMode="decimal"
          value={lon}
          onChange={(e) => setLon(e.currentTarget.value)}
          error={errors.lon ? t(`sdk:${errors.lon}`) : undefined}
          w={150}
        />
        <Button type="submit" mt={25} data-testid={`${id}-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
