// `--page`, `--page-size` and `--all` of the list verbs (part1 §7 paging: pages from 1, at most
// 1000 rows a page), declared and parsed here.
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { h } from "../lang.js";
import { intFlag } from "./values.js";

/** Which rows a list verb prints: one page, or every page (`all`). */
export interface Paging {
  /** Page number, from 1. */
  page: number;
  /** Rows per call, 1-1000 (default 10; 100 with --all). */
  pageSize: number;
  all: boolean;
}

/** The paging flags. */
export function pagingOptions(): Option[] {
  return [
    new Option("--page <n>", h("Page number (default 1).", "页码（默认 1）。")),
    new Option(
      "--page-size <n>",
      h("Rows per page, 1-1000 (default 10; 100 with --all).", "每页条数，1-1000（默认 10；--all 时 100）。"),
    ),
    new Option("--all", h("Walk every page.", "遍历所有页。")),
  ];
}

/**
 * The paging flags' values. No calls.
 * @throws UsageError for --all with --page, or a page number out of range.
 */
export function parsePaging(o: Record<string, unknown>, ctx: Pick<Context, "t">): Paging {
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(ctx.t("usage.allAndPage"));
  return {
    page: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10),
    all,
  };
}
