// Test support: a form descriptor rendered by the console's shared form (src/shared/form) to
// static HTML in one language, with its validation run on given values, through React's server
// renderer (the repo has no DOM library). For tests outside the web package (tests/cross-app),
// which cannot resolve the console's React, Mantine and i18next themselves.
import { type FormDescriptor, type Language, messages } from "@fixcloud/sdk";
import { MantineProvider } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DescribedForm } from "../src/shared/form/DescribedForm";
import { type DescribedMode, useDescribedForm } from "../src/shared/form/useDescribedForm";

/** What {@link renderForm} gives back: the form's HTML and its errors for `values`. */
export interface RenderedForm {
  html: string;
  /** The console's validation messages of `values` (field → text), as a submit shows them. */
  errors: Record<string, unknown>;
}

type AnyForm = UseFormReturnType<Record<string, unknown>>;

/** The shared form of `d`, handing its @mantine/form form to `onForm`. */
function Harness({
  d,
  mode,
  values,
  onForm,
}: {
  d: FormDescriptor;
  mode: DescribedMode;
  values: Record<string, unknown>;
  onForm: (f: AnyForm) => void;
}) {
  const form = useDescribedForm(d, { mode, initial: values }) as unknown as AnyForm;
  onForm(form);
  return createElement(DescribedForm, { descriptor: d, form: form as never, mode });
}

/** Render `d` in `mode` and `language` filled with `values`, and validate them as a submit does. */
export async function renderForm(
  d: FormDescriptor,
  mode: DescribedMode,
  language: Language,
  values: Record<string, unknown> = {},
): Promise<RenderedForm> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { sdk: { ...messages[language] } } },
    defaultNS: "sdk",
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  let form: AnyForm | undefined;
  const harness = createElement(Harness, { d, mode, values, onForm: (f: AnyForm) => (form = f) });
  const html = renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, harness)),
  );
  if (!form) throw new Error("the form did not render");
  const errors = form.validate().errors;
  return { html, errors };
}
