// Unit tests of the bulk engine and its journal against a fake batch server: chunking, the
// 572 retry, and resume after a simulated crash at every step of a chunk. No timers: the fake
// server runs a batch between two polls of it, and the engine's sleep is the test's.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiError, type BatchJob, type BatchStatus } from "@fixcloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BatchApi, InterruptedError, runJob } from "../src/bulk/engine.js";
import { Journal, jobKeyOf, type RowReason } from "../src/bulk/journal.js";
import { reasonFromWire } from "../src/bulk/reasons.js";
import { journalSummary } from "../src/bulk/summary.js";

/**
 * A fake server like the sandbox: activation of pending ids, one batch at a time, an audit
 * list, and idempotency keys (a repeated requestId answers the batch it started). A batch runs
 * "in the background" between the first and the second poll of it.
 */
class FakeServer {
  state = new Map<string, "pending" | "active">();
  audit: string[] = [];
  batches = new Map<string, BatchStatus>();
  running: string | undefined;
  submits = 0;
  seq = 0;
  byRequest = new Map<string, string>();
  /** The ids of each batch not yet run. */
  private ids = new Map<string, string[]>();
  constructor(ids: string[]) {
    for (const id of ids) this.state.set(id, "pending");
  }
  submit(ids: string[], requestId?: string): BatchJob {
    this.submits++;
    const earlier = requestId ? this.byRequest.get(requestId) : undefined;
    if (earlier) {
      const b = this.batches.get(earlier)!;
      return { batchId: b.batchId, action: b.action, total: b.total, state: b.state };
    }
    if (this.running)
      throw ApiError.from({ code: 572, message: `batch ${this.running} is running`, httpStatus: 200 });
    const batchId = `B${++this.seq}`;
    const status: BatchStatus = {
      batchId,
      action: "activate",
      total: ids.length,
      state: "running",
      succeeded: 0,
      skipped: [],
      failed: [],
      startedAt: "2026-01-01 00:00:00",
      finishedAt: null,
    };
    this.batches.set(batchId, status);
    if (requestId) this.byRequest.set(requestId, batchId);
    this.running = batchId;
    this.ids.set(batchId, ids);
    return { batchId, action: "activate", total: ids.length, state: "running" };
  }
  /** Run a batch to its end. */
  private process(status: BatchStatus): void {
    for (const id of this.ids.get(status.batchId) ?? []) {
      const s = this.state.get(id);
      if (s === undefined)
        status.failed.push({ id, reason: "Not found: nothing of this customer has this id." });
      else if (s === "active")
        status.skipped.push({ id, reason: "It is not pending, so it cannot be activated." });
      else {
        this.state.set(id, "active");
        this.audit.push(id);
        status.succeeded++;
      }
    }
    this.ids.delete(status.batchId);
    status.state = "done";
    status.finishedAt = "2026-01-01 00:00:01";
    this.running = undefined;
  }
  async wait(
    batchId: string,
    signal?: AbortSignal,
    onProgress?: (s: BatchStatus) => void,
  ): Promise<BatchStatus> {
    for (;;) {
      signal?.throwIfAborted();
      const s = this.batches.get(batchId);
      if (!s) throw ApiError.from({ code: 404, message: "no such batch", httpStatus: 200 });
      onProgress?.(s);
      if (s.state === "done") return s;
      this.process(s);
      await Promise.resolve();
    }
  }
}

class Crash extends Error {}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-bulk-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ids = (n: number, prefix = "A") => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function newJournal(all: string[], chunkSize = 10, unresolved: RowReason[] = []) {
  return Journal.create(
    join(dir, "job.json"),
    {
      jobId: "job",
      jobKey: "k",
      profile: "default",
      action: "activate",
      params: {},
      selection: { kind: "ids" },
      baseURL: "http://x",
      selectType: 1,
      chunkSize,
      unresolved,
    },
    all,
  );
}

const api = (
  server: FakeServer,
  hooks: { beforeSubmit?: () => void; afterSubmit?: () => void } = {},
): BatchApi => ({
  async submit(chunk, requestId) {
    hooks.beforeSubmit?.();
    const job = server.submit(chunk, requestId);
    hooks.afterSubmit?.();
    return job;
  },
  wait: (batchId, signal, onProgress) => server.wait(batchId, signal, onProgress),
});

/** Run to the end and summarize in English, as the CLI does after a run. */
async function runAll(journal: Journal, bulkApi: BatchApi, opts: Parameters<typeof runJob>[2] = {}) {
  await runJob(journal, bulkApi, opts);
  return journalSummary({ language: "en" }, journal);
}

/** The engine's waits (after a 572) take no time here. */
const noSleep = async (_ms: number) => {};

