import { randomUUID } from "node:crypto";
import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import { z } from "zod";
import {
  storageFailure,
  type ProofUploadError,
  type ProofUploadFailure,
  type ProofUploadPurpose,
  type ProofUploadValue,
} from "~/lib/proof-upload";
import { checkProofFile, PROOF_MAX_BYTES, sniffProofType } from "~/lib/proof";
import { upstreamAddress } from "./api-forward";
import { getApi, upstreamFailure, UpstreamValidationError, type ApiOptions } from "./api";
import {
  SignedStorageUrlAssistantPriceValidationDocument,
  SignedStorageUrlUserValidationDocument,
} from "./graphql/upload";
import { env } from "./env";
import { fetchWithDeadline, type UpstreamAnswer } from "./fetch-deadline";
import { getFixedT } from "./i18n";
import { log } from "./log";
import { refusalText } from "./refusals";
import { contentType, isThrownAnswer, readForm, refusal } from "./form";
import { actionLimit } from "./rate-limit";
import { commitSession, getSession, setDraft } from "./session";

export type UploadTicket = { uuid: string; url: string; inputs: Record<string, string> };

/** Tickets a session may remember; older uploads are forgotten (a form names the newest). */
const REMEMBERED_UPLOADS = 10;
// Tickets per client address and per session within the rate-limit window.
const ticketLimit = actionLimit("upload-ticket");

/**
 * Who may ask for a ticket: someone signed in, registering, or renewing a suspended account's proof;
 * the assistant price's proof belongs to a booking, which only someone signed in makes.
 */
export async function mayUpload(
  request: Request,
  purpose: ProofUploadPurpose = "user_validation",
): Promise<boolean> {
  const session = await getSession(request);
  const keys = purpose === "assistant_price_validation" ? ["token"] : ["token", "registration", "renewal"];
  return Boolean(session.id) && keys.some((key) => session.has(key as never));
}

/** True when this session asked for the ticket of `uuid` (another session's upload is not its proof). */
export async function isOwnUpload(request: Request, uuid: string): Promise<boolean> {
  return ((await getSession(request)).get("uploads")?.uuids ?? []).includes(uuid);
}

/** The uploaded file the form carries: from this post's file field, or uploaded earlier (hidden fields). */
export function carriedUpload(fields: FormData, upload: ProofUploadValue | null): ProofUploadValue | null {
  if (upload) return upload;
  const uuid = fields.get("validation_file");
  const fileName = fields.get("validation_file_name");
  return typeof uuid === "string" && uuid && typeof fileName === "string" && fileName
    ? { uuid, fileName }
    : null;
}

/**
 * A proof form's post read with `parseProofUpload`, and the file it carries (`carriedUpload`).
 * `foreign`: the file was uploaded earlier by another session, so it is not this session's proof.
 */
export async function readProofForm(request: Request, options: ProofUploadOptions) {
  const { fields, upload: streamed, failure } = await parseProofUpload(request, options);
  const upload = carriedUpload(fields, streamed);
  const foreign = Boolean(upload && !streamed && !(await isOwnUpload(request, upload.uuid)));
  return { fields, upload, foreign, failure };
}

/** Thrown by requestUploadTicket when the client or the session asked for too many tickets. */
export class TicketLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many upload tickets");
    this.name = "TicketLimitError";
  }
}

const ticketInputs = z.record(z.string(), z.string());

/**
 * Spec §7, step 1: an S3-style presigned POST for one file from the upstream, for a session that
 * may upload (`mayUpload`), within the ticket limit (TicketLimitError), bound to the session.
 * Errors as getApi maps them (UpstreamValidationError for a refused name, thrown 503/500 answers,
 * redirects).
 */
export async function requestUploadTicket(
  request: Request,
  fileName: string,
  purpose: ProofUploadPurpose,
  options: ApiOptions & { clientIp: string },
): Promise<UploadTicket> {
  const session = await getSession(request);
  const limited = await ticketLimit.check(options.clientIp, `session:${session.id}`);
  if (limited.limited) throw new TicketLimitError(limited.retryAfterSeconds);
  const api = await getApi(request, options);
  const ticket =
    purpose === "assistant_price_validation"
      ? (await api.request(SignedStorageUrlAssistantPriceValidationDocument, { fileName }))
          .signedStorageUrlAssistantPriceValidation
      : (await api.request(SignedStorageUrlUserValidationDocument, { fileName }))
          .signedStorageUrlUserValidation;
  // Bound to this session: stored now, so every later post of the same session may name it.
  const uuids = [...(session.get("uploads")?.uuids ?? []), ticket.uuid].slice(-REMEMBERED_UPLOADS);
  setDraft(session, "uploads", { uuids });
  await commitSession(session);
  await ticketLimit.record(`session:${session.id}`);
  return { uuid: ticket.uuid, url: ticket.url, inputs: ticketInputs.parse(JSON.parse(ticket.inputs)) };
}

