// The placeholder of a part that is still loading (a lazy tab, a route's first data).
import { Center, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A centred "Loading…" in the current language. */
export function Loading() {
  const { t } = useTranslation("common");
  return (
    <Center mih={200}>
      <Text c="dimmed" size="sm">
        {t("state.loading")}
      </Text>
    </Center>
  );
}
