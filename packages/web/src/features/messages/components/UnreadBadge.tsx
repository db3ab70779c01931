// The header's unread count (refreshed when messages
// change): a link to /messageMng with a bell and the number of unread messages. One query for the
// whole shell, refreshed every 60 s and fresh for as long, so changing routes asks nothing; the
// message mutations and the detail page invalidate it. Its name says the count for screen readers.
import { UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { plainButton } from "../../../shared/plainButton";
import { unreadCountQuery } from "../queries";

/** More than this shows as "99+". */
const MAX_SHOWN = 99;

function BellIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell with the unread count, linking to the message list. */
export function UnreadBadge() {
  const { t } = useTranslation("shell");
  const { data: count } = useQuery(unreadCountQuery());
  const n = count ?? 0;
  return (
    <UnstyledButton
      component={Link}
      to="/messageMng"
      {...plainButton({ variant: "subtle", size: "compact-sm" })}
      px={6}
      aria-label={n > 0 ? t("unread.count", { count: n }) : t("unread.none")}
      title={t("unread.link")}
      data-testid="unread-badge"
    >
      <BellIcon />
      {n > 0 && (
        <span className="fc-count" aria-hidden>
          {n > MAX_SHOWN ? `${MAX_SHOWN}+` : n}
        </span>
      )}
    </UnstyledButton>
  );
}
