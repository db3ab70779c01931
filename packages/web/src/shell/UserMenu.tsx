// Header user menu: the user's name opens a small panel with the certification note and "sign
// out"; on a phone (below `sm`) it also holds the language and time-zone switches the header has
// no room for. A disclosure (button + panel), not an ARIA menu: the panel
// holds form controls. Hand-rolled rather than Mantine's Menu so the first route does not ship
// the floating-ui positioning engine. Escape closes it and puts focus back on the button.
import { Box, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../shared/LanguageSwitch";
import { signOut, useSession } from "../shared/session";
import { plainButton } from "../shared/plainButton";
import { StateBadge } from "../shared/StateBadge";
import { TimeZoneSwitch } from "../shared/TimeZoneSwitch";

/** The signed-in user's name, opening a panel with the certification note and sign-out. */
export function UserMenu() {
  const { t } = useTranslation("shell");
  const session = useSession();
  const [open, setOpen] = useState(false);
  const ref = useClickOutside(() => setOpen(false));
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <Box
      pos="relative"
      ref={ref}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <UnstyledButton
        ref={button}
        {...plainButton({ variant: "subtle", size: "compact-sm" })}
        aria-expanded={open}
        aria-controls={panelId}
        title={t("header.userMenu")}
        onClick={() => setOpen((o) => !o)}
        maw={{ base: 120, sm: 240 }}
      >
        <Text span inherit truncate="end">
          {session.user_name}
        </Text>
        <span aria-hidden> ▾</span>
      </UnstyledButton>
      <Paper
        id={panelId}
        hidden={!open}
        aria-label={t("header.userMenu")}
        role="group"
        shadow="md"
        withBorder
        p={4}
        pos="absolute"
        right={0}
        top="calc(100% + 4px)"
        miw={220}
        // `hidden` alone loses to Paper's own display rule: the closed panel showed as an empty box.
        style={{ zIndex: 300, display: open ? undefined : "none" }}
      >
        {open && (
          <>
            <Text size="xs" c="dimmed" px="sm" py={6}>
              {t("header.signedInAs")}: {session.user_name}
              {session.nocertified && (
                <>
                  {" "}
                  <StateBadge tone="caution">{t("header.notCertified")}</StateBadge>
                </>
              )}
            </Text>
            <Stack gap="xs" px="sm" py={6} hiddenFrom="sm">
              <LanguageSwitch />
              <TimeZoneSwitch />
            </Stack>
            <UnstyledButton
              w="100%"
              px="sm"
              py={6}
              c="red.8"
              fz="sm"
              style={{ borderRadius: 4 }}
              onClick={signOut}
            >
              {t("header.signOut")}
            </UnstyledButton>
          </>
        )}
      </Paper>
    </Box>
  );
}
