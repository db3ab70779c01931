// The selection summary above a list's table (part1 §2): how many rows the
// next batch acts on, the offer to select every row matching the search once the whole page is
// ticked (as mail clients do), and "clear selection". Shared by accounts and device accounts.
import { Alert, Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListSelection } from "./selection";

/** What a selection bar says, in the list's own nouns ("3 accounts selected"). */
export interface SelectionTexts {
  count: (count: number) => string;
  /** The texts of "select all matching": needed with `allowAll`. */
  allMatching?: (total: number) => string;
  allMatchingExcept?: (count: number, total: number, excluded: number) => string;
  selectAll?: (total: number) => string;
}

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps<Row> {
  sel: ListSelection<Row>;
  page: readonly Row[];
  /** Rows matching the search (the last answer's total). */
  total: number;
  idOf: (row: Row) => string;
  texts: SelectionTexts;
  /** Offer "select all N matching" (lists whose batch calls take the search). */
  allowAll?: boolean;
}

/** "N selected", "select all N matching" and "clear selection"; nothing when nothing is selected. */
export function SelectionBar<Row>({
  sel,
  page,
  total,
  idOf,
  texts,
  allowAll = false,
}: SelectionBarProps<Row>) {
  const { t } = useTranslation("lists");
  const { selection, count } = sel;
  if (count === 0) return null;
  const wholePage =
    selection.mode === "ids" && page.length > 0 && page.every((r) => selection.rows.has(idOf(r)));
  return (
    <Alert variant="light" color="blue" p="xs" data-testid="selection-bar">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {selection.mode === "ids"
            ? texts.count(count)
            : selection.excluded.size
              ? (texts.allMatchingExcept?.(count, selection.total, selection.excluded.size) ??
                texts.count(count))
              : (texts.allMatching?.(selection.total) ?? texts.count(count))}
        </Text>
        {allowAll && texts.selectAll && wholePage && total > count && (
          <Anchor component="button" type="button" size="sm" onClick={() => sel.selectAllMatching(total)}>
            {texts.selectAll?.(total)}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={sel.clear}>
          {t("selection.clear")}
        </Anchor>
      </Group>
    </Alert>
  );
}
