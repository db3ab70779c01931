// The submitted application, read-only (part2 §3 authMsg): on the status page of an
// approved customer and in /realNameInfo?type=4. Field names are the SDK's labels; the region is
// the part2 §3 tree's text of the stored code; times follow the time-zone setting.
import { type AuthMsg, authFlag } from "@fixcloud/sdk";
import { regionText } from "@fixcloud/sdk/regions";
import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EnumBadge } from "../../../shared/StateBadge";
import { LabeledValue } from "../../../shared/LabeledValue";
import { useFormatTime } from "../../../shared/time";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { StoredImage } from "./StoredImage";

/** The application's fields, its flag and its certificate image. */
export function CertificationDetails({ msg, flag }: { msg: AuthMsg; flag: number }) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const fmt = useFormatTime();
  const f = (field: string) => t(`field.${field}`, { ns: "sdk" });
  const rows: [string, string][] = [
    [f("certCustomerName"), msg.customerName],
    [f("unifyCreditCode"), msg.unifyCreditCode],
    [f("corporateName"), msg.corporateName],
    [f("registeredCapital"), String(msg.registeredCapital)],
    [f("registeredAddress"), `${regionText(msg.registeredAreaCode)}${msg.registeredAddress}`],
    [f("businessScope"), msg.businessScope],
    [f("contacts"), msg.contacts],
    [f("certPhone"), msg.phone],
    [f("certEmail"), msg.email],
    [f("applicationArea"), [msg.applicationAreaName, msg.applicationSceneName].filter(Boolean).join(" / ")],
  ];
  const image = msg.uploadUrlDigest[0];
  return (
    <Stack gap="md" data-testid="certification-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LabeledValue label={t("status.label")}>
          <EnumBadge def={authFlag} value={flag} />
        </LabeledValue>
        <LabeledValue label={t("status.submitTime", { time: "" }).replace(/[:：]\s*$/, "")}>
          {fmt(msg.submitTime)}
        </LabeledValue>
        {rows.map(([label, value]) => (
          <LabeledValue key={label} label={label}>
            {value || "-"}
          </LabeledValue>
        ))}
      </SimpleGrid>
      {image && (
        <LabeledValue label={f("uploadUrlDigest")}>
          <StoredImage digest={image.thumDigest || image.digest} alt={image.name} />
        </LabeledValue>
      )}
    </Stack>
  );
}
