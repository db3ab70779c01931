// The media types of the API's file answers (part1 §7 exports and templates, part2 §5 the
// stored attachments and certificate images, the fault export): what a download
// call's body is, for the OpenAPI reference and the server alike.

/** The .xlsx type of exports, templates and error reports. */
export const XLSX_MEDIA = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** CSV (UTF-8 with a byte-order mark, CRLF lines), the fault diagnosis GGA export. */
export const CSV_MEDIA = "text/csv";

/**
 * The content type a stored upload is served with, by its lower-cased extension (the ticket
 * attachment and certificate image types, part2 §5). Never `text/html`: nothing else is stored.
 */
export const FILE_CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  tar: "application/x-tar",
  zip: "application/zip",
  rar: "application/vnd.rar",
  "7z": "application/x-7z-compressed",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
});
