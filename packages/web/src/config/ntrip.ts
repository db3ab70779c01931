// NTRIP caster settings shown by the overview's configuration dialog (part1 §2 Tools): the SDK's
// caster table (`@fixcloud/sdk/stations`, the one the coverage page also reads), picked by the
// console's language: the Chinese console shows the mainland caster, the English one the
// European caster. Port labels are the SDK's `coordinateSystem.<system>` (part1 §9); mount-point
// descriptions are i18n keys (overview:ntrip.mp.<name>).
import type { Language } from "@fixcloud/sdk";
import { type NtripCaster, casterOf } from "@fixcloud/sdk/stations";

/** The caster the dialog shows in `language`. */
export function ntripConfigOf(language: Language): NtripCaster {
  return casterOf(language);
}
