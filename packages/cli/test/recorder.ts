// A pass-through HTTP proxy in front of the sandbox that records the path and body of every
// request: tests count the calls a command made (the role asked once, pages not over-fetched,
// the SDK's choice of call per pool type) and read what it sent.
import { createServer, request } from "node:http";

/** The proxy's URL, the paths it saw in order, the bodies by path, and `close()`. */
export interface Recorder {
  url: string;
  paths: string[];
  bodies: Map<string, string[]>;
  close(): Promise<void>;
}

/** Start a recording proxy to `target` on a free port. */
export async function startRecorder(target: string): Promise<Recorder> {
  const paths: string[] = [];
  const bodies = new Map<string, string[]>();
  const to = new URL(target);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    paths.push(path);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () =>
      bodies.set(path, [...(bodies.get(path) ?? []), Buffer.concat(chunks).toString("utf8")]),
    );
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    bodies,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
