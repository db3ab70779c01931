// The NTRIP client over TCP (NTRIP 2.0 = RTCM 10410.1 §3, NTRIP 1.0 as casters and receivers
// still speak it): request, the caster's answer, then the data: de-chunked for NTRIP 2.0 and
// split into RTCM 3 frames as it arrives, while the rover sends GGA lines up. Plain sockets
// (node:net): an HTTP library would refuse NTRIP 1.0's `ICY 200 OK`. Node only; the protocol
// parts it uses are in ./http.ts and ./frame.ts.
import { type Socket, connect } from "node:net";
import { RtcmFrameReader, type RtcmFrame } from "./frame.js";
import {
  ChunkedDecoder,
  type NtripRequestOptions,
  type NtripResponse,
  ntripRequest,
  parseNtripResponse,
} from "./http.js";

/** Where and how to connect. */
export interface NtripClientOptions extends NtripRequestOptions {
  /** Called with the RTCM frames as they arrive on a stream, and when they arrived (epoch ms). */
  onFrames?: (frames: RtcmFrame[], receivedAt: number) => void;
  /** Called with every piece of the body as it arrives (de-chunked), streams and refusals alike. */
  onData?: (data: Uint8Array, receivedAt: number) => void;
  /** Give up when the caster has not answered within this, ms (connecting included). Default 5000. */
  timeoutMs?: number;
}

/** The caster connected but sent no answer head in time, or closed before one. */
export class NtripNoAnswerError extends Error {
  override name = "NtripNoAnswerError";
}

/** A connection after the caster's answer. */
export interface NtripConnection extends NtripResponse {
  /** The answer opened an RTCM stream (200, not the sourcetable, a mount point asked for). */
  streaming: boolean;
  /** Resolves with the body as UTF-8 text once the caster closes: a refusal's text, the sourcetable. */
  body: Promise<string>;
  /** The RTCM frame reader of the stream: its `stats` count frames, CRC failures and skipped bytes. */
  reader: RtcmFrameReader;
  /** Why the NTRIP 2.0 body is not valid chunked coding (the connection is closed then), or null. */
  protocolError(): string | null;
  /** Body bytes received so far (de-chunked). */
  bytes(): number;
  /** Send one NMEA line (CRLF added); nothing once the socket is closed. */
  send(line: string): void;
  /** Close the connection; resolves once closed. */
  close(): Promise<void>;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
  socket: Socket;
}

/**
 * Connect, send the request (see {@link ntripRequest}) and read the caster's answer head.
 * Rejects with the socket's error when the connection fails (`code` ECONNREFUSED, …), with an
 * Error of code ETIMEDOUT when it is not established within `timeoutMs`, with a
 * {@link NtripNoAnswerError} when the caster does not answer in time or closes first, and with
 * a RangeError when the request cannot be written (see {@link ntripRequest}) or the answer's
 * head is longer than 8 KiB.
 */
export function ntripConnect(o: NtripClientOptions): Promise<NtripConnection> {
  const request = ntripRequest(o);
  const timeoutMs = o.timeoutMs ?? 5000;
  const where = `${o.host}:${o.port}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: o.host, port: o.port });
    socket.setNoDelay(true);
    const reader = new RtcmFrameReader();
    const dechunk = new ChunkedDecoder();
    let head: Uint8Array = new Uint8Array(0);
    let answer: NtripResponse | null = null;
    let streaming = false;
    const body: Uint8Array[] = [];
    let received = 0;
    let protocolError: string | null = null;
    let resolveBody: (s: string) => void = () => {};
    const bodyP = new Promise<string>((r) => {
      resolveBody = r;
    });
    let resolveClosed: () => void = () => {};
    const closed = new Promise<void>((r) => {
      resolveClosed = r;
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        socket.connecting
          ? Object.assign(new Error(`NTRIP: cannot connect to ${where} within ${timeoutMs} ms`), {
              code: "ETIMEDOUT",
            })
          : new NtripNoAnswerError(`NTRIP: no answer from ${where} within ${timeoutMs} ms`),
      );
    }, timeoutMs);
    const data = (d: Uint8Array) => {
      if (!d.length) return;
      const at = Date.now();
      received += d.length;
      o.onData?.(d, at);
      if (!streaming) {
        body.push(d.slice());
        return;
      }
      const frames = reader.push(d);
      if (frames.length) o.onFrames?.(frames, at);
    };
    const bodyBytes = (d: Uint8Array) => {
      if (!answer?.chunked) return data(d);
      for (const piece of dechunk.push(d)) data(piece);
      if (dechunk.error !== null && protocolError === null) {
        protocolError = dechunk.error;
        socket.destroy();
      }
    };
    socket.on("data", (d: Buffer) => {
      if (answer) return bodyBytes(d);
      const joined = new Uint8Array(head.length + d.length);
      joined.set(head);
      joined.set(d, head.length);
      head = joined;
      try {
        answer = parseNtripResponse(head);
      } catch (e) {
        clearTimeout(timer);
        socket.destroy();
        return reject(e);
      }
      if (!answer) return;
      clearTimeout(timer);
      streaming = answer.status === 200 && !answer.sourcetable && o.mount !== "";
      resolve({
        ...answer,
        streaming,
        body: bodyP,
        reader,
        protocolError: () => protocolError,
        bytes: () => received,
        send: (line) => {
          if (!socket.destroyed) socket.write(`${line}\r\n`);
        },
        close: () => {
          socket.end();
          socket.destroy();
          return closed;
        },
        closed,
        socket,
      });
      bodyBytes(head.subarray(answer.headBytes));
    });
    socket.on("error", (e) => {
      clearTimeout(timer);
      if (!answer) reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolveBody(Buffer.concat(body).toString("utf8"));
      resolveClosed();
      if (!answer) reject(new NtripNoAnswerError(`NTRIP: ${where} closed the connection without an answer`));
    });
    socket.write(request);
  });
}