export type ProofUploadResult = {
  /** Every non-file field of the form. */
  fields: FormData;
  /** The file the storage accepted; null when none was chosen or it failed. */
  upload: ProofUploadValue | null;
  error: ProofUploadError | null;
  /** The whole failure (with the storage's code and message) for `uploadErrorMessage`. */
  failure: ProofUploadFailure | null;
};

export type ProofUploadOptions = {
  /** The file input's name (ProofUpload's `fileField`). */
  fileField?: string;
  purpose?: ProofUploadPurpose;
  /** Accept-Language for the ticket request. */
  locale?: string;
  /** The client's address, for the ticket limit. */
  clientIp: string;
};

// A text field larger than this is no form of ours.
const MAX_TEXT_FIELD_BYTES = 64 * 1024;
// Past a refused file the rest of the request is read and dropped (so the other fields still arrive);
// beyond this much the request is refused outright.
const MAX_REQUEST_BYTES = 100 * 1024 * 1024;
// The sniffers need 8 bytes at most.
const HEAD_BYTES = 8;

const encoder = new TextEncoder();

/** RFC 7578 / HTML: quotes and line breaks in a field's name or file name are percent-encoded. */
const quoted = (value: string) => value.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** One part's bytes, read one chunk at a time; never two reads at once (the parser does not allow it). */
class PartReader {
  private iterator: AsyncIterator<Uint8Array>;
  private pending: Promise<unknown> = Promise.resolve();
  done = false;

  constructor(
    data: AsyncIterable<Uint8Array>,
    private budget: { bytes: number },
  ) {
    this.iterator = data[Symbol.asyncIterator]();
  }

  next(): Promise<Uint8Array | null> {
    const read = this.pending.then(async () => {
      if (this.done) return null;
      const result = await this.iterator.next();
      if (result.done) {
        this.done = true;
        return null;
      }
      this.budget.bytes += result.value.byteLength;
      if (this.budget.bytes > MAX_REQUEST_BYTES) throw refusal(413, "too_large");
      return result.value;
    });
    this.pending = read.catch(() => undefined);
    return read;
  }

  /** Reads up to `count` bytes (fewer only at the part's end). */
  async head(count: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (size < count) {
      const chunk = await this.next();
      if (!chunk) break;
      chunks.push(chunk);
      size += chunk.byteLength;
    }
    return concat(chunks);
  }

  /** Reads the rest and drops it: the parser would otherwise keep it in memory. */
  async drain(): Promise<void> {
    while (await this.next());
  }

  async text(limit: number): Promise<string> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await this.next(); chunk; chunk = await this.next()) {
      size += chunk.byteLength;
      if (size > limit) throw refusal(413, "too_large");
      chunks.push(chunk);
    }
    return new TextDecoder().decode(concat(chunks));
  }
}

/**
 * The no-JavaScript path of the upload: parses a multipart form post and streams the
 * proof file in `fileField` straight on to the storage, never holding the whole file in memory.
 * The first bytes are checked (JPEG, PNG, PDF) before a ticket is requested; the bytes are counted
 * and the upload stopped past PROOF_MAX_BYTES; the storage's refusals become form problems.
 * A request that is not multipart is read as an ordinary form (no upload).
 */
