// Header user menu: the user's name opens a small menu with "sign out". Hand-rolled rather
// than Mantine's Menu so the first route does not ship the floating-ui positioning engine.
import { Badge, Box, Button, Paper, Text, UnstyledButton } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { signOut, useSession } from "../shared/session";

/** The signed-in user's name, opening a menu with the certification note and sign-out. */
export function UserMenu() {
  const { t } = useTranslation("shell");
  const session = useSession();
  const [open, setOpen] = useState(false);
  const ref = useClickOutside(() => setOpen(false));
  const menuId = useId();
  return (
    <Box pos="relative" ref={ref} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        title={t("header.userMenu")}
        onClick={() => setOpen((o) => !o)}
      >
        {session.user_name} ▾
      </Button>
      {open && (
        <Paper
          id={menuId}
          role="menu"
          aria-label={t("header.userMenu")}
          shadow="md"
          withBorder
          p={4}
          pos="absolute"
          right={0}
          top="calc(100% + 4px)"
          miw={200}
          style={{ zIndex: 300 }}
        >
          <Text size="xs" c="dimmed" px="sm" py={6}>
            {t("header.signedInAs")}: {session.user_name}
            {session.nocertified && (
              <Badge ml={6} size="xs" color="yellow">
                {t("header.notCertified")}
              </Badge>
            )}
          </Text>
          <UnstyledButton
            role="menuitem"
            w="100%"
            px="sm"
            py={6}
            c="red.7"
            fz="sm"
            style={{ borderRadius: 4 }}
            onClick={signOut}
          >
            {t("header.signOut")}
          </UnstyledButton>
        </Paper>
      )}
    </Box>
  );
}
