// Stream status calls (a project addition, not in the spec): every mount point's health from the
// caster's own monitor, signed in (`streamStatus`, the Tools page) and without a session
// (`publicStreamStatus`, the public status page). Shapes in ./schemas.ts; decisions in
// docs/stream-health.md.
import { PUBLIC, SIGNED_IN } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { STREAMS_API } from "./paths.js";
import { StreamStatus, StreamStatusRequest } from "./schemas.js";

/** The streams area's calls: a project addition, not in the spec. */
export const streamsEndpoints = defineArea(
  "streams",
  { base: STREAMS_API.base, source: "project addition (docs/stream-health.md)" },
  {
    streamStatus: read(StreamStatusRequest, StreamStatus, {
      added: "streams: correction service status (signed in)",
      call: STREAMS_API.status,
      access: SIGNED_IN,
      title: { "zh-CN": "差分服务状态", en: "Correction service status" },
    }),
    publicStreamStatus: read(StreamStatusRequest, StreamStatus, {
      added: "streams: public correction service status (no sign-in)",
      call: STREAMS_API.publicStatus,
      auth: false,
      role: false,
      access: PUBLIC,
      title: { "zh-CN": "差分服务状态（公开）", en: "Correction service status (public)" },
    }),
  },
);
