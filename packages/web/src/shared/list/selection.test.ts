import { describe, expect, it } from "vitest";
import {
  allMatching,
  applyTicks,
  emptySelection,
  inScope,
  type ScopedSelection,
  selectedCount,
  tickedRows,
} from "./selection";

type Row = { id: string };
const idOf = (r: Row) => r.id;
const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe("list selection bound to the filter it was made under", () => {
  it("does not come back when the filter returns to the one it was made under", () => {
    // /highPrecision: select all 188 matching, Search with a filter, then Reset.
    let state: ScopedSelection<Row> = { scope: "1|{}", selection: allMatching(188) };
    expect(selectedCount(state.selection)).toBe(188);
    state = inScope(state, '1|{"serviceState":2}');
    expect(selectedCount(state.selection)).toBe(0);
    state = inScope(state, "1|{}");
    expect(selectedCount(state.selection)).toBe(0);
    // Ticking two rows then acts on exactly those two.
    const page = rows("a", "b", "c");
    state = { ...state, selection: applyTicks(state.selection, page, rows("a", "b"), idOf) };
    expect(selectedCount(state.selection)).toBe(2);
  });

  it("keeps the selection while the scope stays (page changes keep ticked rows)", () => {
    const state: ScopedSelection<Row> = {
      scope: "s",
      selection: applyTicks(emptySelection(), rows("a"), rows("a"), idOf),
    };
    expect(inScope(state, "s")).toBe(state);
    const page2 = rows("x", "y");
    const more = applyTicks(
      state.selection,
      page2,
      [...tickedRows(state.selection, page2, idOf), ...rows("y")],
      idOf,
    );
    expect(selectedCount(more)).toBe(2);
  });

  it("counts 'all matching' minus unticked rows, and empties when every row is unticked", () => {
    const page = rows("a", "b");
    const all = allMatching<Row>(3);
    const minusA = applyTicks(all, page, rows("b"), idOf);
    expect(selectedCount(minusA)).toBe(2);
    expect(tickedRows(minusA, page, idOf)).toEqual(rows("b"));
    const none = applyTicks(applyTicks(minusA, page, [], idOf), rows("c"), [], idOf);
    expect(none).toEqual(emptySelection());
  });
});
