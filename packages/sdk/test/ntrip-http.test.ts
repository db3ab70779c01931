// The NTRIP messages of @fixcloud/sdk/ntrip (RTCM 10410.1 §3; NTRIP 1.0) and its TCP client
// (@fixcloud/sdk/ntrip/node): the request a rover sends, the caster's answers as they arrive in
// pieces, and the chunked NTRIP 2.0 body recorded from a real caster (packages/fixtures/data/rtcm/), whose
// de-chunking is checked byte for byte against Node's own HTTP parser (llhttp).
import { type AddressInfo, type Server, type Socket, createServer } from "node:net";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import {
  ChunkedDecoder,
  NTRIP_MAX_HEAD_BYTES,
  basicAuth,
  encodeChunk,
  ntripRequest,
  parseNtripRequest,
  parseNtripResponse,
  parseSourcetable,
} from "../src/ntrip/index.js";
import { NtripNoAnswerError, ntripConnect } from "../src/ntrip/node.js";
import { CAPTURES, bytewise, capture, randomPieces } from "./ntrip-captures.js";

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A raw TCP server that answers the first request head with `answer(socket)`. */
function serve(answer: (s: Socket, head: string) => void): Promise<number> {
  const server = createServer((s) => {
    let head = "";
    s.on("data", (d) => {
      if (head.includes("\r\n\r\n")) return;
      head += d.toString("latin1");
      if (head.includes("\r\n\r\n")) answer(s, head);
    });
    s.on("error", () => {});
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** De-chunk `pieces` with the SDK's decoder: the data, and its error. */
function dechunk(pieces: Uint8Array[]): { data: Buffer; error: string | null; done: boolean } {
  const d = new ChunkedDecoder();
  const out = pieces.flatMap((p) => d.push(p));
  return { data: Buffer.concat(out), error: d.error, done: d.done };
}

/** What Node's HTTP client reads from `body` served with `Transfer-Encoding: chunked`: the data and how it ended. */
async function nodeDechunk(body: Uint8Array): Promise<{ data: Buffer; ended: string }> {
  const port = await serve((s) => {
    s.write("HTTP/1.1 200 OK\r\nContent-Type: gnss/data\r\nTransfer-Encoding: chunked\r\n\r\n");
    s.end(body);
  });
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let error = "";
    const req = request({ host: "127.0.0.1", port, path: "/MOUNT" }, (res) => {
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => resolve({ data: Buffer.concat(parts), ended: "end" }));
      res.on("error", () => {});
      res.on("close", () => resolve({ data: Buffer.concat(parts), ended: error || "close" }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    req.end();
  });
}

describe("chunked transfer coding (RFC 9112 §7.1) on a real NTRIP 2.0 body", () => {
  const raw = capture(CAPTURES.chunked);

  it("de-chunks byte for byte as Node's HTTP parser does, and stops where it stops", async () => {
    const node = await nodeDechunk(raw);
    // The recording ends in the middle of a chunk-size line ("#E#E…"): llhttp refuses it.
    expect(node.ended).toBe("HPE_INVALID_CHUNK_SIZE");
    expect(node.data.length).toBe(22_469);
    const ours = dechunk([raw]);
    expect(ours.data.equals(node.data)).toBe(true);
    expect(ours.error).toBe("invalid chunk size byte 0x23");
    expect(ours.done).toBe(false);
  });

  it("gives the same bytes and the same fault fed a byte at a time and in random pieces", () => {
    const whole = dechunk([raw]);
    for (const pieces of [
      bytewise(raw),
      randomPieces(raw, 11),
      randomPieces(raw, 42, 4),
      randomPieces(raw, 3, 150),
    ]) {
      const again = dechunk(pieces);
      expect(again.data.equals(whole.data)).toBe(true);
      expect(again.error).toBe(whole.error);
    }
  });

  it("a body of our chunks and the last chunk reads back whole, with Node's parser too", async () => {
    const data = capture(CAPTURES.pyrtcm);
    const body = Buffer.concat([
      ...randomPieces(data, 5, 300).map((p) => encodeChunk(p)),
      Buffer.from("0;ext=1\r\nTrailer: x\r\n\r\n"),
    ]);
    const node = await nodeDechunk(body);
    expect(node.ended).toBe("end");
    expect(node.data.equals(Buffer.from(data))).toBe(true);
    for (const pieces of [[body], bytewise(body)]) {
      const ours = dechunk(pieces);
      expect(ours).toMatchObject({ error: null, done: true });
      expect(ours.data.equals(Buffer.from(data))).toBe(true);
    }
    expect(
      Buffer.from(encodeChunk(new Uint8Array(255)))
        .subarray(0, 4)
        .toString(),
    ).toBe("FF\r\n");
  });

  it("refuses what is not chunked coding: a bad size, a chunk without its CRLF, a size too large", () => {
    expect(dechunk([Buffer.from("G\r\n")]).error).toMatch(/invalid chunk size/);
    expect(dechunk([Buffer.from("2\r\nabX\r\n")])).toMatchObject({
      error: "chunk data not followed by CRLF",
    });
    expect(dechunk([Buffer.from("2\r\nabX\r\n")]).data.toString()).toBe("ab");
    expect(dechunk([Buffer.from("123456789\r\n")]).error).toBe("chunk size too large");
    expect(dechunk([Buffer.from("\r\n")]).error).toMatch(/invalid chunk size/);
  });
});

describe("the request (RTCM 10410.1 §3.2)", () => {
  it("NTRIP 2.0: GET /mount HTTP/1.1, Ntrip-Version, User-Agent NTRIP …, Basic auth, Ntrip-GGA", () => {
    const gga = "$GPGGA,080000,3954.0000,N,11624.0000,E,1,12,0.9,50.0,M,0.0,M,,*5B";
    const head = ntripRequest({
      host: "caster.example.com",
      port: 2101,
      mount: "RTCM33GRC",
      version: 2,
      user: "rover-001",
      password: "pä:ss",
      gga,
      agent: "fixcloud-probe/1.0",
    });
    expect(head.split("\r\n")).toEqual([
      "GET /RTCM33GRC HTTP/1.1",
      "Host: caster.example.com:2101",
      "User-Agent: NTRIP fixcloud-probe/1.0",
      "Ntrip-Version: Ntrip/2.0",
      "Connection: close",
      `Authorization: Basic ${Buffer.from("rover-001:pä:ss").toString("base64")}`,
      `Ntrip-GGA: ${gga}`,
      "",
      "",
    ]);
    // The caster's side reads it back: version, mount, credentials (a password may hold ":").
    const req = parseNtripRequest(head);
    expect(req).toMatchObject({ method: "GET", mount: "RTCM33GRC", version: 2 });
    expect("credentials" in req && req.credentials).toEqual({ user: "rover-001", password: "pä:ss" });
    expect("headers" in req && req.headers.get("ntrip-gga")).toBe(gga);
  });

  it("NTRIP 1.0 (the default): HTTP/1.0, no version header, no Ntrip-GGA; the sourcetable is GET /", () => {
    const head = ntripRequest({ host: "h", port: 1, mount: "", user: "a", password: "b", gga: "$GPGGA" });
    expect(head).toBe(
      `GET / HTTP/1.0\r\nHost: h:1\r\nUser-Agent: NTRIP fixcloud/1.0\r\nAuthorization: ${basicAuth("a", "b")}\r\n\r\n`,
    );
    expect(parseNtripRequest(head)).toMatchObject({ mount: "", version: 1 });
  });

  it("refuses a mount point or GGA that would split the request; a caster refuses a bad head", () => {
    expect(() => ntripRequest({ host: "h", port: 1, mount: "A\r\nX: y" })).toThrow(RangeError);
    expect(() => ntripRequest({ host: "h", port: 1, mount: "A B" })).toThrow(RangeError);
    expect(() => ntripRequest({ host: "h", port: 1, mount: "A", version: 2, gga: "$GP\nGGA" })).toThrow(
      RangeError,
    );
    expect(parseNtripRequest("HELLO")).toEqual({ bad: "not an NTRIP request" });
    expect(parseNtripRequest("GET /%E0%A4%A HTTP/1.0")).toEqual({
      bad: "the mount point is not valid percent-encoding",
    });
    expect(parseNtripRequest("GET /M HTTP/1.0\r\nAuthorization: Basic !!")).toMatchObject({
      credentials: null,
    });
  });
});

describe("the caster's answer, however it is cut", () => {
  const ascii = (s: string) => new TextEncoder().encode(s);
  /** Parse `text` fed cumulatively a byte at a time: null until the head is whole, then the same answer. */
  function cumulative(text: string, extra = "") {
    const bytes = ascii(text + extra);
    let first = -1;
    for (let n = 1; n <= bytes.length; n++)
      if (parseNtripResponse(bytes.subarray(0, n))) {
        first = n;
        break;
      }
    return { first, answer: parseNtripResponse(bytes) };
  }

  it("ICY 200 OK (NTRIP 1.0): data follows its line, with or without a blank line", () => {
    const bare = cumulative("ICY 200 OK\r\n", "\xd3\x00");
    expect(bare.answer).toMatchObject({
      status: 200,
      reason: "OK",
      version: 1,
      chunked: false,
      headBytes: 12,
    });
    const blank = cumulative("ICY 200 OK\r\n\r\n", "\xd3");
    expect(blank.answer).toMatchObject({ status: 200, headBytes: 14 });
  });

  it("HTTP/1.1 200 with chunked gnss/data; SOURCETABLE 200 OK; refusals with their reason phrase", () => {
    const v2 =
      "HTTP/1.1 200 OK\r\nNtrip-Version: Ntrip/2.0\r\nTransfer-Encoding: chunked\r\nContent-Type: gnss/data\r\n\r\n";
    const a = cumulative(v2, "1A\r\n");
    expect(a.first).toBe(v2.length);
    expect(a.answer).toMatchObject({
      status: 200,
      version: 2,
      chunked: true,
      sourcetable: false,
      headBytes: v2.length,
    });
    expect(a.answer?.headers.get("ntrip-version")).toBe("Ntrip/2.0");
    const table = cumulative("SOURCETABLE 200 OK\r\nContent-Type: text/plain\r\n\r\n", "STR;");
    expect(table.answer).toMatchObject({ status: 200, version: 1, sourcetable: true });
    expect(cumulative("HTTP/1.1 401 Unauthorized\r\n\r\n").answer).toMatchObject({
      status: 401,
      reason: "Unauthorized",
    });
    expect(cumulative("HTTP/1.0 404 Not Found\r\n\r\n").answer).toMatchObject({ status: 404, version: 1 });
    expect(cumulative("HTTP/1.1 503\r\n\r\n").answer).toMatchObject({ status: 503, reason: "" });
    expect(cumulative("SSH-2.0-OpenSSH\r\n\r\n").answer).toMatchObject({ status: 0 });
    expect(() => parseNtripResponse(new Uint8Array(NTRIP_MAX_HEAD_BYTES + 1).fill(65))).toThrow(RangeError);
  });

  it("reads the STR records of a sourcetable", () => {
    const text = "CAS;h;2101;x\r\nSTR;M1;Id;RTCM 3.3;1005(5),1074(1);2;GPS\r\nNET;n\r\nENDSOURCETABLE\r\n";
    expect(parseSourcetable(text)).toEqual([
      { mount: "M1", identifier: "Id", format: "RTCM 3.3", formatDetails: "1005(5),1074(1)" },
    ]);
  });
});

describe("the TCP client on real streams", () => {
  it("NTRIP 2.0: de-chunks the recorded body and reads its 109 frames; the broken tail closes it", async () => {
    const raw = capture(CAPTURES.chunked);
    let heard = "";
    const port = await serve((s, head) => {
      heard = head;
      s.write(
        "HTTP/1.1 200 OK\r\nNtrip-Version: Ntrip/2.0\r\nContent-Type: gnss/data\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      // As a caster sends it: in pieces.
      for (const p of randomPieces(raw, 9, 1400)) s.write(p);
    });
    const c = await ntripConnect({
      host: "127.0.0.1",
      port,
      mount: "M",
      version: 2,
      user: "u",
      password: "p",
      gga: "$GPGGA,1*00",
    });
    expect(c).toMatchObject({ statusLine: "HTTP/1.1 200 OK", streaming: true, chunked: true });
    await c.closed;
    expect(heard).toContain("Ntrip-GGA: $GPGGA,1*00\r\n");
    expect(c.bytes()).toBe(22_469);
    expect(c.reader.stats).toMatchObject({ frames: 109, skippedBytes: 330 });
    expect(c.protocolError()).toBe("invalid chunk size byte 0x23");
  });

  it("NTRIP 1.0: ICY 200 OK and a real station's stream, every frame read", async () => {
    const raw = capture(CAPTURES.pyrtcm);
    const port = await serve((s) => {
      s.write("ICY 200 OK\r\n");
      s.end(raw);
    });
    const frames: number[] = [];
    const c = await ntripConnect({
      host: "127.0.0.1",
      port,
      mount: "M",
      onFrames: (f) => frames.push(...f.map((x) => x.type)),
    });
    await c.closed;
    expect(c.statusLine).toBe("ICY 200 OK");
    expect(frames).toHaveLength(35);
    expect(c.reader.stats).toMatchObject({ crcFailures: 0, skippedBytes: 0 });
  });

  it("a refusal is not a stream: its text is the body; no answer and no caster are errors", async () => {
    const refusing = await serve((s) =>
      s.end("HTTP/1.1 401 Unauthorized\r\nContent-Length: 6\r\n\r\nno way"),
    );
    const c = await ntripConnect({ host: "127.0.0.1", port: refusing, mount: "M", version: 2 });
    expect(c).toMatchObject({ status: 401, reason: "Unauthorized", streaming: false });
    expect(await c.body).toBe("no way");
    const silent = await serve((s) => s.end());
    await expect(ntripConnect({ host: "127.0.0.1", port: silent, mount: "M" })).rejects.toBeInstanceOf(
      NtripNoAnswerError,
    );
    await expect(ntripConnect({ host: "127.0.0.1", port: 9, mount: "M" })).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
  });
});
