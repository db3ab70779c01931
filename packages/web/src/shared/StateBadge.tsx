// A state label as a light badge coloured by the SDK's tone (part1 §4 colours), like Mantine's
// Badge but a plain span: list tables show a few per row (see ./cells.css).
import { type EnumDef, enumEntry, type Tone } from "@fixcloud/sdk";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toneColor } from "./tones";
import "./cells.css";

/** A label in a light badge coloured by its tone (grey without one). */
export function StateBadge({ tone, children }: { tone: Tone | undefined; children: ReactNode }) {
  return (
    <span className="fc-badge" data-color={toneColor(tone)}>
      {children}
    </span>
  );
}

/** An enum value as its SDK label in a badge of its tone; a dash for values without a label (part1 §4). */
export function EnumBadge({ def, value }: { def: EnumDef; value: unknown }) {
  const { t } = useTranslation();
  // By the definition, not by name: the by-name lookup gathers every enum of the spec, which the
  // first route (the overview's notice badges) does not need (first-route budget).
  const entry = enumEntry(def, value);
  if (!entry) return <>-</>;
  return <StateBadge tone={entry.tone}>{t(entry.labelKey, { ns: "sdk" })}</StateBadge>;
}
