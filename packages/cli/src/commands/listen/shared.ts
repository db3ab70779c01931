// The event stream's reader for `fixcloud listen`: Server-Sent Events as the
// WHATWG spec frames them (fields `event`, `data`, `id`; a blank line ends an event; `:` lines
// are comments, e.g. keep-alives). A few lines of our own: eventsource-parser, the well-kept
// parser, is ESM-only since v4 and the CLI's bundles are CommonJS on Node 20 (docs/webhooks.md).

/** One event of the stream: its name (`message` when none) and its data lines joined by "\n". */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/** The events of a `text/event-stream` body, in order; ends when the body ends. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n"), id };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = text;
        else if (field === "data") data.push(text);
        else if (field === "id") id = text;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
