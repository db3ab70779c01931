// /realNameInfo?type=N (part2 §2, §4): the certification form (type 1, or 2 for a
// resubmission prefilled with the rejected application), or the application read-only (type 4,
// and while it is under review). The route sends an approved customer (authStatus 1) and a
// resubmission link with nothing to resubmit to /realNameAttestate before this renders.
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_NS } from "../../../i18n/certification";
import { companyAuthQuery } from "../queries";
import { infoMode } from "../status";
import { CertificationDetails } from "./CertificationDetails";
import { CertificationForm } from "./CertificationForm";

const route = getRouteApi("/realNameInfo");

/** The /realNameInfo page. */
export function RealNameInfoPage() {
  const { t } = useTranslation(CERTIFICATION_NS);
  const { type } = route.useSearch();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(companyAuthQuery());
  const mode = infoMode(data.flag, type);
  const back = () => void navigate({ to: "/realNameAttestate" });
  const title = mode === "view" ? "form.titleView" : type === 2 ? "form.titleResubmit" : "form.titleNew";
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t(title)}
        </Title>
        {mode === "view" ? (
          <>
            {data.authMsg ? (
              <CertificationDetails msg={data.authMsg} flag={data.flag} />
            ) : (
              <Text c="dimmed">{t("form.noApplication")}</Text>
            )}
            <Button variant="default" onClick={back} w="fit-content">
              {t("form.back")}
            </Button>
          </>
        ) : (
          <CertificationForm prefill={type === 2 ? data.authMsg : null} onBack={back} />
        )}
      </Stack>
    </Paper>
  );
}
