// Schemas of the file service (part2 §7 `{customer}/file/uploadFile`): what an upload
// sends besides the file and what it answers, the reference to a stored file that tickets and
// certification carry (`uploadUrlDigest`), and the project's call that shows a stored file.
import { z } from "zod";
import { oneOf } from "../shared/common.js";

/** A stored file's digest: SHA-256 of its bytes, 64 lower-case hex characters. */
export const FileDigest = z.string().regex(/^[0-9a-f]{64}$/, "expected a file digest (64 hex characters)");

/**
 * The `msg` part of an upload (part2 §7 "multipart files and thumFlag"): `thumFlag` 1 asks for
 * a thumbnail of an image (part2 §5: images are sent with the thumbnail flag), 0 or absent none.
 */
export const UploadFileMsg = z.object({ thumFlag: oneOf([0, 1]).optional() }).optional();
/** Input shape of {@link UploadFileMsg}. */
export type UploadFileMsg = z.input<typeof UploadFileMsg>;

/**
 * The answer of an upload (part2 §7): the stored file's `digest`, its `fileName` as sent, and
 * `thumDigest`, the thumbnail's digest ("" when none was asked for or the file is no image).
 */
export const UploadedFile = z.object({
  digest: FileDigest,
  fileName: z.string(),
  thumDigest: z.union([FileDigest, z.literal("")]),
});
/** Parsed shape of {@link UploadedFile}. */
export type UploadedFile = z.infer<typeof UploadedFile>;

/**
 * A stored file as a form sends it back (part2 §3 `uploadUrlDigest` items: digest, name,
 * thumDigest).
 */
export const FileRef = z.object({
  digest: FileDigest,
  // The 50-character rule is the forms' (part2 §5, L000498); the shape only bounds it.
  name: z.string().min(1).max(200),
  thumDigest: z.union([FileDigest, z.literal("")]).optional(),
});
/** Parsed shape of {@link FileRef}. */
export type FileRef = z.infer<typeof FileRef>;

/** Query of `tickets.viewFile`: the digest of a file the caller's customer uploaded. */
export const FileViewRequest = z.object({ digest: FileDigest });
