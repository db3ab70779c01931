// The console's one form renderer (part1 §5, part2 §5): the fields of an SDK form descriptor
// (catalogue/<area>/forms.ts) as Mantine inputs by type, labelled with the SDK's label keys,
// marked required where the descriptor says for the mode and language. No input cuts what is
// typed (no maxLength): an over-long value is refused with the rule's message on submit.
// Used inside FormDialog with a form from useDescribedForm; a field may get its own widget, and a
// form laid out by hand places each field with DescribedField.
import {
  type FieldDef,
  type FormDescriptor,
  type FormKey,
  type FormValues,
  isEditable,
  isRequired,
} from "@fixcloud/sdk";
import { NumberInput, PasswordInput, Select, TagsInput, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type DescribedMode, formLanguage } from "./useDescribedForm";

/** What a field's own widget gets: the field, its label and the form's props for the input. */
export interface FieldWidgetProps {
  field: FieldDef;
  label: string;
  /** Marked required (asterisk). */
  required: boolean;
  /** Read only (detail) or fixed in this mode. */
  readOnly: boolean;
  /** The input's value, onChange, error … from @mantine/form. */
  inputProps: Record<string, unknown>;
}

/** Props of {@link DescribedForm}. */
export interface DescribedFormProps<D extends FormDescriptor> {
  descriptor: D;
  form: UseFormReturnType<FormValues<D>>;
  mode: DescribedMode;
  /**
   * A field's own widget in place of its type's input (e.g. a picker, or the detail view's
   * stand-in for a password); `null` leaves the field out of this view.
   */
  widgets?: Partial<Record<FormKey<D>, ((p: FieldWidgetProps) => ReactNode) | null>>;
  /** A help text under a field's input, already translated. */
  descriptions?: Partial<Record<FormKey<D>, string | undefined>>;
  /** A field's placeholder (e.g. "choose" on a select), already translated. */
  placeholders?: Partial<Record<FormKey<D>, string | undefined>>;
  /** Something shown right after a field's input (e.g. an address's verification control). */
  after?: Partial<Record<FormKey<D>, ReactNode>>;
}

/** Every field of `descriptor` in order, each as its input (or its widget). */
export function DescribedForm<D extends FormDescriptor>({
  descriptor,
  form,
  mode,
  widgets = {},
  descriptions = {},
  placeholders = {},
  after = {},
}: DescribedFormProps<D>) {
  return (
    <>
      {descriptor.fields.map((f) => {
        const key = f.key as FormKey<D>;
        const widget = widgets[key];
        if (widget === null) return null;
        return (
          <Fragment key={f.key}>
            <DescribedField
              descriptor={descriptor}
              form={form}
              mode={mode}
              name={key}
              widget={widget}
              description={descriptions[key]}
              placeholder={placeholders[key]}
            />
            {after[key]}
          </Fragment>
        );
      })}
    </>
  );
}

/** Props of {@link DescribedField}. */
export interface DescribedFieldProps<D extends FormDescriptor> {
  descriptor: D;
  form: UseFormReturnType<FormValues<D>>;
  mode: DescribedMode;
  /** The field's key. */
  name: FormKey<D>;
  /** Its own widget in place of its type's input. */
  widget?: ((p: FieldWidgetProps) => ReactNode) | undefined;
  description?: string | undefined;
  placeholder?: string | undefined;
  /** More props for the type's input (e.g. `inputMode`, `style`). */
  inputExtra?: Record<string, unknown>;
}

/**
 * One field of `descriptor` as its input (or its widget), for a form laid out by hand (in a grid,
 * beside a button) where {@link DescribedForm} would stack every field.
 */
export function DescribedField<D extends FormDescriptor>({
  descriptor,
  form,
  mode,
  name,
  widget,
  description,
  placeholder,
  inputExtra,
}: DescribedFieldProps<D>) {
  const { t, i18n } = useTranslation();
  const f = descriptor.fields.find((d) => d.key === name);
  if (!f) return null;
  const language = formLanguage(i18n.language);
  const editMode = mode === "detail" ? "edit" : mode;
  const fixed = mode !== "add" && !isEditable(f, editMode);
  const props: FieldWidgetProps = {
    field: f,
    label: t(f.labelKey, { ns: "sdk" }),
    required: mode !== "detail" && !fixed && isRequired(f, { mode: editMode, language }),
    readOnly: mode === "detail" || fixed,
    inputProps: {
      ...(form.getInputProps(f.key) as unknown as Record<string, unknown>),
      ...inputExtra,
    },
  };
  if (widget) return <>{widget(props)}</>;
  return <FieldInput {...props} description={description} placeholder={placeholder} fixed={fixed} />;
}

/** The input of a field's type. A fixed field is disabled; in detail every other is read-only. */
function FieldInput({
  field: f,
  label,
  required,
  readOnly,
  inputProps,
  description,
  placeholder,
  fixed,
}: FieldWidgetProps & {
  description?: string | undefined;
  placeholder?: string | undefined;
  fixed: boolean;
}) {
  const { t } = useTranslation();
  const common = {
    label,
    withAsterisk: required,
    description,
    placeholder,
    ...inputProps,
    ...(fixed ? { disabled: true } : { readOnly }),
  };
  switch (f.type) {
    case "password":
      return <PasswordInput autoComplete="new-password" {...common} />;
    case "textarea":
      return <Textarea autosize minRows={2} {...common} />;
    case "number":
      return <NumberInput {...common} />;
    case "select":
      return (
        <Select
          {...common}
          data={(f.enum?.values ?? []).map((v) => ({
            value: String(v.value),
            label: t(v.labelKey, { ns: "sdk" }),
          }))}
        />
      );
    case "date":
      return <TextInput type="date" {...common} />;
    case "list":
      return <TagsInput {...common} />;
    // Someone else's address: the browser's own is no suggestion.
    case "phone":
      return <TextInput inputMode="tel" autoComplete="off" {...common} />;
    case "email":
      return <TextInput inputMode="email" autoComplete="off" {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
