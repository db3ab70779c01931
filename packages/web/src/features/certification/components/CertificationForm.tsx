// The certification form of /realNameInfo (part2 §3, §5): the certificate image
// (checked, uploaded through uploadFile, previewed), the company's data, the region of the
// registered address (part2 §3 tree), the contact with a code sent to the phone (60 s before a
// resend), and the two-level application area. Every field's rule is the SDK's; a submit with
// errors sends nothing and shows L000238; a resubmission (type 2) starts from the stored values.
import { type AuthMsg, type FileRef, type Language, rules } from "@fixcloud/sdk";
import {
  Button,
  FileInput,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { notifyError, notifyWarning } from "../../../shared/notify";
import { ruleMessage } from "../../../shared/rules";
import { useSettings } from "../../../shared/useSettings";
import { useSendCode, useSubmitCertification, useUploadImage } from "../mutations";
import { AreaSelect } from "./AreaSelect";
import { RegionSelect } from "./RegionSelect";
import { StoredImage } from "./StoredImage";

/** Seconds before a code can be sent again (part2 §9). */
const RESEND_SECONDS = 60;

interface Values {
  /** The uploaded image, and its size in bytes (0 for the stored one of a resubmission). */
  image: (FileRef & { size: number }) | null;
  customerName: string;
  unifyCreditCode: string;
  corporateName: string;
  registeredCapital: string;
  registeredAreaCode: string;
  registeredAddress: string;
  businessScope: string;
  contacts: string;
  phone: string;
  email: string;
  verificationCode: string;
  applicationArea: string;
  applicationScene: string;
}

const initial = (msg: AuthMsg | null): Values => ({
  image: msg?.uploadUrlDigest[0] ? { ...msg.uploadUrlDigest[0], size: 0 } : null,
  customerName: msg?.customerName ?? "",
  unifyCreditCode: msg?.unifyCreditCode ?? "",
  corporateName: msg?.corporateName ?? "",
  registeredCapital: msg ? String(msg.registeredCapital) : "",
  registeredAreaCode: msg?.registeredAreaCode ?? "",
  registeredAddress: msg?.registeredAddress ?? "",
  businessScope: msg?.businessScope ?? "",
  contacts: msg?.contacts ?? "",
  phone: msg?.phone ?? "",
  email: msg?.email ?? "",
  verificationCode: "",
  applicationArea: msg?.applicationArea ?? "",
  applicationScene: msg?.applicationScene ?? "",
});

/** Every failing field of `v` in `language`, as the SDK's rules say (part2 §5). */
function errorsOf(v: Values, language: Language) {
  const { images, ...rest } = rules.certification.certificationErrors(
    {
      images: v.image ? [{ name: v.image.name, size: v.image.size }] : [],
      customerName: v.customerName,
      unifyCreditCode: v.unifyCreditCode,
      corporateName: v.corporateName,
      registeredCapital: v.registeredCapital,
      contacts: v.contacts,
      phone: v.phone,
      email: v.email,
      verificationCode: v.verificationCode,
      applicationArea: v.applicationArea ? [v.applicationArea, v.applicationScene].filter(Boolean) : [],
    },
    language,
  );
  return images ? { ...rest, image: images } : rest;
}

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
  const { t } = useTranslation(CERTIFICATION_NS);
  const { language } = useSettings();
  const upload = useUploadImage();
  const sendCode = useSendCode();
  const submit = useSubmitCertification();
  const [left, startCountdown] = useCountdown();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: initial(prefill),
    validate: (v) => {
      const out: Record<string, string> = {};
      for (const [field, code] of Object.entries(errorsOf(v, language)))
        out[field] = ruleMessage(t, code) ?? "";
      return out;
    },
  });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const chooseImage = (file: File | null) => {
    if (!file) return;
    const refused = rules.certification.image([{ name: file.name, size: file.size }]);
    if (refused) {
      form.setFieldError("image", ruleMessage(t, refused));
      return;
    }
    upload.mutate(file, {
      onSuccess: (up) => {
        form.setFieldValue("image", {
          digest: up.digest,
          name: up.fileName,
          thumDigest: up.thumDigest,
          size: file.size,
        });
        form.clearFieldError("image");
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

  const onSubmit = (v: Values) =>
    submit.mutate(
      {
        uploadUrlDigest: v.image
          ? [{ digest: v.image.digest, name: v.image.name, thumDigest: v.image.thumDigest }]
          : [],
        customerName: v.customerName.trim(),
        unifyCreditCode: v.unifyCreditCode.trim(),
        corporateName: v.corporateName.trim(),
        registeredCapital: v.registeredCapital.trim(),
        ...(v.registeredAreaCode ? { registeredAreaCode: v.registeredAreaCode } : {}),
        registeredAddress: v.registeredAddress.trim(),
        businessScope: v.businessScope.trim(),
        contacts: v.contacts.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        verificationCode: v.verificationCode.trim(),
        applicationArea: v.applicationArea,
        applicationScene: v.applicationScene,
      },
      { onError: notifyError },
    );
  const f = (field: string) => t(`field.${field}`, { ns: "sdk" });
  const image = form.values.image;

  return (
    <form
      noValidate
      aria-label={t(prefill ? "form.titleResubmit" : "form.titleNew")}
      onSubmit={form.onSubmit(onSubmit, () => notifyWarning(t("L000238", { ns: "sdk" })))}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <FileInput
            label={f("uploadUrlDigest")}
            description={t("form.imageHint")}
            placeholder={image?.name ?? t("form.chooseImage")}
            accept="image/gif,image/bmp,image/png,image/jpeg"
            withAsterisk
            clearable={false}
            onChange={chooseImage}
            error={form.errors.image}
            rightSection={upload.isPending ? <Loader size="xs" /> : undefined}
          />
          {preview ? (
            <Image src={preview} alt={t("form.imagePreview")} maw={240} radius="sm" fit="contain" />
          ) : image ? (
            <StoredImage digest={image.thumDigest || image.digest} alt={image.name} />
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("form.customerName")} withAsterisk {...form.getInputProps("customerName")} />
          <TextInput label={f("unifyCreditCode")} withAsterisk {...form.getInputProps("unifyCreditCode")} />
          <TextInput label={f("corporateName")} withAsterisk {...form.getInputProps("corporateName")} />
          <TextInput
            label={f("registeredCapital")}
            withAsterisk
            inputMode="decimal"
            {...form.getInputProps("registeredCapital")}
          />
        </SimpleGrid>
        <RegionSelect
          value={form.values.registeredAreaCode}
          onChange={(code) => form.setFieldValue("registeredAreaCode", code)}
        />
        <TextInput label={t("form.addressDetail")} {...form.getInputProps("registeredAddress")} />
        <Textarea label={f("businessScope")} autosize minRows={2} {...form.getInputProps("businessScope")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={f("contacts")} withAsterisk {...form.getInputProps("contacts")} />
          <TextInput label={t("form.email")} withAsterisk type="email" {...form.getInputProps("email")} />
          <TextInput label={t("form.phone")} withAsterisk inputMode="tel" {...form.getInputProps("phone")} />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={f("verificationCode")}
              withAsterisk
              style={{ flex: 1 }}
              {...form.getInputProps("verificationCode")}
            />
            <Button variant="default" onClick={send} disabled={left > 0} loading={sendCode.isPending}>
              {left > 0 ? t("form.resendIn", { seconds: left }) : t("form.sendCode")}
            </Button>
          </Group>
        </SimpleGrid>
        <AreaSelect
          area={form.values.applicationArea}
          scene={form.values.applicationScene}
          error={form.errors.applicationArea as string | undefined}
          onChange={(area, scene) => {
            form.setFieldValue("applicationArea", area);
            form.setFieldValue("applicationScene", scene);
          }}
        />
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
