// The add dialog of /webhooks: the SDK's endpoint form (URL, optional description and the event
// types, none ticked: every type), checked with its rules (L000760-L000765) before anything is
// sent. On success the page shows the secret once (SecretDialog).
import { formPayload, type WebhookCreated, webhookEndpointForm, webhookEventType } from "@fixcloud/sdk";
import { Checkbox, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { WEBHOOKS_NS } from "../i18n";
import { useCreateEndpoint } from "../mutations";

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
  const form = useDescribedForm(webhookEndpointForm, { mode: "add" });
  const common = { descriptor: webhookEndpointForm, form, mode: "add" } as const;
  return (
    <FormDialog
      title={t("dialog.add")}
      form={form}
      busy={create.isPending}
      onClose={onClose}
      submitLabel={t("dialog.submit")}
      onSubmit={(v) => create.mutate(formPayload(webhookEndpointForm, v), { onSuccess: onCreated })}
      testId="webhook-dialog"
    >
      <DescribedField
        {...common}
        name="url"
        description={t("dialog.urlHint")}
        placeholder="https://example.com/hooks/fixcloud"
        inputExtra={{ type: "url", autoComplete: "off", "data-autofocus": true }}
      />
      <DescribedField {...common} name="description" inputExtra={{ autoComplete: "off" }} />
      <DescribedField
        {...common}
        name="eventTypes"
        widget={({ label, inputProps }) => (
          <Checkbox.Group label={label} description={t("dialog.eventTypesHint")} {...inputProps}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {webhookEventType.values.map((e) => (
                <Checkbox key={e.value} value={e.value} label={t(e.labelKey, { ns: "sdk" })} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
    </FormDialog>
  );
}
