// The certification form of /realNameInfo (part2 §3, §5): the certificate image
// (checked, uploaded through uploadFile, previewed), the company's data, the region of the
// registered address (part2 §3 tree), the contact with a code sent to the phone (60 s before a
// resend), and the two-level application area. The fields, labels and rules are the SDK's
// certification form descriptor, each placed by hand (grids, the code beside its button); a
// submit with errors sends nothing and shows L000238; a resubmission (type 2) starts from the
// stored values.
import { type AuthMsg, certificationForm, type FileRef, formPayload, rules } from "@fixcloud/sdk";
import { Button, FileInput, Group, Image, Loader, SimpleGrid, Stack } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { DescribedField, type FieldWidgetProps } from "../../../shared/form/DescribedForm";
import { formLanguage, useDescribedForm } from "../../../shared/form/useDescribedForm";
import { notifyError, notifyWarning } from "../../../shared/notify";
import { ruleMessage } from "../../../shared/rules";
import { useSendCode, useSubmitCertification, useUploadImage } from "../mutations";
import { AreaSelect } from "./AreaSelect";
import { RegionSelect } from "./RegionSelect";
import { StoredImage } from "./StoredImage";

/** Seconds before a code can be sent again (part2 §9). */
const RESEND_SECONDS = 60;

/** The uploaded image, and its size in bytes (0 for the stored one of a resubmission). */
type Licence = FileRef & { size: number };

/** A resubmission's stored values: the licence with its size unknown (0), no code. */
const initial = (msg: AuthMsg | null) =>
  msg
    ? {
        ...msg,
        uploadUrlDigest: msg.uploadUrlDigest.slice(0, 1).map((r) => ({ ...r, size: 0 })),
        registeredCapital: String(msg.registeredCapital),
        verificationCode: "",
      }
    : undefined;

/** The countdown of the send-code button: seconds left, and its start. */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}

/** The form; `prefill` is the rejected application of a resubmission. */
export function CertificationForm({ prefill, onBack }: { prefill: AuthMsg | null; onBack: () => void }) {
  const { t, i18n } = useTranslation(CERTIFICATION_NS);
  const language = formLanguage(i18n.language);
  const upload = useUploadImage();
  const sendCode = useSendCode();
  const submit = useSubmitCertification();
  const [left, startCountdown] = useCountdown();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useDescribedForm(certificationForm, { mode: "add", initial: initial(prefill) });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const image = (form.values.uploadUrlDigest as unknown as Licence[])[0];

  const chooseImage = (file: File | null) => {
    if (!file) return;
    const refused = rules.certification.image([{ name: file.name, size: file.size }]);
    if (refused) {
      form.setFieldError("uploadUrlDigest", ruleMessage(t, refused));
      return;
    }
    upload.mutate(file, {
      onSuccess: (up) => {
        const licence: Licence = {
          digest: up.digest,
          name: up.fileName,
          thumDigest: up.thumDigest,
          size: file.size,
        };
        form.setFieldValue("uploadUrlDigest", [licence] as unknown as string[]);
        form.clearFieldError("uploadUrlDigest");
        setPreview(URL.createObjectURL(file));
      },
      onError: notifyError,
    });
  };

  const send = () => {
    const refused = rules.certification.phone(form.values.phone, language);
    if (refused) {
      form.setFieldError("phone", ruleMessage(t, refused));
      return;
    }
    sendCode.mutate(form.values.phone.trim(), { onSuccess: startCountdown, onError: notifyError });
  };

  const onSubmit = (v: typeof form.values) => {
    const { registeredAreaCode, ...rest } = formPayload(certificationForm, v);
    submit.mutate(
      {
        ...rest,
        uploadUrlDigest: (v.uploadUrlDigest as unknown as Licence[]).map(({ digest, name, thumDigest }) => ({
          digest,
          name,
          thumDigest,
        })),
        ...(registeredAreaCode ? { registeredAreaCode } : {}),
      },
      { onError: notifyError },
    );
  };
  const field = (
    name: (typeof certificationForm.fields)[number]["key"],
    more: { widget?: (p: FieldWidgetProps) => ReactNode; inputExtra?: Record<string, unknown> } = {},
  ) => <DescribedField descriptor={certificationForm} form={form} mode="add" name={name} {...more} />;

  return (
    <form
      noValidate
      aria-label={t(prefill ? "form.titleResubmit" : "form.titleNew")}
      onSubmit={form.onSubmit(onSubmit, () => notifyWarning(t("L000238", { ns: "sdk" })))}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          {field("uploadUrlDigest", {
            widget: ({ label, required, inputProps }) => (
              <FileInput
                label={label}
                description={t("form.imageHint")}
                placeholder={image?.name ?? t("form.chooseImage")}
                accept="image/gif,image/bmp,image/png,image/jpeg"
                withAsterisk={required}
                clearable={false}
                onChange={chooseImage}
                error={inputProps.error as string | undefined}
                rightSection={upload.isPending ? <Loader size="xs" /> : undefined}
              />
            ),
          })}
          {preview ? (
            <Image src={preview} alt={t("form.imagePreview")} maw={240} radius="sm" fit="contain" />
          ) : image ? (
            <StoredImage digest={image.thumDigest || image.digest} alt={image.name} />
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("customerName")}
          {field("unifyCreditCode")}
          {field("corporateName")}
          {field("registeredCapital", { inputExtra: { inputMode: "decimal" } })}
        </SimpleGrid>
        {field("registeredAreaCode", {
          widget: ({ inputProps }) => (
            <RegionSelect
              value={inputProps.value as string}
              onChange={(code) => form.setFieldValue("registeredAreaCode", code)}
            />
          ),
        })}
        {field("registeredAddress")}
        {field("businessScope")}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("contacts")}
          {field("email")}
          {field("phone")}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            {field("verificationCode", { inputExtra: { style: { flex: 1 } } })}
            <Button variant="default" onClick={send} disabled={left > 0} loading={sendCode.isPending}>
              {left > 0 ? t("form.resendIn", { seconds: left }) : t("form.sendCode")}
            </Button>
          </Group>
        </SimpleGrid>
        {field("applicationArea", {
          widget: ({ inputProps }) => (
            <AreaSelect
              area={inputProps.value as string}
              scene={form.values.applicationScene}
              error={inputProps.error as string | undefined}
              onChange={(area, scene) => {
                form.setFieldValue("applicationArea", area);
                form.setFieldValue("applicationScene", scene);
              }}
            />
          ),
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t("form.back")}
          </Button>
          <Button type="submit" loading={submit.isPending} disabled={upload.isPending}>
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
