// Where the stream status calls live, for a page that sends them without the catalogue and its
// zod schemas (the status pages' budget): the entries of ./endpoints.ts are built from these.

/** The area's base path and the two calls' segments. */
export const STREAMS_API = { base: "/ops/streams", status: "status", publicStatus: "publicStatus" } as const;
/** Full path of `streams.streamStatus` (signed in). */
export const STREAM_STATUS_PATH = `/api${STREAMS_API.base}/${STREAMS_API.status}`;
/** Full path of `streams.publicStreamStatus` (no session). */
export const PUBLIC_STREAM_STATUS_PATH = `/api${STREAMS_API.base}/${STREAMS_API.publicStatus}`;
