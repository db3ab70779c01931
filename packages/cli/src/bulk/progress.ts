// Progress of a bulk job on stderr. On a terminal: a bar (cli-progress,
// loaded lazily) that is cleared when the job stops, so the resume hint and the summary are
// never drawn over. In CI logs and pipes: one line per 10 % (`disable: 40% (4,000/10,000)`).
import type { TextOut } from "../context.js";

export interface Progress {
  update(done: number, total: number): void;
  /** Clear the bar (idempotent); later updates are ignored. Call before printing anything else. */
  stop(): void;
}

const count = (n: number) => n.toLocaleString("en-US");

/** The bar on a terminal, else a line every 10 %; `name` is the verb as typed (`disable`). */
export async function createProgress(stream: TextOut, label: string, name: string): Promise<Progress> {
  return stream.isTTY === true ? bar(stream, label) : lines(stream, name);
}

/** One line each time the job crosses a tenth: 10 %, 20 % … 100 %. */
function lines(stream: TextOut, name: string): Progress {
  let printed = 0;
  let stopped = false;
  return {
    update(done, total) {
      if (stopped || total <= 0) return;
      const tenth = Math.floor((done * 10) / total);
      if (tenth <= printed) return;
      printed = tenth;
      stream.write(`${name}: ${tenth * 10}% (${count(done)}/${count(total)})\n`);
    },
    stop() {
      stopped = true;
    },
  };
}

async function bar(stream: TextOut, label: string): Promise<Progress> {
  const { default: cliProgress } = await import("cli-progress");
  const b = new cliProgress.SingleBar(
    {
      stream: stream as NodeJS.WritableStream,
      format: `${label} [{bar}] {percentage}% {value}/{total} {eta_formatted}`,
      hideCursor: true,
      // Stopping erases the bar's line: what follows starts on a clean line.
      clearOnComplete: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let state: "idle" | "running" | "stopped" = "idle";
  return {
    update(done, total) {
      if (state === "stopped") return;
      if (state === "idle") {
        b.start(total, done);
        state = "running";
      } else b.update(done);
    },
    stop() {
      if (state === "running") b.stop();
      state = "stopped";
    },
  };
}
