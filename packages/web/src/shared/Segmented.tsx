// A two-to-few option switch for the header (language, time zone): a native radio group drawn
// as segments. Mantine's SegmentedControl (with its floating indicator and resize observer) is
// ~2 KB gz of the first route for two header switches (issue 12 budget); native radios keep the
// radiogroup semantics and arrow-key behaviour for free.
import { useId } from "react";

/** One option of {@link Segmented}: the value and its visible (translated) label. */
export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

/** A radio group drawn as segments; `label` names the group for assistive technology. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <div className="fc-segmented" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className="fc-segmented-option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
