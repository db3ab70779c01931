// The console shell (part1 §2): header with product name, language and time-zone switches
// and the user menu; side menu filtered by the session's menu codes; the routed page, or a
// "no permission" page when the session lacks the route's menu code.
// One banner, one navigation, one main; a skip link; menu groups are buttons with
// aria-expanded; below the `sm` breakpoint the side menu is a drawer behind a burger and the
// header's switches fold into the user menu, so the header fits 390 px; the tab title names
// the page.
// For a first route ≤ 170 KB gz, the frame (header, side menu, main) and its links are our
// own elements and CSS (app.css, `fc-shell`), not Mantine's AppShell and NavLink: AppShell brings
// its resize machinery and the scroll-lock library, NavLink its Collapse and transitions, ~9 KB
// gz the overview does not use. Inside the frame everything is Mantine.
import { type MenuItem, menuPathOf, visibleMenu } from "@fixcloud/sdk";
import { Burger, Group, Text, UnstyledButton } from "@mantine/core";
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

/**
 * Whether a menu item stands for the current page; `lit` is the SDK's menuPathOf the page (a
 * hidden page lights its parent, a pool's devices its service screen).
 */
function isActive(item: MenuItem, lit: string): boolean {
  if (item.children.length) return item.children.some((c) => isActive(c, lit));
  return item.path === lit;
}

interface MenuProps {
  /** The path of the menu item of the current page (menuPathOf). */
  lit: string;
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
      <UnstyledButton
        className="fc-navlink"
        data-group
        data-active={isActive(item, props.lit) || undefined}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => props.onToggle(item.id)}
      >
        <span className="fc-navlink-label">{t(item.labelKey, { ns: "sdk" })}</span>
        <span className="fc-navlink-chevron" aria-hidden>
          ›
        </span>
      </UnstyledButton>
      <div id={listId} className="fc-navgroup" hidden={!opened}>
        {opened && <MenuItems items={item.children} {...props} />}
      </div>
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
          <Link
            key={item.id}
            className="fc-navlink mantine-focus-auto"
            to={item.path}
            search={props.searchOf(item.path) as true}
            data-active={isActive(item, props.lit) || undefined}
            aria-current={isActive(item, props.lit) ? "page" : undefined}
            onClick={props.onNavigate}
          >
            <span className="fc-navlink-label">{t(item.labelKey, { ns: "sdk" })}</span>
          </Link>
        ),
      )}
    </>
  );
}

function SideMenu({
  items,
  pathname,
  lit,
  onNavigate,
}: {
  items: readonly MenuItem[];
  pathname: string;
  lit: string;
  onNavigate: () => void;
}) {
  const searchOf = useKeptSearch(pathname);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // Open the groups of the current page whenever the page changes.
  useEffect(() => {
    const active: string[] = [];
    const walk = (list: readonly MenuItem[]) => {
      for (const i of list)
        if (i.children.length && isActive(i, lit)) {
          active.push(i.id);
          walk(i.children);
        }
    };
    walk(items);
    if (active.length) setOpen((o) => ({ ...o, ...Object.fromEntries(active.map((id) => [id, true])) }));
  }, [items, lit]);
  const onToggle = (id: string) => setOpen((s) => ({ ...s, [id]: !s[id] }));
  return <MenuItems items={items} {...{ lit, open, onToggle, onNavigate, searchOf }} />;
}

/** The shell around every page: header, side menu and the routed page (or "no permission"). */
export function AppLayout() {
  const { t } = useTranslation("shell");
  const session = useSession();
  // Only what the shell shows: a page or filter change in the search must not re-render it.
  const pathname = useLocation({ select: (l) => l.pathname });
  const tab = useLocation({ select: (l) => (l.search as { tab?: unknown }).tab });
  const selectType = useLocation({ select: (l) => (l.search as { selectType?: unknown }).selectType });
  const lit = menuPathOf(pathname, { selectType });
  const [navOpened, nav] = useDisclosure(false);
  const navId = useId();
  const items = useMemo(() => visibleMenu(menuCodesOf(session)), [session]);
  const permitted = mayVisit(pathname);
  usePageTitle({ pathname, tab, permitted });

  return (
    <div className="fc-shell" data-nav-open={navOpened || undefined}>
      <header className="fc-header">
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
      </header>
      <nav
        id={navId}
        className="fc-navbar"
        aria-label={t("nav.label")}
        onKeyDown={(e) => e.key === "Escape" && navOpened && nav.close()}
      >
        <SideMenu items={items} pathname={pathname} lit={lit} onNavigate={nav.close} />
      </nav>
      <main id={MAIN_ID} className="fc-main" tabIndex={-1}>
        {/* The last 10 views stay mounted, hidden (part1 §2): see shared/views-cache. */}
        <ViewsCache
          outlet={<Outlet />}
          override={permitted ? undefined : <NoPermissionPage path={pathname} />}
        />
      </main>
    </div>
  );
}

/** The skip link moves focus into the page (a hash link would be taken for a route). */
function skipToMain(e: React.MouseEvent) {
  e.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}
