/**
 * POST /uploads: the storage end of an upload ticket, answering like S3 (204 No Content) or with
 * JSON `{code, message}`. Browsers post here directly, so it answers CORS for any origin: the
 * signed policy is the protection. Nothing is kept unless every check passed.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { MultipartError, MultipartParser, multipartBoundary, type MultipartEvent } from "./multipart.ts";
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

/** One file part on its way to disk. */
interface Incoming {
  uuid: string;
  maxBytes: number;
  types: readonly string[];
  tempPath: string;
  handle: FileHandle | null;
  size: number;
  head: Buffer;
}

/** The state of one upload request while its body streams in. */
class Receiver {
  readonly fields = new Map<string, string>();
  private part: { name: string; isFile: boolean; value: Buffer[]; bytes: number } | null = null;
  fileSeen = false;
  incoming: Incoming | null = null;
  failure: UploadErrorCode | null = null;

  constructor(
    private readonly store: Store,
    private readonly dataDir: string,
  ) {}

  async handle(event: MultipartEvent): Promise<void> {
    if (event.type === "part") {
      if (this.fileSeen) {
        this.part = null; // S3 ignores fields after the file.
      } else if (event.info.name === "file") {
        this.fileSeen = true;
        this.part = { name: "file", isFile: true, value: [], bytes: 0 };
        await this.startFile();
      } else {
        if (this.fields.has(event.info.name) || this.fields.size >= MAX_FIELDS) {
          throw new MultipartError("Repeated or too many fields");
        }
        this.part = { name: event.info.name, isFile: false, value: [], bytes: 0 };
      }
    } else if (event.type === "data" && this.part) {
      if (this.part.isFile) {
        await this.fileData(event.chunk);
      } else {
        this.part.bytes += event.chunk.length;
        if (this.part.bytes > MAX_FIELD_BYTES) throw new MultipartError("Field too large");
        this.part.value.push(event.chunk);
      }
    } else if (event.type === "partEnd" && this.part) {
      if (!this.part.isFile) this.fields.set(this.part.name, Buffer.concat(this.part.value).toString("utf8"));
      this.part = null;
    }
  }

  /** Signature, expiry and key, in that order; opens the temp file when all pass. */
  private async startFile(): Promise<void> {
    const check = checkTicket(this.store, this.fields);
    if (typeof check === "string") {
      this.failure = check;
      return;
    }
    const dir = join(this.dataDir, "uploads", ".incoming");
    await mkdir(dir, { recursive: true });
    const tempPath = join(dir, `${check.uuid}.${randomBytes(6).toString("hex")}`);
    const handle = await open(tempPath, "wx", 0o600);
    this.incoming = { ...check, tempPath, handle, size: 0, head: Buffer.alloc(0) };
  }

  private async fileData(chunk: Buffer): Promise<void> {
    const file = this.incoming;
    if (!file) return;
    file.size += chunk.length;
    if (file.size > file.maxBytes) {
      this.failure = "file_too_large";
      await this.discard();
      return;
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

  /** Drops the temp file, if any. */
  async discard(): Promise<void> {
    const file = this.incoming;
    this.incoming = null;
    if (!file) return;
    await file.handle?.close();
    await rm(file.tempPath, { force: true });
  }
}

async function receive(
  options: UploadRouteOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { store, dataDir } = options;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > UPLOAD_MAX_BODY_BYTES) {
    // Not worth reading: answer and let the connection go.
    sendError(res, "file_too_large", true);
    return;
  }
  const boundary = multipartBoundary(req.headers["content-type"]);
  if (!boundary) {
    sendError(res, "invalid_request", true);
    return;
  }

  const parser = new MultipartParser(boundary);
  const receiver = new Receiver(store, dataDir);
  let total = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > UPLOAD_MAX_BODY_BYTES) {
        await receiver.discard();
        sendError(res, receiver.fileSeen ? "file_too_large" : "invalid_request", true);
        req.destroy();
        return;
      }
      // After a failure the rest of the body is only counted and dropped, so the client gets to
      // read the answer (bounded by the body limit above).
      if (receiver.failure) continue;
      try {
        for (const event of parser.write(chunk)) {
          await receiver.handle(event);
          if (receiver.failure) break;
        }
      } catch (error) {
        if (!(error instanceof MultipartError)) throw error;
        receiver.failure = "invalid_request";
        await receiver.discard();
      }
    }
    if (!receiver.failure) parser.end();
  } catch (error) {
    await receiver.discard();
    if (!(error instanceof MultipartError)) {
      // A request cut short by the client needs no answer.
      if (req.readableAborted) return;
      throw error;
    }
    receiver.failure = "invalid_request";
  }

  if (!receiver.failure && !receiver.fileSeen) {
    const check = checkTicket(store, receiver.fields);
    receiver.failure = typeof check === "string" ? check : "invalid_request";
  }
  const file = receiver.incoming;
  if (receiver.failure || !file) {
    await receiver.discard();
    sendError(res, receiver.failure ?? "invalid_request");
    return;
  }
  await finish(store, dataDir, file, res, () => receiver.discard());
}

async function finish(
  store: Store,
  dataDir: string,
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
  if (!store.uploads.markStored(file.uuid, { path, mime, size: file.size })) {
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
): UploadErrorCode | { uuid: string; maxBytes: number; types: readonly string[] } {
  const policy = verifyPolicy(fields.get("policy"), fields.get("x-signature"));
  if (!policy.ok) return policy.code;
  const key = fields.get("key");
  const uuid = /^uploads\/([0-9a-f-]{36})$/.exec(key ?? "")?.[1];
  if (!uuid || key !== policy.key) return "invalid_key";
  const upload = store.uploads.byUuid(uuid);
  if (!upload || upload.stored_at !== null) return "invalid_key";
  return { uuid, maxBytes: policy.maxBytes, types: policy.types };
}