describe("bulk engine", () => {
  it("splits the snapshot into chunks and sums the results", async () => {
    const all = ids(25);
    const server = new FakeServer(all.slice(0, 23));
    server.state.set("A1", "active");
    const journal = newJournal(all, 10, [{ id: null, accountName: "nobody", reason: "not_found" }]);
    const progress: number[] = [];
    const summary = await runAll(journal, api(server), {
      onProgress: (d) => progress.push(d),
      sleep: noSleep,
    });
    expect(server.submits).toBe(3);
    // Chunk ends, with the running batch's statuses in between; never backwards.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(25);
    expect(progress).toEqual(expect.arrayContaining([10, 20]));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(summary).toMatchObject({ total: 26, succeeded: 22, pending: 0, state: "finished" });
    expect(summary.skipped).toEqual([
      {
        id: "A1",
        accountName: null,
        reason: "not_pending",
        message: "It is not pending, so it cannot be activated.",
      },
    ]);
    expect(summary.skippedReasons).toEqual({ not_pending: 1 });
    expect(summary.failed.map((f) => f.id ?? f.accountName).sort()).toEqual(["A24", "A25", "nobody"]);
    expect(summary.failedReasons).toEqual({ not_found: 3 });
    const onDisk = JSON.parse(readFileSync(join(dir, "job.json"), "utf8"));
    expect(onDisk.state).toBe("done");
    expect(onDisk.chunks.map((c: { state: string }) => c.state)).toEqual(["done", "done", "done"]);
    expect(readFileSync(join(dir, "job.ids"), "utf8").split("\n").length).toBe(26);
  });

  it("moves the progress with the running batch's own counts", async () => {
    const all = ids(10);
    const progress: number[] = [];
    const running = { batchId: "B1", action: "activate", total: 10, startedAt: "", finishedAt: null };
    const partial: BatchStatus = { ...running, state: "running", succeeded: 3, skipped: [], failed: [] };
    const done: BatchStatus = { ...running, state: "done", succeeded: 10, skipped: [], failed: [] };
    const slowApi: BatchApi = {
      submit: async () => ({ batchId: "B1", action: "activate", total: 10, state: "running" }),
      async wait(_id, _signal, onProgress) {
        onProgress?.(partial);
        onProgress?.(done);
        return done;
      },
    };
    await runJob(newJournal(all), slowApi, { onProgress: (d) => progress.push(d), sleep: noSleep });
    expect(progress).toEqual([0, 3, 10, 10]);
  });

  it("waits and retries while the server answers 572", async () => {
    const all = ids(5);
    const server = new FakeServer(all);
    server.running = "OTHER";
    // The other batch ends while the engine waits the second time.
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 2) server.running = undefined;
    };
    const summary = await runAll(newJournal(all), api(server), { busyDelayMs: 2, sleep });
    expect(waits).toEqual([2, 4]);
    expect(server.submits).toBe(3);
    expect(summary.succeeded).toBe(5);
  });

  for (const step of [
    "before submit",
    "after submit, before the batchId is recorded",
    "after the batchId is recorded",
  ] as const) {
    for (const crashChunk of [0, 1, 2]) {
      it(`resumes exactly after a crash ${step} (chunk ${crashChunk + 1} of 3)`, async () => {
        const all = ids(30);
        const server = new FakeServer(all);
        let submits = 0;
        const hooks = {
          beforeSubmit: () => {
            if (step === "before submit" && submits === crashChunk) throw new Crash();
          },
          afterSubmit: () => {
            submits++;
            if (step.startsWith("after submit") && submits === crashChunk + 1) throw new Crash();
          },
        };
        const onStep = (s: string, i: number) => {
          if (step === "after the batchId is recorded" && s === "submitted" && i === crashChunk)
            throw new Crash();
        };
        await expect(
          runJob(newJournal(all), api(server, hooks), { onStep, sleep: noSleep }),
        ).rejects.toBeInstanceOf(Crash);
        const stored = JSON.parse(readFileSync(join(dir, "job.json"), "utf8"));
        expect(stored.chunks[crashChunk].state).toBe(
          step === "after the batchId is recorded" ? "submitted" : "pending",
        );

        // The next run: a new process reads the journal from disk.
        const resumed = Journal.load(join(dir, "job.json"))!;
        const submitsBefore = server.submits;
        const summary = await runAll(resumed, api(server), { sleep: noSleep, busyDelayMs: 1 });
        // Every account changed exactly once; none left pending.
        expect([...server.state.values()].every((s) => s === "active")).toBe(true);
        expect(server.audit.length).toBe(30);
        expect(new Set(server.audit).size).toBe(30);
        // A recorded batch is polled, never sent again.
        const resent = step === "after the batchId is recorded" ? 0 : 1;
        const remaining = 3 - crashChunk - 1;
        expect(server.submits - submitsBefore - remaining - resent).toBeGreaterThanOrEqual(0);
        // Exact counts: a chunk sent again carries its idempotency key and gets its batch back.
        expect(summary.succeeded).toBe(30);
        expect(summary.skipped).toEqual([]);
        expect(summary.failed).toEqual([]);
        expect(summary.state).toBe("finished");
      });
    }
  }

  it("stops at a signal with the journal saved, then resumes", async () => {
    const all = ids(30);
    const server = new FakeServer(all);
    const ac = new AbortController();
    const journal = newJournal(all);
    const run = runJob(journal, api(server), {
      signal: ac.signal,
      onStep: (s, i) => {
        if (s === "submitted" && i === 1) ac.abort();
      },
      sleep: noSleep,
    });
    await expect(run).rejects.toBeInstanceOf(InterruptedError);
    const stored = Journal.load(join(dir, "job.json"))!;
    expect(stored.data.state).toBe("interrupted");
    expect(stored.data.chunks[1]!.state).toBe("submitted");
    const summary = await runAll(stored, api(server), { sleep: noSleep });
    expect(summary.succeeded).toBe(30);
    expect(server.submits).toBe(3);
  });

  it("sends a recorded chunk again when the server no longer knows its batch", async () => {
    const all = ids(10);
    const server = new FakeServer(all);
    const journal = newJournal(all);
    journal.update(0, { state: "submitted", batchId: "LOST" });
    const summary = await runAll(journal, api(server), { sleep: noSleep });
    expect(summary.succeeded).toBe(10);
  });
});

