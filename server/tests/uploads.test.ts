import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPolicy, UPLOAD_MAX_BYTES, uploadFields, uploadKey } from "../upload-policy.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

interface Ticket {
  uuid: string;
  url: string;
  inputs: string;
  disk: string;
}

const PDF = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function ticket(
  fileName = "nachweis.pdf",
  purpose = "UserValidation",
  token?: string,
): Promise<Ticket> {
  const result = await t.gql<Record<string, Ticket>>(
    `mutation($f: String!) { t: signedStorageUrl${purpose}(fileName: $f) { uuid url inputs disk } }`,
    { variables: { f: fileName }, token },
  );
  expect(result.errors).toBeUndefined();
  const value = result.data?.t;
  if (!value) throw new Error("no ticket");
  return value;
}

/** Posts like a browser would: every input, then the file last. */
async function post(
  target: Ticket,
  content: Buffer,
  options: { fields?: Record<string, string>; name?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  const fields = options.fields ?? (JSON.parse(target.inputs) as Record<string, string>);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(content)]), options.name ?? "nachweis.pdf");
  return fetch(target.url, { method: "POST", body: form, headers: options.headers });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Neither a file nor a leftover temp file, and the upload still waits. */
async function expectNothingStored(uuid: string): Promise<void> {
  expect(await t.surface.upload(uuid)).toMatchObject({ stored_at: null, file: null });
  expect((await t.surface.uploads()).incoming).toEqual([]);
}

/** The storage kept exactly these bytes under the uuid. */
async function expectStored(uuid: string, content: Buffer): Promise<void> {
  const upload = await t.surface.upload(uuid);
  expect(upload?.stored_at).not.toBeNull();
  expect(upload?.file).toEqual({ uuid, size: content.length, sha256: sha256(content) });
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toBeTruthy();
}

describe("upload tickets", () => {
  it("answers an S3-style presigned POST on this API for a proof", async () => {
    const before = Date.now();
    const value = await ticket("Approbation Scan.PDF");
    expect(value.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(value.url).toBe(`${t.origin}/uploads`);
    expect(value.disk).toBe("local");
    const inputs = JSON.parse(value.inputs) as Record<string, string>;
    expect(Object.keys(inputs)).toEqual(["key", "policy", "x-signature"]);
    expect(inputs.key).toBe(`uploads/${value.uuid}`);
    expect(inputs["x-signature"]).toBe(signPolicy(inputs.policy ?? ""));
    const policy = JSON.parse(Buffer.from(inputs.policy ?? "", "base64").toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    const minutes = (Date.parse(policy.expiration) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15.1);
    expect(policy.conditions).toContainEqual({ key: `uploads/${value.uuid}` });
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 10485760]);
    expect(policy.conditions).toContainEqual([
      "content-type-in",
      "image/jpeg",
      "image/png",
      "application/pdf",
    ]);
  });

  it("issues assistant price tickets to a signed-in user only", async () => {
    const anonymous = await t.gql(
      'mutation { signedStorageUrlAssistantPriceValidation(fileName: "bescheinigung.jpeg") { uuid } }',
    );
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]).toMatchObject(UNAUTHENTICATED);
    const value = await ticket(
      "bescheinigung.jpeg",
      "AssistantPriceValidation",
      await t.login("arzt@example.com"),
    );
    expect(JSON.parse(value.inputs).key).toBe(`uploads/${value.uuid}`);
  });

  it("issues proof tickets without a token: registration uploads before there is an account", async () => {
    const value = await ticket("nachweis.pdf", "UserValidation");
    expect(JSON.parse(value.inputs).key).toBe(`uploads/${value.uuid}`);
  });

  it.each([
    ["", "The file name field is required."],
    ["programm.exe", "The file must be a file of type: jpeg, png, pdf."],
    ["pdf", "The file must be a file of type: jpeg, png, pdf."],
    [`${"a".repeat(252)}.pdf`, "The file name field must not be greater than 255 characters."],
  ])("refuses the file name %j", async (fileName, text) => {
    const result = await t.gql(
      "mutation($f: String!) { signedStorageUrlUserValidation(fileName: $f) { uuid } }",
      {
        variables: { f: fileName },
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [signedStorageUrlUserValidation].",
      extensions: { category: "validation", validation: { fileName: [text] } },
    });
  });
});

