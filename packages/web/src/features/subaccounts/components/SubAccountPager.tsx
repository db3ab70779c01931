// The sub-account list's paging bar (part2 §2: total, sizes, prev, pager, next, jumper; sizes
// 10/20/50/100, part2 §9), in the shared pager's words (common namespace).
// REQUEST: shared/list/Pager.tsx takes its sizes from PAGE_SIZES (10/20/30/50/100) only; give it
// an optional `sizes` prop (and ListPage a `pageSizes` prop passed through) so this page can use
// it with SUB_ACCOUNT_PAGE_SIZES and this file can go.
import { SUB_ACCOUNT_PAGE_SIZES } from "@fixcloud/sdk";
import { Group, NumberInput, Pagination, Select, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SubAccountPageSize } from "../search";

/** Props of {@link SubAccountPager}: `total` rows, `page` from 1, `pageSize`. */
export interface SubAccountPagerProps {
  total: number;
  page: number;
  pageSize: SubAccountPageSize;
  onChange: (page: number, pageSize: SubAccountPageSize) => void;
}

/** Total, size, pages and a jump; a new size goes to page 1. */
export function SubAccountPager({ total, page, pageSize, onChange }: SubAccountPagerProps) {
  const { t } = useTranslation("common");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState<string | number>("");
  const go = () => {
    const n = Math.trunc(Number(jump));
    if (Number.isFinite(n) && n >= 1) onChange(Math.min(n, pages), pageSize);
    setJump("");
  };
  return (
    <Group gap="sm" justify="flex-end" wrap="wrap" role="navigation" aria-label={t("pager.label")}>
      <Text size="sm" c="dimmed">
        {t("pager.total", { total })}
      </Text>
      <Select
        size="xs"
        w={110}
        aria-label={t("pager.pageSize")}
        allowDeselect={false}
        value={String(pageSize)}
        data={SUB_ACCOUNT_PAGE_SIZES.map((s) => ({
          value: String(s),
          label: t("pager.pageSizeOption", { size: s }),
        }))}
        onChange={(v) => {
          const size = SUB_ACCOUNT_PAGE_SIZES.find((s) => String(s) === v);
          if (size) onChange(1, size);
        }}
      />
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={(p) => onChange(p, pageSize)}
        getControlProps={(c) =>
          c === "previous"
            ? { "aria-label": t("pager.previous") }
            : c === "next"
              ? { "aria-label": t("pager.next") }
              : {}
        }
        getItemProps={(p) => ({ "aria-label": t("pager.page", { page: p }) })}
      />
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed" component="span">
          {t("pager.jumpTo")}
        </Text>
        <NumberInput
          size="xs"
          w={70}
          aria-label={t("pager.jumpPage")}
          min={1}
          max={pages}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          value={jump}
          onChange={setJump}
          onKeyDown={(e) => e.key === "Enter" && go()}
          onBlur={() => jump !== "" && go()}
        />
      </Group>
    </Group>
  );
}
