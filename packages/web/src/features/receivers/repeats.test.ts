// The 544 messages of the receiver pre-check show one after another at 1 s (part2 §8).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showInTurn } from "./repeats";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fields = [
  { field: "name", message: "name taken" },
  { field: "phone", message: "phone taken" },
  { field: "email", message: "email taken" },
];

describe("showInTurn", () => {
  it("shows the first message at once and each next one a second later", () => {
    const shown: string[] = [];
    showInTurn(fields, (m) => shown.push(m));
    vi.advanceTimersByTime(0);
    expect(shown).toEqual(["name taken"]);
    vi.advanceTimersByTime(999);
    expect(shown).toEqual(["name taken"]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(["name taken", "phone taken"]);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(["name taken", "phone taken", "email taken"]);
  });

  it("stops the rest when cancelled (the dialog closed)", () => {
    const shown: string[] = [];
    const stop = showInTurn(fields, (m) => shown.push(m));
    vi.advanceTimersByTime(0);
    stop();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(["name taken"]);
  });
});
