// Save a downloaded file (export answers) through a temporary Blob link.
import type { DownloadedFile } from "@fixcloud/sdk";

export function saveFile(file: DownloadedFile): void {
  const blob = new Blob([file.data as BlobPart], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName || "export.xlsx";
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
