/**
 * POST /uploads: the storage end of an upload ticket, answering like S3 (204 No Content) or with
 * JSON `{code, message}`. Browsers post here directly, so it answers CORS for any origin: the
 * signed policy is the protection. Nothing is kept unless every check passed.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import busboy, { type Busboy } from "busboy";
import type { Store } from "./store/index.ts";
import { sniffType, UPLOAD_MAX_BYTES, uploadKey, verifyPolicy } from "./upload-policy.ts";

/** The whole body: the file plus room for the form fields and part headers. */
export const UPLOAD_MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 512 * 1024;
const MAX_FIELD_BYTES = 8 * 1024;
const MAX_FIELDS = 20;

export type UploadErrorCode =
  | "invalid_signature"
  | "expired"
  | "invalid_key"
  | "file_too_large"
  | "file_empty"
  | "invalid_type"
  | "invalid_request"
  | "method_not_allowed";

const errors: Record<UploadErrorCode, { status: number; message: string }> = {
  invalid_signature: { status: 403, message: "The upload signature is invalid." },
  expired: { status: 403, message: "The upload ticket has expired." },
  invalid_key: { status: 403, message: "The upload key is unknown or has been used already." },
  file_too_large: { status: 400, message: "The file must not be greater than 10240 kilobytes." },
  file_empty: { status: 400, message: "The file must not be empty." },
  invalid_type: { status: 400, message: "The file must be a file of type: jpeg, png, pdf." },
  invalid_request: {
    status: 400,
    message: "Send multipart/form-data with the ticket's fields first and then the file as `file`.",
  },
  method_not_allowed: { status: 405, message: "Only POST is allowed here." },
};

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

function sendError(res: ServerResponse, code: UploadErrorCode, close = false): void {
  if (res.headersSent) return;
  const { status, message } = errors[code];
  const body = JSON.stringify({ code, message });
  res.writeHead(status, {
    ...cors,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...(close ? { Connection: "close" } : {}),
  });
  res.end(body);
}

export interface UploadRouteOptions {
  store: Store;
  /** Files go to `<dataDir>/uploads/<uuid>`. */
  dataDir: string;
  log: boolean;
  now: () => Date;
}

/** Handles /uploads; returns false for any other path. */
export function handleUploadRoute(
  options: UploadRouteOptions,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (pathname !== "/uploads") return false;
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...cors, "Content-Length": 0 }).end();
    return true;
  }
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST, OPTIONS");
    sendError(res, "method_not_allowed");
    return true;
  }
  receive(options, req, res).catch((error: unknown) => {
    if (options.log) console.error("Reference API: upload failed", error);
    if (!res.headersSent) res.writeHead(500, cors).end();
  });
  return true;
}

/** One file on its way to disk. */
interface Incoming {
  uuid: string;
  maxBytes: number;
  types: readonly string[];
  tempPath: string;
  handle: FileHandle | null;
  size: number;
  head: Buffer;
}

/** The state of one upload request while busboy streams its parts in. */
class Receiver {
  readonly fields = new Map<string, string>();
  fileSeen = false;
  incoming: Incoming | null = null;
  failure: UploadErrorCode | null = null;
  /** The file's writing, which the answer waits for. */
  writing: Promise<void> = Promise.resolve();
  private stream: Readable | null = null;

  constructor(private readonly options: UploadRouteOptions) {}

  fail(code: UploadErrorCode) {
    this.failure ??= code;
  }

  field(name: string, value: string, truncated: boolean) {
    // S3 ignores fields after the file.
    if (this.fileSeen) return;
    if (truncated || name === "file" || this.fields.has(name)) this.fail("invalid_request");
    else this.fields.set(name, value);
  }

  file(name: string, stream: Readable) {
    if (name !== "file" || this.fileSeen) {
      this.fail("invalid_request");
      stream.resume();
      return;
    }
    this.fileSeen = true;
    this.stream = stream;
    this.writing = this.write(stream).catch(async (error: unknown) => {
      await this.discard();
      // A body that broke off or was cut short is the client's failure; anything else is ours.
      if (this.failure || stream.errored || stream.destroyed) this.fail("invalid_request");
      else throw error;
    });
    // Settled later, by the answer: not an unhandled rejection in between.
    this.writing.catch(() => undefined);
  }

  /** The body ended early: stop reading the file (its writing settles) and keep nothing. */
  async abort(code: UploadErrorCode) {
    this.fail(code);
    this.stream?.destroy();
    await this.writing.catch(() => undefined);
    await this.discard();
  }

