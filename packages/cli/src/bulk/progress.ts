// A progress bar on stderr, only when stderr is a terminal (cli-progress, loaded lazily).
// Pipes and CI logs get no bar: the summary at the end says what happened.
import type { TextOut } from "../context.js";

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const none: Progress = { update() {}, stop() {} };

export async function createProgress(stream: TextOut, label: string): Promise<Progress> {
  if (stream.isTTY !== true) return none;
  const { default: cliProgress } = await import("cli-progress");
  const bar = new cliProgress.SingleBar(
    {
      stream: stream as NodeJS.WritableStream,
      format: `${label} [{bar}] {percentage}% {value}/{total} {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
