// Saving a downloaded file (exports, templates, error reports; part1 §7 blob answers) through a
// temporary link, so the browser's own download handling (and a test's download event) applies.
import type { DownloadedFile } from "@fixcloud/sdk";

/** Revoke the object URL after this long: some browsers read it after click() returns, ms. */
const REVOKE_AFTER_MS = 30_000;

/** Offer `file` (bytes, type and name from the answer) as a download. */
export function saveFile(file: DownloadedFile): void {
  const blob = new Blob([file.data as BlobPart], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName || "export.xlsx";
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
