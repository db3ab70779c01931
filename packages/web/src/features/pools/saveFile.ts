// Saves a downloaded file (export, template, error report) through a temporary link, so the
// browser's own download handling (and a test's download event) applies.
import type { DownloadedFile } from "@fixcloud/sdk";

export function saveFile(file: DownloadedFile): void {
  const blob = new Blob([file.data as BlobPart], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName;
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
