/**
 * A small streaming multipart/form-data parser (RFC 7578) for the upload endpoint: fed chunk by
 * chunk, it answers events and never holds more of a part's body than a delimiter's length.
 */

export interface PartInfo {
  name: string;
  filename: string | null;
  contentType: string | null;
}

export type MultipartEvent =
  { type: "part"; info: PartInfo } | { type: "data"; chunk: Buffer } | { type: "partEnd" } | { type: "done" };

export class MultipartError extends Error {
  override name = "MultipartError";
}

/** Part headers (and a preamble) larger than this are refused. */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null when it is something else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function parseHeaders(text: string): PartInfo {
  let name: string | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-type") contentType = value;
    if (header !== "content-disposition") continue;
    if (!/^form-data\s*(;|$)/i.test(value)) throw new MultipartError("Not a form-data part");
    const params = /;\s*([^=\s;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
    for (let m = params.exec(value); m; m = params.exec(value)) {
      const param = (m[1] ?? "").toLowerCase();
      const text = m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : (m[3] ?? "");
      if (param === "name") name = text;
      if (param === "filename") filename = text;
    }
  }
  if (name === null) throw new MultipartError("A part without a name");
  return { name, filename, contentType };
}

type State = "preamble" | "afterDelimiter" | "headers" | "body" | "done";

export class MultipartParser {
  private readonly delimiter: Buffer;
  // The body starts with a CRLF in our eyes, so the first boundary looks like every other one.
  private buffer: Buffer = Buffer.from(CRLF);
  private state: State = "preamble";

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  write(chunk: Buffer): MultipartEvent[] {
    const events: MultipartEvent[] = [];
    if (this.state === "done") return events;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (let progress = true; progress;) progress = this.step(events);
    return events;
  }

  /** Call when the body ended; a body without its closing boundary is an error. */
  end(): void {
    if (this.state !== "done") throw new MultipartError("The body ended inside a part");
  }

  private step(events: MultipartEvent[]): boolean {
    const buffer = this.buffer;
    switch (this.state) {
      case "preamble": {
        const at = buffer.indexOf(this.delimiter);
        if (at === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError("No boundary found");
          return false;
        }
        this.buffer = buffer.subarray(at + this.delimiter.length);
        this.state = "afterDelimiter";
        return true;
      }
      case "afterDelimiter": {
        // Transport padding (spaces, tabs) may follow a boundary.
        let i = 0;
        while (i < buffer.length && (buffer[i] === 0x20 || buffer[i] === 0x09)) i += 1;
        if (buffer.length < i + 2) return false;
        if (buffer[i] === 0x2d && buffer[i + 1] === 0x2d) {
          this.state = "done";
          this.buffer = Buffer.alloc(0);
          events.push({ type: "done" });
          return false;
        }
        if (buffer[i] !== 0x0d || buffer[i + 1] !== 0x0a) throw new MultipartError("Bad boundary line");
        this.buffer = buffer.subarray(i + 2);
        this.state = "headers";
        return true;
      }
      case "headers": {
        // A part without headers starts with the empty line at once.
        const end = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADER_END);
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError("Part headers too large");
          return false;
        }
        const info = parseHeaders(end < 0 ? "" : buffer.subarray(0, end).toString("utf8"));
        this.buffer = buffer.subarray(end + 4);
        this.state = "body";
        events.push({ type: "part", info });
        return true;
      }
      case "body": {
        const at = buffer.indexOf(this.delimiter);
        if (at === -1) {
          // Keep what could be the start of a delimiter split across chunks.
          const keep = this.delimiter.length - 1;
          if (buffer.length > keep) {
            events.push({ type: "data", chunk: buffer.subarray(0, buffer.length - keep) });
            this.buffer = buffer.subarray(buffer.length - keep);
          }
          return false;
        }
        if (at > 0) events.push({ type: "data", chunk: buffer.subarray(0, at) });
        events.push({ type: "partEnd" });
        this.buffer = buffer.subarray(at + this.delimiter.length);
        this.state = "afterDelimiter";
        return true;
      }
      case "done":
        return false;
    }
  }
}