  /** Signature, expiry and key, in that order; then the bytes, up to the ticket's limit. */
  private async write(stream: Readable): Promise<void> {
    const check = checkTicket(this.options.store, this.fields, this.options.now());
    if (typeof check === "string") this.fail(check);
    if (this.failure || typeof check === "string") {
      stream.resume();
      return;
    }
    const dir = join(this.options.dataDir, "uploads", ".incoming");
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tempPath = join(dir, `${check.uuid}.${randomBytes(6).toString("hex")}`);
    const file: Incoming = {
      ...check,
      tempPath,
      handle: await open(tempPath, "wx", 0o600),
      size: 0,
      head: Buffer.alloc(0),
    };
    this.incoming = file;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // After a failure the rest is only read and dropped, so the client gets to read the answer.
      if (this.failure) continue;
      file.size += chunk.length;
      if (file.size > file.maxBytes) {
        this.fail("file_too_large");
        await this.discard();
        continue;
      }
      if (file.head.length < 8) file.head = Buffer.concat([file.head, chunk.subarray(0, 8)]);
      // A wrong type is reported after the size (the order of checks), but nothing more is written.
      if (file.handle && file.head.length >= 8 && sniffType(file.head) === null) {
        await file.handle.close();
        file.handle = null;
      }
      // A write may take less than the whole chunk.
      for (let offset = 0; file.handle && offset < chunk.length;) {
        offset += (await file.handle.write(chunk, offset)).bytesWritten;
      }
    }
  }

  /** Drops the temp file, if any. */
  async discard(): Promise<void> {
    const file = this.incoming;
    this.incoming = null;
    if (!file) return;
    await file.handle?.close();
    await rm(file.tempPath, { force: true });
  }
}

/** Streams the body through busboy (with limits) and the receiver; answers how the body ended. */
function parse(req: IncomingMessage, receiver: Receiver): Promise<"parsed" | "too_large" | "aborted"> {
  return new Promise((resolve) => {
    let parser: Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fieldSize: MAX_FIELD_BYTES,
          fields: MAX_FIELDS,
          files: 1,
          parts: MAX_FIELDS + 1,
          fileSize: UPLOAD_MAX_BYTES + 1,
        },
      });
    } catch {
      // No multipart content type or no boundary.
      receiver.fail("invalid_request");
      resolve("parsed");
      return;
    }
    let total = 0;
    req.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total <= UPLOAD_MAX_BODY_BYTES) return;
      req.unpipe(parser);
      parser.destroy();
      resolve("too_large");
    });
    req.on("close", () => {
      if (req.complete) return;
      parser.destroy();
      resolve("aborted");
    });
    parser.on("field", (name, value, info) => receiver.field(name, value, info.valueTruncated));
    parser.on("file", (name, stream) => receiver.file(name, stream));
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) {
      parser.on(limit, () => receiver.fail("invalid_request"));
    }
    parser.on("error", () => {
      receiver.fail("invalid_request");
      resolve("parsed");
    });
    parser.on("close", () => resolve("parsed"));
    req.pipe(parser);
  });
}

async function receive(
  options: UploadRouteOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { store } = options;
  const declared = Number(req.headers["content-length"] ?? 0);
  // Not worth reading: answer and let the connection go.
  if (declared > UPLOAD_MAX_BODY_BYTES) return sendError(res, "file_too_large", true);
  if (!/^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) {
    return sendError(res, "invalid_request", true);
  }

  const receiver = new Receiver(options);
  const ended = await parse(req, receiver);
  if (ended !== "parsed") {
    await receiver.abort("invalid_request");
    if (ended === "too_large") {
      sendError(res, receiver.fileSeen ? "file_too_large" : "invalid_request", true);
      req.destroy();
    }
    return;
  }
  await receiver.writing;

  if (!receiver.failure && !receiver.fileSeen) {
    const check = checkTicket(store, receiver.fields, options.now());
    receiver.fail(typeof check === "string" ? check : "invalid_request");
  }
  const file = receiver.incoming;
  if (receiver.failure || !file) {
    await receiver.discard();
    sendError(res, receiver.failure ?? "invalid_request");
    return;
  }
  await finish(options, file, res, () => receiver.discard());
}

async function finish(
  { store, dataDir, now }: UploadRouteOptions,
  file: Incoming,
  res: ServerResponse,
  discard: () => Promise<void>,
): Promise<void> {
  if (file.size === 0) {
    await discard();
    sendError(res, "file_empty");
    return;
  }
  const mime = sniffType(file.head);
  if (mime === null || !file.types.includes(mime) || !file.handle) {
    await discard();
    sendError(res, "invalid_type");
    return;
  }
  await file.handle.close();
  file.handle = null;

  const path = uploadKey(file.uuid);
  // The row is claimed first: of two racing posts for one key, exactly one wins.
  if (!store.uploads.markStored(file.uuid, { path, mime, size: file.size }, now())) {
    await discard();
    sendError(res, "invalid_key");
    return;
  }
  try {
    await rename(file.tempPath, join(dataDir, path));
  } catch (error) {
    store.uploads.unmarkStored(file.uuid);
    await discard();
    throw error;
  }
  res.writeHead(204, { ...cors, "Cache-Control": "no-store" }).end();
}

/** The ticket's fields checked in the spec's order; answers the upload's limits or an error code. */
function checkTicket(
  store: Store,
  fields: Map<string, string>,
  now: Date,
): UploadErrorCode | { uuid: string; maxBytes: number; types: readonly string[] } {
  const policy = verifyPolicy(fields.get("policy"), fields.get("x-signature"), now);
  if (!policy.ok) return policy.code;
  const key = fields.get("key");
  const uuid = /^uploads\/([0-9a-f-]{36})$/.exec(key ?? "")?.[1];
  if (!uuid || key !== policy.key) return "invalid_key";
  const upload = store.uploads.byUuid(uuid);
  if (!upload || upload.stored_at !== null) return "invalid_key";
  return { uuid, maxBytes: policy.maxBytes, types: policy.types };
}
