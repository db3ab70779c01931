// Paging bar of every list (part1 §2): total, sizes, previous, pager, next, jumper.
import { PAGE_SIZES } from "@fixcloud/sdk";
import { Group, NumberInput, Pagination, Select, Text } from "@mantine/core";
import { memo, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageSize } from "./search";

/**
 * Props of {@link Pager}: `total` rows, the current `page` (from 1) and `pageSize`, one of
 * `sizes` (default the part-1 lists' {@link PAGE_SIZES}; part 2's sub-accounts use 10/20/50/100).
 */
export interface PagerProps<S extends number = PageSize> {
  total: number;
  page: number;
  pageSize: S;
  onChange: (page: number, pageSize: S) => void;
  disabled?: boolean;
  sizes?: readonly S[];
}

/**
 * Total, page size, previous, pages, next and a page jump; changing the size goes to page 1.
 * The size list and the jump are memoized apart: a page or filter change re-renders only the
 * total and the pages (budget: filter change → rows painted).
 */
export function Pager<S extends number = PageSize>({
  total,
  page,
  pageSize,
  onChange,
  disabled,
  sizes: sizeList = PAGE_SIZES as readonly number[] as readonly S[],
}: PagerProps<S>) {
  const { t } = useTranslation("common");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizes = useMemo(
    () => sizeList.map((s) => ({ value: String(s), label: t("pager.pageSizeOption", { size: s }) })),
    [t, sizeList],
  );
  const onSize = useCallback(
    (v: string | null) => {
      const size = sizeList.find((s) => String(s) === v);
      if (size) onChange(1, size);
    },
    [onChange, sizeList],
  );
  const go = useCallback((n: number) => onChange(Math.min(n, pages), pageSize), [onChange, pages, pageSize]);

  return (
    <Group gap="sm" justify="flex-end" wrap="wrap" aria-label={t("pager.label")} role="navigation">
      <Text size="sm" c="dimmed">
        {t("pager.total", { total })}
      </Text>
      <SizeSelect
        label={t("pager.pageSize")}
        value={String(pageSize)}
        data={sizes}
        disabled={disabled}
        onChange={onSize}
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
      <PageJump pages={pages} disabled={disabled} go={go} />
    </Group>
  );
}

const SIZE_COMBOBOX = { withinPortal: true };

/** The page size list. */
const SizeSelect = memo(function SizeSelect(props: {
  label: string;
  value: string;
  data: { value: string; label: string }[];
  disabled: boolean | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      size="xs"
      w={110}
      aria-label={props.label}
      allowDeselect={false}
      disabled={props.disabled}
      value={props.value}
      onChange={props.onChange}
      data={props.data}
      comboboxProps={SIZE_COMBOBOX}
    />
  );
});

/** "Go to page [n]": Enter or leaving the field goes there (at most the last page). */
const PageJump = memo(function PageJump({
  pages,
  disabled,
  go,
}: {
  pages: number;
  disabled: boolean | undefined;
  go: (page: number) => void;
}) {
  const { t } = useTranslation("common");
  const [jump, setJump] = useState<string | number>("");
  const submit = (value: string | number) => {
    const n = Math.trunc(Number(value));
    if (!Number.isFinite(n) || n < 1) return;
    go(n);
    setJump("");
  };
  return (
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
          if (e.key === "Enter") submit(jump);
        }}
        onBlur={() => jump !== "" && submit(jump)}
      />
    </Group>
  );
});
