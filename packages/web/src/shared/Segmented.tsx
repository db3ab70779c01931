// A choice of a few options (the console's language and time-zone switches, the tool pages'
// switches): a native radio group drawn as segments, so it keeps the radiogroup semantics and
// the arrow keys for free. Mantine's SegmentedControl (floating indicator, resize observer) was
// ~2 KB gz of the console's first route for two header switches (first-route budget). The look is
// the caller's class: `fc-segmented` (app.css, Mantine's) or the tool pages' `t-seg`.
import { useId } from "react";

/** One option of {@link Segmented}: the value and its visible (translated) label. */
export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

/** Props of {@link Segmented}; `label` names the group for assistive technology. */
export interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  /** The look: default `fc-segmented` (the console's). */
  className?: string;
}

/** A radio group drawn as segments in one row. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  className = "fc-segmented",
}: SegmentedProps<V>) {
  const name = useId();
  return (
    <div className={className} role="radiogroup" aria-label={label}>
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
    </div>
  );
}