describe("POST /uploads", () => {
  it.each([
    ["PDF", PDF, "application/pdf"],
    ["PNG", PNG, "image/png"],
    ["JPEG", JPEG, "image/jpeg"],
  ])("stores a valid %s and answers 204", async (_label, content, mime) => {
    const value = await ticket();
    const response = await post(value, content, { headers: { origin: "http://localhost:3000" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toBe("");
    await expectStored(value.uuid, content);
    expect((await t.surface.upload(value.uuid))?.mime).toBe(mime);
  });

  it("stores a file of exactly 10240 KB", async () => {
    const value = await ticket();
    const content = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PDF.copy(content);
    expect((await post(value, content)).status).toBe(204);
    await expectStored(value.uuid, content);
  });

  it("refuses 10240 KB + 1 byte and stores nothing", async () => {
    const value = await ticket();
    const content = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    PDF.copy(content);
    await expectError(await post(value, content), 400, "file_too_large");
    await expectNothingStored(value.uuid);
  });

  it("refuses a body far over the limit without reading it", async () => {
    const value = await ticket();
    const response = await post(value, Buffer.alloc(UPLOAD_MAX_BYTES * 2, 0x25)).catch(() => null);
    // The connection is closed after the answer; a client may see the answer or only the close.
    if (response) await expectError(response, 400, "file_too_large");
    await expectNothingStored(value.uuid);
  });

  it("refuses an .exe renamed to .pdf by its content", async () => {
    const value = await ticket("rechnung.pdf");
    await expectError(await post(value, EXE, { name: "rechnung.pdf" }), 400, "invalid_type");
    await expectNothingStored(value.uuid);
  });

  it("refuses an empty file", async () => {
    const value = await ticket();
    await expectError(await post(value, Buffer.alloc(0)), 400, "file_empty");
    await expectNothingStored(value.uuid);
  });

  it("refuses an expired ticket", async () => {
    const value = await ticket();
    const fields = uploadFields(uploadKey(value.uuid), new Date(Date.now() - 1000));
    await expectError(await post(value, PDF, { fields }), 403, "expired");
    await expectNothingStored(value.uuid);
  });

  it("refuses a bad signature, and a policy changed after signing", async () => {
    const value = await ticket();
    const inputs = JSON.parse(value.inputs) as Record<string, string>;
    const badSignature = { ...inputs, "x-signature": "0".repeat(64) };
    await expectError(await post(value, PDF, { fields: badSignature }), 403, "invalid_signature");
    const longer = uploadFields(uploadKey(value.uuid), new Date(Date.now() + 86_400_000)).policy ?? "";
    const swapped = { ...inputs, policy: longer };
    await expectError(await post(value, PDF, { fields: swapped }), 403, "invalid_signature");
    const { key, policy } = inputs as { key: string; policy: string };
    await expectError(await post(value, PDF, { fields: { key, policy } }), 403, "invalid_signature");
    await expectNothingStored(value.uuid);
  });

  it("refuses a key other than the signed one, and an unknown key", async () => {
    const first = await ticket();
    const second = await ticket();
    const inputs = JSON.parse(first.inputs) as Record<string, string>;
    await expectError(
      await post(first, PDF, { fields: { ...inputs, key: `uploads/${second.uuid}` } }),
      403,
      "invalid_key",
    );
    const unknown = uploadFields(
      "uploads/00000000-0000-4000-8000-000000000000",
      new Date(Date.now() + 60_000),
    );
    await expectError(await post(first, PDF, { fields: unknown }), 403, "invalid_key");
    await expectNothingStored(first.uuid);
    await expectNothingStored(second.uuid);
  });

  it("refuses to reuse a key once its file is stored", async () => {
    const value = await ticket();
    expect((await post(value, PDF)).status).toBe(204);
    await expectError(await post(value, PNG), 403, "invalid_key");
    await expectStored(value.uuid, PDF);
  });

  it("checks the signature before the size and the type", async () => {
    const value = await ticket();
    const inputs = JSON.parse(value.inputs) as Record<string, string>;
    const fields = { ...inputs, "x-signature": "f".repeat(64) };
    await expectError(await post(value, EXE, { fields }), 403, "invalid_signature");
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    await expectError(await post(value, big), 400, "file_too_large");
  });

  it("refuses bodies that are not multipart form data, or have no file", async () => {
    const value = await ticket();
    const json = await fetch(value.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(JSON.parse(value.inputs)),
    });
    await expectError(json, 400, "invalid_request");
    const form = new FormData();
    for (const [name, field] of Object.entries(JSON.parse(value.inputs) as Record<string, string>)) {
      form.append(name, field);
    }
    await expectError(await fetch(value.url, { method: "POST", body: form }), 400, "invalid_request");
    const truncated = await fetch(value.url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/x',
    });
    await expectError(truncated, 400, "invalid_request");
    await expectNothingStored(value.uuid);
  });

  it("answers the CORS preflight and refuses other methods", async () => {
    const preflight = await fetch(`${t.origin}/uploads`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    await expectError(await fetch(`${t.origin}/uploads`), 405, "method_not_allowed");
  });
});
