// The streams area (docs/stream-health.md): every state and finding code the analyzer can give has
// a label in both languages, the schema takes the analyzer's report as it is, and the public call
// needs no session while the signed-in one does.
import { describe, expect, it } from "vitest";
import { endpoints } from "../src/catalogue/endpoints.js";
import { messages } from "../src/catalogue/labels.js";
import { PUBLIC_STREAM_STATUS_PATH, STREAM_STATUS_PATH } from "../src/catalogue/streams/paths.js";
import {
  StreamFindingCode,
  StreamHealthReportSchema,
  type StreamHealthReportWire,
  StreamState,
} from "../src/catalogue/streams/schemas.js";
import { StreamHealth, type StreamHealthReport } from "../src/ntrip/health.js";

/** True when A and B are the same type (each assignable to the other, no `any`). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The schema and the analyzer's type agree: a field added, renamed or retyped on one side only fails
// the typecheck here (the catalogue may not import the protocol module, so the check lives in a test).
const schemaMatchesAnalyzer: Same<StreamHealthReportWire, StreamHealthReport> = true;

describe("the streams area", () => {
  it("labels every state and finding in both languages", () => {
    for (const lang of ["zh-CN", "en"] as const) {
      for (const s of StreamState.options) expect(messages[lang][`streamState.${s}`], s).toBeTruthy();
      for (const f of StreamFindingCode.options) expect(messages[lang][`streamFinding.${f}`], f).toBeTruthy();
    }
  });

  it("takes the analyzer's report as it is", () => {
    const h = new StreamHealth({ declared: "1005(10),1077(1)" });
    h.push(new Uint8Array([0xd3, 0x00, 0x00, 0x47, 0xea, 0x4b]), 1_000);
    const report = h.report(2_000);
    expect(StreamHealthReportSchema.parse(report)).toEqual(report);
    expect(schemaMatchesAnalyzer).toBe(true);
  });

  it("has a public call without a session and a signed-in one, at the paths the pages use", () => {
    expect(endpoints["streams.streamStatus"]).toMatchObject({ path: STREAM_STATUS_PATH, auth: true });
    expect(endpoints["streams.publicStreamStatus"]).toMatchObject({
      path: PUBLIC_STREAM_STATUS_PATH,
      auth: false,
      access: { kind: "public" },
    });
  });
});
