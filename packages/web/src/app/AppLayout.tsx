// The console shell (part1 §2): header with product name, language and time-zone switches
// and the user menu; side menu filtered by the session's menu codes; the routed page, or a
// "no permission" page when the session lacks the route's menu code.
// Issue 7: one banner, one navigation, one main; a skip link; menu groups are buttons with
// aria-expanded; below the `sm` breakpoint the side menu is a drawer behind a burger and the
// header's switches fold into the user menu, so the header fits 390 px; the tab title names
// the page.
import { type MenuItem, routesOf, visibleMenu } from "@fixcloud/sdk";
import { AppShell, Box, Burger, Group, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../shared/LanguageSwitch";
import { TimeZoneSwitch } from "../shared/TimeZoneSwitch";
import { mayVisit, menuCodesOf } from "../shared/permissions";
import { useSession } from "../shared/session";
import { useKeptSearch, type KeptSearch } from "../shared/views-cache/useKeptSearch";
import { ViewsCache } from "../shared/views-cache/ViewsCache";
import { NoPermissionPage } from "./pages";
import { usePageTitle } from "./title";
import { UserMenu } from "./UserMenu";
import { UnreadBadge } from "../features/messages/components/UnreadBadge";

/** Id of the page's main region, the skip link's target. */
const MAIN_ID = "main";

/** Whether a menu item is the current page (hidden child routes light up their parent). */
function isActive(item: MenuItem, pathname: string): boolean {
  if (item.children.length) return item.children.some((c) => isActive(c, pathname));
  if (item.path === pathname) return true;
  return routesOf(pathname).some((e) => e.hidden && e.parent === item.id);
}

interface MenuProps {
  pathname: string;
  open: Record<string, boolean>;
  onToggle: (id: string) => void;
  onNavigate: () => void;
  /** The search a link carries: a kept view comes back as it was left (views-cache). */
  searchOf: (path: string) => KeptSearch;
}

/** A group header: a button that shows or hides its items (Enter and Space, like any button). */
function MenuGroup({ item, ...props }: MenuProps & { item: MenuItem }) {
  const { t } = useTranslation("shell");
  const listId = useId();
  const opened = props.open[item.id] ?? false;
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t(item.labelKey, { ns: "sdk" })}
        active={isActive(item, props.pathname)}
        variant="subtle"
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => props.onToggle(item.id)}
        rightSection={
          <Box
            component="span"
            aria-hidden
            style={{ display: "inline-block", transform: opened ? "rotate(90deg)" : undefined }}
          >
            ›
          </Box>
        }
      />
      <Box id={listId} pl={20} hidden={!opened}>
        {opened && <MenuItems items={item.children} {...props} />}
      </Box>
    </>
  );
}

function MenuItems({ items, ...props }: MenuProps & { items: readonly MenuItem[] }) {
  const { t } = useTranslation("shell");
  return (
    <>
      {items.map((item) =>
        item.children.length ? (
          <MenuGroup key={item.id} item={item} {...props} />
        ) : (
          <NavLink
            key={item.id}
            component={Link}
            to={item.path}
            search={props.searchOf(item.path) as true}
            label={t(item.labelKey, { ns: "sdk" })}
            active={isActive(item, props.pathname)}
            aria-current={isActive(item, props.pathname) ? "page" : undefined}
            onClick={props.onNavigate}
          />
        ),
      )}
    </>
  );
}

function SideMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: readonly MenuItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  const searchOf = useKeptSearch(pathname);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // Open the groups of the current page whenever the page changes.
  useEffect(() => {
    const active: string[] = [];
    const walk = (list: readonly MenuItem[]) => {
      for (const i of list)
        if (i.children.length && isActive(i, pathname)) {
          active.push(i.id);
          walk(i.children);
        }
    };
    walk(items);
    if (active.length) setOpen((o) => ({ ...o, ...Object.fromEntries(active.map((id) => [id, true])) }));
  }, [items, pathname]);
  const onToggle = (id: string) => setOpen((s) => ({ ...s, [id]: !s[id] }));
  return <MenuItems items={items} {...{ pathname, open, onToggle, onNavigate, searchOf }} />;
}

/** The shell around every page: header, side menu and the routed page (or "no permission"). */
export function AppLayout() {
  const { t } = useTranslation("shell");
  const session = useSession();
  // Only what the shell shows: a page or filter change in the search must not re-render it.
  const pathname = useLocation({ select: (l) => l.pathname });
  const tab = useLocation({ select: (l) => (l.search as { tab?: unknown }).tab });
  const [navOpened, nav] = useDisclosure(false);
  const navId = useId();
  const items = useMemo(() => visibleMenu(menuCodesOf(session)), [session]);
  const permitted = mayVisit(pathname);
  usePageTitle({ pathname, tab, permitted });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <a className="fc-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          {t("nav.skip")}
        </a>
        <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("header.toggleNav")}
              aria-expanded={navOpened}
              aria-controls={navId}
            />
            <Text fw={700} c="blue.8" component={Link} to="/overview" truncate="end" className="fc-app-name">
              {t("app.name", { ns: "common" })}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <LanguageSwitch />
              <TimeZoneSwitch />
            </Group>
            <UnreadBadge />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={navId}
        p="xs"
        aria-label={t("nav.label")}
        component="nav"
        onKeyDown={(e) => e.key === "Escape" && navOpened && nav.close()}
        // Collapsed on a phone, the drawer is off-screen: keep its links out of the Tab order too.
        className={navOpened ? undefined : "fc-nav-collapsible"}
      >
        <AppShell.Section grow style={{ overflowY: "auto" }}>
          <SideMenu items={items} pathname={pathname} onNavigate={nav.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
        {/* The last 10 views stay mounted, hidden (part1 §2): see shared/views-cache. */}
        <ViewsCache
          outlet={<Outlet />}
          override={permitted ? undefined : <NoPermissionPage path={pathname} />}
        />
      </AppShell.Main>
    </AppShell>
  );
}

/** The skip link moves focus into the page (a hash link would be taken for a route). */
function skipToMain(e: React.MouseEvent) {
  e.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}
