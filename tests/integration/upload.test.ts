import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18nFor } from "~/.server/i18n";
import { parseProofUpload } from "~/.server/upload";
import { storageFailure, uploadErrorMessage } from "~/lib/proof-upload";
import { PROOF_MAX_BYTES } from "~/lib/proof";
import * as uploadTicket from "~/routes/upload-ticket";
import { api, BASE, call, freshUser, registeringJar, signedIn } from "./helpers";

// Everything runs against the real reference API and its storage endpoint; msw fakes only the
// storage's `expired` answer, which the API cannot be made to give on demand.
const mock = setupServer();
beforeAll(() => mock.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The storage kept exactly these bytes under the uuid. */
async function expectStored(uuid: string, bytes: Uint8Array) {
  expect((await api.upload(uuid))?.file).toEqual({ uuid, size: bytes.byteLength, sha256: sha256(bytes) });
}

/** Stored files, and files still on their way, of the reference storage. */
async function storedFiles(): Promise<string[]> {
  const { stored, incoming } = await api.uploads();
  return [...stored.map((file) => file.uuid), ...incoming.map((name) => `.incoming/${name}`)];
}

/** Waits until the storage has cleaned up after a broken-off upload. */
async function expectNothingNewStored(before: string[]) {
  const deadline = Date.now() + 3_000;
  let now = await storedFiles();
  while (now.length !== before.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await storedFiles();
  }
  expect(now.sort()).toEqual([...before].sort());
}

const de = i18nFor("de").getFixedT("de");

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

type Upload = { bytes: Uint8Array; name: string; type?: string };
const CHUNK = 64 * 1024;

/**
 * A step form posted by a browser without JavaScript: fields, the file input (`filename=""` when
 * no file was chosen), more fields; the body arrives in 64 KB pieces like from a socket.
 * `beforeRest` runs once the first piece of the file is sent, before the rest of it.
 */
function browserPost(file: Upload | null, beforeRest?: () => Promise<void>) {
  const boundary = `----WebKitFormBoundary${Math.random().toString(36).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("intent", "next") +
      field("efn", "") +
      `--${boundary}\r\nContent-Disposition: form-data; name="proof_file"; filename="${file?.name ?? ""}"\r\n` +
      `Content-Type: ${file ? (file.type ?? "application/pdf") : "application/octet-stream"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n${field("after", "still here")}--${boundary}--\r\n`);
  const body = Buffer.concat([head, file?.bytes ?? new Uint8Array(), tail]);
  let offset = 0;
  let gate = beforeRest;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= body.length) return controller.close();
      if (gate && offset >= head.length + CHUNK) {
        await gate();
        gate = undefined;
      }
      controller.enqueue(body.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
  return new Request(`${BASE}/?dialog=register&step=5`, {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: registration },
  } as RequestInit & { duplex: "half" });
}

/** The same form as one in-memory body (the whole file may come as one chunk). */
function inMemoryPost(file: Upload) {
  const form = new FormData();
  form.set("intent", "next");
  form.set(
    "proof_file",
    new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "application/pdf" }),
  );
  form.set("after", "still here");
  return new Request(`${BASE}/?dialog=register&step=5`, {
    method: "POST",
    body: form,
    headers: { Cookie: registration },
  });
}

/** A PDF-looking file of `size` bytes. */
function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PDF.subarray(0, 16));
  return bytes;
}

// Each test posts as a session of its own that registers (tickets are limited per session).
let registration = "";
beforeEach(async () => {
  registration = (await registeringJar()).header();
});

describe("parseProofUpload (no JavaScript)", () => {
  it("streams a small PDF on to the storage and answers its uuid, with the other fields", async () => {
    const result = await parseProofUpload(browserPost({ bytes: PDF, name: "Approbation Müller.pdf" }), {
      clientIp: "203.0.113.7",
    });
    expect(result.error).toBeNull();
    expect(result.upload).toMatchObject({ fileName: "Approbation Müller.pdf" });
    expect(result.upload!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(result.fields)).toEqual({ intent: "next", efn: "", after: "still here" });
    // The API knows the upload: the storage kept exactly these bytes under the uuid.
    await expectStored(result.upload!.uuid, PDF);
  });

  it("uploads nothing when no file was chosen", async () => {
    const before = await storedFiles();
    const result = await parseProofUpload(browserPost(null), { clientIp: "203.0.113.7" });
    expect(result).toMatchObject({ upload: null, error: null, failure: null });
    expect(result.fields.get("after")).toBe("still here");
    expect(result.fields.has("proof_file")).toBe(false);
    await expectNothingNewStored(before);
  });

  it("streams: the storage receives the file while the browser is still sending it", async () => {
    const onTheirWay = async () => (await api.uploads()).incoming;
    const earlier = new Set(await onTheirWay());
    const started = async () => {
      // Holds the rest of the body back until the storage has begun writing the file: a BFF that
      // buffered the whole file first would never get here (and the test would time out).
      const deadline = Date.now() + 5_000;
      while (!(await onTheirWay()).some((name) => !earlier.has(name))) {
        if (Date.now() > deadline) throw new Error("the storage got nothing before the whole file was sent");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const result = await parseProofUpload(
      browserPost({ bytes: pdfOfSize(2 * 1024 * 1024), name: "scan.pdf" }, started),
      { clientIp: "203.0.113.7" },
    );
    expect(result.error).toBeNull();
    expect((await api.upload(result.upload!.uuid))?.file?.size).toBe(2 * 1024 * 1024);
  });

  it("stops a file of 10 MB + 1 byte with file_size mid-stream and stores nothing", async () => {
    const before = await storedFiles();
    const result = await parseProofUpload(
      browserPost({ bytes: pdfOfSize(PROOF_MAX_BYTES + 1), name: "scan.pdf" }),
      { clientIp: "203.0.113.7" },
    );
    expect(result.upload).toBeNull();
    expect(result.error).toBe("file_size");
    expect(uploadErrorMessage(de, result.failure!)).toBe("Ungültige Dateigröße");
    expect(result.fields.get("after")).toBe("still here");
    await expectNothingNewStored(before);
  });

  it("refuses 10 MB + 1 byte arriving as one chunk, before asking for a ticket", async () => {
    const before = await storedFiles();
    const result = await parseProofUpload(
      inMemoryPost({ bytes: pdfOfSize(PROOF_MAX_BYTES + 1), name: "scan.pdf" }),
      { clientIp: "203.0.113.7" },
    );
    expect(result).toMatchObject({ upload: null, error: "file_size" });
    await expectNothingNewStored(before);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const result = await parseProofUpload(
      browserPost({ bytes: pdfOfSize(PROOF_MAX_BYTES), name: "scan.pdf" }),
      { clientIp: "203.0.113.7" },
    );
    expect(result.error).toBeNull();
    expect((await api.upload(result.upload!.uuid))?.file?.size).toBe(PROOF_MAX_BYTES);
  });

  it("refuses an empty file with file_size", async () => {
    const result = await parseProofUpload(browserPost({ bytes: new Uint8Array(), name: "leer.pdf" }), {
      clientIp: "203.0.113.7",
    });
    expect(result).toMatchObject({ upload: null, error: "file_size" });
  });

  it("refuses an .exe renamed to .pdf by its first bytes (file_type) and stores nothing", async () => {
    const before = await storedFiles();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00"), Buffer.alloc(4096, 1)]);
    const result = await parseProofUpload(browserPost({ bytes: exe, name: "nachweis.pdf" }), {
      clientIp: "203.0.113.7",
    });
    expect(result).toMatchObject({ upload: null, error: "file_type" });
    expect(uploadErrorMessage(de, result.failure!)).toBe("Ungültiger Dateityp");
    await expectNothingNewStored(before);
  });

  it("refuses a file whose name is not JPEG, PNG or PDF", async () => {
    const result = await parseProofUpload(browserPost({ bytes: PDF, name: "virus.exe" }), {
      clientIp: "203.0.113.7",
    });
    expect(result).toMatchObject({ upload: null, error: "file_type" });
  });

  it("turns the storage's `expired` answer into the expired message and keeps nothing", async () => {
    let storageCalled = false;
    mock.use(
      http.post(/\/uploads$/, () => {
        storageCalled = true;
        return HttpResponse.json(
          { code: "expired", message: "The upload ticket has expired." },
          { status: 403 },
        );
      }),
    );
    const before = await storedFiles();
    const result = await parseProofUpload(browserPost({ bytes: PDF, name: "alt.pdf" }), {
      clientIp: "203.0.113.7",
    });
    expect(storageCalled).toBe(true);
    expect(result.upload).toBeNull();
    expect(result.error).toBe("upload_failed");
    expect(result.failure).toMatchObject({ code: "expired" });
    expect(uploadErrorMessage(de, result.failure!)).toBe(
      "Der Upload-Link ist abgelaufen. Bitte wähle die Datei erneut.",
    );
    expect(result.fields.get("after")).toBe("still here");
    await expectNothingNewStored(before);
  });

  it("reads an ordinary (not multipart) form as fields without an upload", async () => {
    const request = new Request(`${BASE}/`, {
      method: "POST",
      body: new URLSearchParams({ intent: "back" }),
    });
    const result = await parseProofUpload(request, { clientIp: "203.0.113.7" });
    expect(result).toMatchObject({ upload: null, error: null });
    expect(result.fields.get("intent")).toBe("back");
  });
});

describe("the storage's answers, as the upload area shows them", () => {
  it("maps every storage code to the right message (never the storage's English, decision 034)", () => {
    const message = (code: string) => uploadErrorMessage(de, { error: storageFailure(code), code });
    expect(message("file_too_large")).toBe("Ungültige Dateigröße");
    expect(message("file_empty")).toBe("Ungültige Dateigröße");
    expect(message("invalid_type")).toBe("Ungültiger Dateityp");
    expect(message("expired")).toBe("Der Upload-Link ist abgelaufen. Bitte wähle die Datei erneut.");
    expect(message("invalid_signature")).toBe("Die Datei konnte nicht hochgeladen werden.");
    // A refused ticket: the BFF's words for the upstream's code follow the general message.
    expect(uploadErrorMessage(de, { error: "upload_failed", message: "Die Eingabe ist zu lang" })).toBe(
      "Die Datei konnte nicht hochgeladen werden. Die Eingabe ist zu lang",
    );
    expect(uploadErrorMessage(de, { error: "upload_failed" })).toBe(
      "Die Datei konnte nicht hochgeladen werden.",
    );
    const en = i18nFor("en").getFixedT("en");
    expect(uploadErrorMessage(en, { error: "upload_failed", code: "expired" })).toBe(
      "The upload link has expired. Please choose the file again.",
    );
  });
});

describe("/upload-ticket (JavaScript)", () => {
  // Tickets are for sessions that register, renew or are signed in.
  let cookie = "";
  beforeAll(async () => {
    cookie = (await registeringJar()).header();
  });

  it("answers a ticket the browser can post the file with", async () => {
    const result = await call(uploadTicket.action, {
      path: "/upload-ticket",
      cookie,
      form: { fileName: "Nachweis.png", purpose: "user_validation" },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    const ticket = result.data as { uuid: string; url: string; inputs: Record<string, string> };
    expect(ticket.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(ticket.inputs).length).toBeGreaterThan(0);

    // What ProofUpload's XMLHttpRequest sends: the inputs, then the file.
    const body = new FormData();
    for (const [key, value] of Object.entries(ticket.inputs)) body.append(key, value);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    body.append("file", new File([png], "Nachweis.png", { type: "image/png" }));
    const stored = await fetch(ticket.url, { method: "POST", body });
    expect(stored.status).toBe(204);
    await expectStored(ticket.uuid, png);
  });

  it("answers a ticket for an assistant-doctor price proof to a signed-in user", async () => {
    // Assistant price proofs belong to a checkout: only a signed-in session gets their tickets.
    const result = await call(uploadTicket.action, {
      path: "/upload-ticket",
      cookie: (await signedIn(await freshUser())).header(),
      form: { fileName: "bescheinigung.pdf", purpose: "assistant_price_validation" },
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ uuid: expect.any(String), url: expect.any(String) });
  });

  it("refuses virus.exe with file_type", async () => {
    const result = await call(uploadTicket.action, {
      path: "/upload-ticket",
      cookie,
      form: { fileName: "virus.exe", purpose: "user_validation" },
    });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ error: "file_type" });
  });

  it("refuses an unknown purpose", async () => {
    const result = await call(uploadTicket.action, {
      path: "/upload-ticket",
      cookie,
      form: { fileName: "a.pdf", purpose: "avatar" },
    });
    expect(result.status).toBe(400);
  });

  it("answers 405 to GET", async () => {
    const result = await call(uploadTicket.loader, { path: "/upload-ticket" });
    expect(result.status).toBe(405);
    expect(result.headers.get("Allow")).toBe("POST");
  });
});
