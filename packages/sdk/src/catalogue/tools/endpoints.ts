// The tool pages' calls (part1 §2 Tools shows the ionosphere page, not its call):
// `POST /api/ops/ionosphere/grid`. Shapes in ./schemas.ts; decisions in docs/tools.md.
import { SIGNED_IN } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { IONOSPHERE_API } from "./ionosphere.js";
import { IonosphereGrid, IonosphereGridRequest } from "./schemas.js";

/** The tools area's calls. Source: part1 §2 Tools. */
export const toolsEndpoints = defineArea(
  "tools",
  { base: IONOSPHERE_API.base, source: "part1 §2" },
  {
    ionosphereGrid: read(IonosphereGridRequest, IonosphereGrid, {
      call: IONOSPHERE_API.call,
      notShown: "ionosphere map of one hour over the service area (ionosphere page; path not shown)",
      access: SIGNED_IN,
      title: { "zh-CN": "电离层活动图（一小时）", en: "Ionosphere map of one hour" },
    }),
  },
);