describe("journal", () => {
  it("gives the same key for the same job and another for any difference", () => {
    const base = {
      action: "activate",
      params: { a: 1, b: 2 },
      selection: { kind: "filter" },
      baseURL: "u",
      profile: "p",
      selectType: 1,
    };
    expect(jobKeyOf(base)).toBe(jobKeyOf({ ...base, params: { b: 2, a: 1 } }));
    expect(jobKeyOf(base)).not.toBe(jobKeyOf({ ...base, action: "enable" }));
    expect(jobKeyOf(base)).not.toBe(jobKeyOf({ ...base, selectType: 2 }));
  });

  it("reads the server's reason in either language (or as a code) as one stable code", () => {
    expect(reasonFromWire("It is already enabled.")).toBe("already_enabled");
    expect(reasonFromWire("已是启用状态。")).toBe("already_enabled");
    expect(reasonFromWire("alreadyEnabled")).toBe("already_enabled");
    expect(reasonFromWire("not_pending")).toBe("not_pending");
    expect(reasonFromWire("something new")).toBe("unknown");
  });

  /** A batch API whose one batch finishes with these rows. */
  const finishing = (
    total: number,
    succeeded: number,
    skipped: { id: string; reason: string }[],
  ): BatchApi => ({
    submit: async () => ({ batchId: "B", action: "activate", total, state: "running" }),
    wait: async () => ({
      batchId: "B",
      action: "activate",
      total,
      state: "done",
      succeeded,
      skipped,
      failed: [],
      startedAt: "",
      finishedAt: null,
    }),
  });

  it("keeps a reason no code matches with the server's words", async () => {
    const s = await runAll(newJournal(["A1"]), finishing(1, 0, [{ id: "A1", reason: "the moon is full" }]), {
      sleep: noSleep,
    });
    expect(s.skipped).toEqual([
      { id: "A1", accountName: null, reason: "unknown", message: "the moon is full" },
    ]);
  });

  it("counts an unknown id the server skipped as a failure", async () => {
    const s = await runAll(
      newJournal(["A1", "X9"]),
      finishing(2, 1, [{ id: "X9", reason: "Not found: nothing of this customer has this id." }]),
      {
        sleep: noSleep,
      },
    );
    expect(s.skipped).toEqual([]);
    expect(s.failed).toEqual([
      {
        id: "X9",
        accountName: null,
        reason: "not_found",
        message: "Not found: nothing of this customer has this id.",
      },
    ]);
  });
});

describe("progress", () => {
  it("in CI prints one line per 10% and nothing after it stops", async () => {
    const { createProgress } = await import("../src/bulk/progress.js");
    let text = "";
    const p = await createProgress({ write: (s: string) => (text += s) }, "Disable", "disable");
    for (let done = 0; done <= 10_000; done += 500) p.update(done, 10_000);
    p.stop();
    p.update(10_000, 10_000);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(10);
    expect(lines[3]).toBe("disable: 40% (4,000/10,000)");
  });

  it("on a terminal clears the bar when it stops, so what follows starts on a clean line", async () => {
    const { createProgress } = await import("../src/bulk/progress.js");
    const ops: string[] = [];
    const tty = {
      isTTY: true,
      columns: 80,
      write: (s: string) => ops.push(`write:${s}`),
      cursorTo: (x: number) => ops.push(`cursorTo:${x}`),
      clearLine: () => ops.push("clearLine"),
      clearScreenDown: () => ops.push("clearScreenDown"),
      moveCursor: () => ops.push("moveCursor"),
      on: () => tty,
      removeListener: () => tty,
    };
    const p = await createProgress(tty, "Disable", "disable");
    p.update(5, 10);
    p.stop();
    const stopAt = ops.length;
    expect(ops.some((o) => o.startsWith("write:Disable ["))).toBe(true);
    // The last thing on the line is a clear, not the bar.
    // (readline's clearLine writes CSI 2K.)
    const last = ops.filter((o) => o.startsWith("write:Disable [") || o.includes("\u001b[2K")).at(-1);
    expect(last).toContain("\u001b[2K");
    p.update(6, 10);
    expect(ops.length).toBe(stopAt);
  });
});
