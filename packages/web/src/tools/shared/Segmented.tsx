// A choice of a few options as radio buttons styled as a segmented control (issue 12): native
// inputs, so arrows move between options and screen readers name the group by its legend.
import { useId } from "react";

/** Props of {@link Segmented}. */
export interface SegmentedProps<V extends string> {
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A radio group in one row. */
export function Segmented<V extends string>({ legend, value, options, onChange }: SegmentedProps<V>) {
  const name = useId();
  return (
    <fieldset className="t-seg">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
