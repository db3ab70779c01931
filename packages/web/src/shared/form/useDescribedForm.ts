// A @mantine/form form from an SDK form descriptor (catalogue/<area>/forms.ts; part1 §5, part2
// §5 rules): the initial values (empty, or an existing thing's), and the validation, which is
// the SDK's whole-form check in the current mode and language, each L-code shown as its text.
import {
  emptyValues,
  type FormDescriptor,
  type FormMode,
  type FormValues,
  formErrors,
  type Language,
  valuesFrom,
} from "@fixcloud/sdk";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ruleMessage } from "../rules";

/** What a described form shows: a new thing, an existing one to change, or one to read only. */
export type DescribedMode = FormMode | "detail";

/**
 * The language the rules check in (the zh-CN phone pattern, part1 §5): the interface's, which
 * i18next follows from the settings. Read from i18next rather than the stored settings so a form
 * renders wherever i18next is set up.
 */
export function formLanguage(lng: string | undefined): Language {
  return lng === "en" ? "en" : "zh-CN";
}

/** Options of {@link useDescribedForm}. */
export interface DescribedFormOptions {
  mode: DescribedMode;
  /** The existing thing whose fields fill the form (edit, detail); empty values otherwise. */
  initial?: Readonly<Record<string, unknown>> | undefined;
}

/** The form of descriptor `d`: values, inputs and the SDK's rules as validators (none in detail). */
export function useDescribedForm<D extends FormDescriptor>(d: D, { mode, initial }: DescribedFormOptions) {
  const { t, i18n } = useTranslation();
  const language = formLanguage(i18n.language);
  return useForm<FormValues<D>>({
    initialValues: initial ? valuesFrom(d, initial) : emptyValues(d),
    validate: (values) => {
      if (mode === "detail") return {};
      const errors: Record<string, string | undefined> = formErrors(d, values as Record<string, unknown>, {
        mode,
        language,
      });
      return Object.fromEntries(Object.entries(errors).map(([k, code]) => [k, ruleMessage(t, code ?? null)]));
    },
  });
}
