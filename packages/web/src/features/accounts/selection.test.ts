import type { Account } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { batchTarget, exportTarget, knownNames, type Selection, selectedCount } from "./selection";

const acc = (id: string) => ({ id, accountName: `acc${id}` }) as Account;
const ids = (...list: string[]): Selection => ({ mode: "ids", rows: new Map(list.map((i) => [i, acc(i)])) });
const search = { serviceState: 2 } as const;

describe("account selection targets", () => {
  it("sends the ticked ids", () => {
    expect(batchTarget(1, ids("3", "5"), search)).toEqual({ selectType: 1, ids: ["3", "5"] });
    expect(selectedCount(ids("3", "5"))).toBe(2);
  });

  it("sends the search, minus unticked rows, for 'select all matching'", () => {
    const all: Selection = { mode: "all", total: 120, excluded: new Set(["7"]) };
    expect(batchTarget(2, all, search)).toEqual({ selectType: 2, search, excludeIds: ["7"] });
    expect(batchTarget(2, { ...all, excluded: new Set() }, search)).toEqual({ selectType: 2, search });
    expect(selectedCount(all)).toBe(119);
  });

  it("exports the last search when nothing is selected", () => {
    expect(exportTarget(3, ids(), search)).toEqual({ selectType: 3, search });
    expect(exportTarget(3, ids("9"), search)).toEqual({ selectType: 3, ids: ["9"] });
  });

  it("names rows of the page and ticked rows of other pages", () => {
    const names = knownNames(ids("1"), [acc("2")]);
    expect(names.get("1")).toBe("acc1");
    expect(names.get("2")).toBe("acc2");
  });
});
