// The console shell (part1 §2): header with product name, language and time-zone switches
// and the user menu; side menu filtered by the session's menu codes; the routed page, or a
// "no permission" page when the session lacks the route's menu code.
import { type MenuItem, routesOf, visibleMenu } from "@fixcloud/sdk";
import { AppShell, Burger, Group, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../shared/LanguageSwitch";
import { TimeZoneSwitch } from "../shared/TimeZoneSwitch";
import { mayVisit } from "../shared/permissions";
import { useSession } from "../shared/session";
import { NoPermissionPage } from "./pages";
import { UserMenu } from "./UserMenu";

/** Whether a menu item is the current page (hidden child routes light up their parent). */
function isActive(item: MenuItem, pathname: string): boolean {
  if (item.children.length) return item.children.some((c) => isActive(c, pathname));
  if (item.path === pathname) return true;
  return routesOf(pathname).some((e) => e.hidden && e.parent === item.id);
}

function SideMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: MenuItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // Open the group of the current page whenever the page changes.
  useEffect(() => {
    const active = items.filter((i) => i.children.length && isActive(i, pathname)).map((i) => i.id);
    if (active.length) setOpen((o) => ({ ...o, ...Object.fromEntries(active.map((id) => [id, true])) }));
  }, [items, pathname]);

  return (
    <>
      {items.map((item) =>
        item.children.length ? (
          <NavLink
            key={item.id}
            label={t(item.labelKey, { ns: "sdk" })}
            active={isActive(item, pathname)}
            variant="subtle"
            opened={open[item.id] ?? false}
            onChange={(o) => setOpen((s) => ({ ...s, [item.id]: o }))}
            childrenOffset={20}
          >
            {item.children.map((c) => (
              <NavLink
                key={c.id}
                component={Link}
                to={c.path}
                label={t(c.labelKey, { ns: "sdk" })}
                active={isActive(c, pathname)}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={item.id}
            component={Link}
            to={item.path}
            label={t(item.labelKey, { ns: "sdk" })}
            active={isActive(item, pathname)}
            onClick={onNavigate}
          />
        ),
      )}
    </>
  );
}

/** The shell around every page: header, side menu and the routed page (or "no permission"). */
export function AppLayout() {
  const { t } = useTranslation("shell");
  const session = useSession();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const items = useMemo(() => visibleMenu(session.menuCodes), [session.menuCodes]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("header.toggleNav")}
            />
            <Text fw={700} c="blue.7" component={Link} to="/overview" style={{ textDecoration: "none" }}>
              {t("app.name", { ns: "common" })}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <TimeZoneSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("nav.label")} component="nav">
        <AppShell.Section grow style={{ overflowY: "auto" }}>
          <SideMenu items={items} pathname={pathname} onNavigate={nav.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        {mayVisit(pathname) ? <Outlet /> : <NoPermissionPage path={pathname} />}
      </AppShell.Main>
    </AppShell>
  );
}
