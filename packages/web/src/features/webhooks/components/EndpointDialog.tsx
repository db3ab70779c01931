// The add dialog of /webhooks: URL, optional description and the event types (none
// ticked: every type), checked with the SDK's webhook rules (L000760-L000765) before anything is
// sent. On success the page shows the secret once (SecretDialog).
import { type WebhookCreated, rules, webhookEventType } from "@fixcloud/sdk";
import { Checkbox, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { validator } from "../../../shared/rules";
import { WEBHOOKS_NS } from "../i18n";
import { useCreateEndpoint } from "../mutations";

type Values = { url: string; description: string; eventTypes: string[] };

/** Props of {@link EndpointDialog}. */
export interface EndpointDialogProps {
  /** The endpoint was registered: its answer, with the secret to show once. */
  onCreated: (created: WebhookCreated) => void;
  onClose: () => void;
}

/** The add-endpoint dialog. */
export function EndpointDialog({ onCreated, onClose }: EndpointDialogProps) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const create = useCreateEndpoint();
  const r = rules.webhooks;
  const form = useForm<Values>({
    initialValues: { url: "", description: "", eventTypes: [] },
    validate: {
      url: validator(t, r.url),
      description: validator(t, r.description),
      eventTypes: validator(t, r.eventTypes),
    },
  });
  return (
    <FormDialog
      title={t("dialog.add")}
      form={form}
      busy={create.isPending}
      onClose={onClose}
      submitLabel={t("dialog.submit")}
      onSubmit={(v) => create.mutate(v, { onSuccess: onCreated })}
      testId="webhook-dialog"
    >
      <TextInput
        label={t("field.url", { ns: "sdk" })}
        description={t("dialog.urlHint")}
        placeholder="https://example.com/hooks/fixcloud"
        withAsterisk
        type="url"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps("url")}
      />
      <TextInput
        label={t("field.description", { ns: "sdk" })}
        autoComplete="off"
        {...form.getInputProps("description")}
      />
      <Checkbox.Group
        label={t("field.eventTypes", { ns: "sdk" })}
        description={t("dialog.eventTypesHint")}
        {...form.getInputProps("eventTypes")}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {webhookEventType.values.map((e) => (
            <Checkbox key={e.value} value={e.value} label={t(e.labelKey, { ns: "sdk" })} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormDialog>
  );
}
