// Paging bar of every list (part1 §2): total, sizes, previous, pager, next, jumper.
import { PAGE_SIZES } from "@fixcloud/sdk";
import { Group, NumberInput, Pagination, Select, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageSize } from "./search";

/** Props of {@link Pager}: `total` rows, the current `page` (from 1) and `pageSize`. */
export interface PagerProps {
  total: number;
  page: number;
  pageSize: PageSize;
  onChange: (page: number, pageSize: PageSize) => void;
  disabled?: boolean;
}

/** Total, page size, previous, pages, next and a page jump; changing the size goes to page 1. */
export function Pager({ total, page, pageSize, onChange, disabled }: PagerProps) {
  const { t } = useTranslation("common");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState<string | number>("");

  const go = (value: string | number) => {
    const n = Math.trunc(Number(value));
    if (!Number.isFinite(n) || n < 1) return;
    onChange(Math.min(n, pages), pageSize);
    setJump("");
  };

  return (
    <Group gap="sm" justify="flex-end" wrap="wrap" aria-label={t("pager.label")} role="navigation">
      <Text size="sm" c="dimmed">
        {t("pager.total", { total })}
      </Text>
      <Select
        size="xs"
        w={110}
        aria-label={t("pager.pageSize")}
        allowDeselect={false}
        disabled={disabled}
        value={String(pageSize)}
        onChange={(v) => {
          const size = PAGE_SIZES.find((s) => String(s) === v);
          if (size) onChange(1, size);
        }}
        data={PAGE_SIZES.map((s) => ({ value: String(s), label: t("pager.pageSizeOption", { size: s }) }))}
        comboboxProps={{ withinPortal: true }}
      />
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        disabled={disabled}
        onChange={(p) => onChange(p, pageSize)}
        getControlProps={(control) =>
          control === "previous"
            ? { "aria-label": t("pager.previous") }
            : control === "next"
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
          disabled={disabled}
          value={jump}
          onChange={setJump}
          onKeyDown={(e) => {
            if (e.key === "Enter") go(jump);
          }}
          onBlur={() => jump !== "" && go(jump)}
        />
      </Group>
    </Group>
  );
}
