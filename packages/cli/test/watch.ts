// Waiting for files without sleeping: a test that must act once a command has written
// something (a bulk job's journal showing a finished chunk, an export's part file) watches the
// folder and checks again on each change of it, instead of polling on a timer.
import { readdirSync, readFileSync, watch } from "node:fs";
import { join } from "node:path";

/**
 * Resolves with the path of the first file in `dir` (which must exist) whose name and text
 * satisfy `found`, checked now and at every change in `dir`.
 */
export function whenFile(dir: string, found: (name: string, text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      for (const name of readdirSync(dir)) {
        let text: string;
        try {
          text = readFileSync(join(dir, name), "utf8");
        } catch {
          continue; // a folder, or a file renamed away since the listing
        }
        if (found(name, text)) {
          resolve(join(dir, name));
          return true;
        }
      }
      return false;
    };
    const watcher = watch(dir, () => {
      if (check()) watcher.close();
    });
    watcher.on("error", (e) => {
      watcher.close();
      reject(e);
    });
    if (check()) watcher.close();
  });
}
