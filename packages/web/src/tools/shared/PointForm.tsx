// "Which point?" as a form: latitude and longitude in decimal degrees, checked with
// the SDK's rules (L000780/L000781), submitted as numbers. The keyboard way to what a click on
// the map does; a click fills the same fields (`value`).
import { toolsRules } from "@fixcloud/sdk/lists";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
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

function Field(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation("tools");
  return (
    <div className="t-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        data-testid={props.id}
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.error && (
        <span id={`${props.id}-error`} className="t-error">
          {t(`sdk:${props.error}`)}
        </span>
      )}
    </div>
  );
}

/** Latitude and longitude fields and a submit button. */
export function PointForm({ value, onSubmit, submitLabel, id }: PointFormProps) {
  const { t } = useTranslation("tools");
  const [lat, setLat] = useState(value ? shown(value.lat) : "");
  const [lon, setLon] = useState(value ? shown(value.lon) : "");
  const [errors, setErrors] = useState<{ lat: string | null; lon: string | null }>({ lat: null, lon: null });
  useEffect(() => {
    if (!value) return;
    setLat(shown(value.lat));
    setLon(shown(value.lon));
    setErrors({ lat: null, lon: null });
  }, [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { lat: toolsRules.lat(lat), lon: toolsRules.lon(lon) };
    setErrors(next);
    if (!next.lat && !next.lon) onSubmit({ lat: Number(lat), lon: Number(lon) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("point.form")}
      className="t-inline"
      style={{ alignItems: "flex-start" }}
    >
      <Field id={`${id}-lat`} label={t("point.lat")} value={lat} error={errors.lat} onChange={setLat} />
      <Field id={`${id}-lon`} label={t("point.lon")} value={lon} error={errors.lon} onChange={setLon} />
      <button type="submit" className="t-button" style={{ marginTop: 26 }} data-testid={`${id}-submit`}>
        {submitLabel}
      </button>
    </form>
  );
}

/**
 * The "which point?" section of a page: its title, the hint, {@link PointForm} and the answer
 * (`children`) in a polite live region (test id `<id>-answer`), so a screen reader hears it.
 */
export function PointPanel(
  props: Omit<PointFormProps, "id"> & { id: string; title: string; children: ReactNode },
) {
  const { t } = useTranslation("tools");
  return (
    <section className="t-card" aria-labelledby={`${props.id}-title`}>
      <h2 className="t-subtitle" id={`${props.id}-title`}>
        {props.title}
      </h2>
      <p className="t-muted">{t("point.hint")}</p>
      <PointForm
        id={props.id}
        value={props.value}
        onSubmit={props.onSubmit}
        submitLabel={props.submitLabel}
      />
      <div aria-live="polite" data-testid={`${props.id}-answer`}>
        {props.children}
      </div>
    </section>
  );
}