export async function parseProofUpload(
  request: Request,
  { fileField = "proof_file", purpose = "user_validation", locale, clientIp }: ProofUploadOptions,
): Promise<ProofUploadResult> {
  const result: ProofUploadResult = { fields: new FormData(), upload: null, error: null, failure: null };
  if (contentType(request) !== "multipart/form-data") return { ...result, fields: await readForm(request) };
  const budget = { bytes: 0 };
  let fileSeen = false;

  const fail = (failure: ProofUploadFailure) => {
    result.error = failure.error;
    result.failure = failure;
  };

  async function handle(part: UploadHandlerPart): Promise<string | undefined> {
    const reader = new PartReader(part.data, budget);
    if (part.filename === undefined && part.name !== fileField) return reader.text(MAX_TEXT_FIELD_BYTES);
    // Another file field, a second file, or an empty file input (no file chosen: browsers send
    // `filename=""`, some clients no filename at all): nothing to upload.
    if (part.name !== fileField || fileSeen || !part.filename) {
      await reader.drain();
      return undefined;
    }
    fileSeen = true;
    try {
      const outcome = await streamToStorage(request, part.filename, purpose, reader, { locale, clientIp });
      if ("uuid" in outcome) result.upload = outcome;
      else fail(outcome);
    } finally {
      await reader.drain();
    }
    return undefined;
  }

  try {
    result.fields = await unstable_parseMultipartFormData(request, handle);
  } catch (error) {
    // Our own refusals (413) stand; anything the parser trips over is a broken body.
    if (isThrownAnswer(error)) throw error;
    throw refusal(400, "broken_form");
  }
  return result;
}

async function streamToStorage(
  request: Request,
  fileName: string,
  purpose: ProofUploadPurpose,
  reader: PartReader,
  options: { locale?: string; clientIp: string },
): Promise<ProofUploadValue | ProofUploadFailure> {
  // What the name says, then what the first bytes are: before anything is sent anywhere.
  if (checkProofFile({ name: fileName, type: "", size: 1 }) === "file_type") return { error: "file_type" };
  const head = await reader.head(HEAD_BYTES);
  if (head.byteLength === 0) return { error: "file_size" };
  // A chunk can be large (a request body from memory may come as one): count the first one too.
  if (head.byteLength > PROOF_MAX_BYTES) return { error: "file_size" };
  const type = sniffProofType(head);
  if (!type) return { error: "file_type" };

  let ticket: UploadTicket;
  try {
    ticket = await requestUploadTicket(request, fileName, purpose, options);
  } catch (thrown) {
    if (thrown instanceof TicketLimitError)
      return { error: "rate_limited", retryAfterSeconds: thrown.retryAfterSeconds };
    if (thrown instanceof UpstreamValidationError) {
      return { error: "upload_failed", message: refusalText(await getFixedT(request), thrown.code()) };
    }
    if (upstreamFailure(thrown)) return { error: "upload_failed" };
    throw thrown; // a redirect (session ended) or a bug
  }

  const boundary = `----CmeProofUpload${randomUUID().replace(/-/g, "")}`;
  const preamble = encoder.encode(
    Object.entries(ticket.inputs)
      .map(
        ([key, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(key)}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(fileName)}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);

  let size = head.byteLength;
  let tooLarge = false;
  const stop = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(preamble);
      controller.enqueue(head);
    },
    async pull(controller) {
      const chunk = await reader.next();
      if (!chunk) {
        controller.enqueue(closing);
        controller.close();
        return;
      }
      size += chunk.byteLength;
      if (size > PROOF_MAX_BYTES) {
        tooLarge = true;
        controller.error(new Error("file_size"));
        stop.abort();
        return;
      }
      controller.enqueue(chunk);
    },
  });

  // The browser going away stops the upload too.
  const leave = () => stop.abort();
  request.signal.addEventListener("abort", leave, { once: true });
  let response: UpstreamAnswer;
  try {
    response = await fetchWithDeadline(
      upstreamAddress(ticket.url, request),
      {
        method: "POST",
        body,
        duplex: "half",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      },
      { timeoutMs: env.UPLOAD_TIMEOUT_MS, signal: stop.signal },
    );
  } catch (error) {
    if (tooLarge) return { error: "file_size" };
    if (request.signal.aborted) throw error;
    log.warn("proof upload failed", {
      uuid: ticket.uuid,
      cause: error instanceof Error ? error.name : "unknown",
    });
    return { error: "upload_failed" };
  } finally {
    request.signal.removeEventListener("abort", leave);
  }
  const text = await response.text().catch(() => "");
  if (tooLarge) return { error: "file_size" };
  if (response.ok) return { uuid: ticket.uuid, fileName };

  let answer: { code?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not the storage's JSON (a proxy's error page).
  }
  const code = typeof answer.code === "string" ? answer.code : null;
  log.warn("proof upload refused", { uuid: ticket.uuid, status: response.status, code: code ?? undefined });
  // The storage's code, never its (English) message: uploadErrorMessage has words for it.
  return { error: storageFailure(code), code };
}
