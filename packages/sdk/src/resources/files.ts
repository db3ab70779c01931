// The file service (part2 §7 `{customer}/file/uploadFile`): upload a file, and show a
// stored one by its digest. Tickets' attachments and the certificate image go through it.
import { ticketsEndpoints as E } from "../catalogue/tickets/endpoints.js";
import type { UploadedFile } from "../catalogue/files/schemas.js";
import type { CallOptions, DownloadedFile, UploadFile } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Options of {@link Files.upload}. */
export interface FileUploadParams {
  /** Ask for a thumbnail (images, part2 §5); default false. */
  thumbnail?: boolean;
}

/** Uploads and stored files (part2 §7). */
export class Files extends APIResource {
  /**
   * `tickets.uploadFile`: store `file` (multipart, at most 10 MB) for the caller's customer.
   * Returns its `digest`, `fileName` and `thumDigest`: with `thumbnail`, an image's thumbnail
   * (fitted in 240 × 240; the image itself when it is smaller), else "". Throws ApiError 400 for
   * an empty file, a name over 50 characters, a type not accepted or bytes that are not of the
   * type the name says (an .exe named .png), 413 for a file over 10 MB.
   */
  upload(file: UploadFile, params: FileUploadParams = {}, options?: CallOptions): Promise<UploadedFile> {
    return this.transport.upload(E.uploadFile, file, { thumFlag: params.thumbnail ? 1 : 0 }, options);
  }

  /**
   * `tickets.viewFile` (project addition): the bytes, name and type of a file the caller's
   * customer uploaded. Throws NotFoundError (404) for a digest it does not hold.
   */
  view(digest: string, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.viewFile, { digest }, options);
  }
}
