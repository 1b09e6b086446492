/**
 * Upload tickets that behave like an S3 presigned POST (spec 3.3): the form fields `key`, `policy`
 * (base64 JSON with an expiration and conditions) and `x-signature` (hex HMAC-SHA256 of the
 * base64 policy). POST /uploads checks them before it accepts a file (uploads.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { publicAddress } from "./public-url.ts";
import { signingSecret } from "./secrets.ts";

/** 10240 KB (spec 9). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const TICKET_LIFETIME_MINUTES = 15;
/** What the content may be, by its magic bytes; the ticket's policy names them too. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
/** Extensions a ticket is issued for. */
export const UPLOAD_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

const secret = (): string => signingSecret("UPLOAD_SECRET");

export const uploadKey = (uuid: string): string => `uploads/${uuid}`;

export interface UploadPolicy {
  expiration: string;
  conditions: (Record<string, string> | (string | number)[])[];
}

export interface UploadTicket {
  uuid: string;
  url: string;
  /** JSON object of the form fields, as the contract's `inputs: String!`. */
  inputs: string;
  disk: "local";
}

export const signPolicy = (policy: string): string =>
  createHmac("sha256", secret()).update(policy).digest("hex");

export const encodePolicy = (policy: UploadPolicy): string =>
  Buffer.from(JSON.stringify(policy)).toString("base64");

/** The form fields for `key`, valid until `expiresAt`. */
export function uploadFields(key: string, expiresAt: Date): Record<string, string> {
  const policy = encodePolicy({
    expiration: expiresAt.toISOString(),
    conditions: [
      { key },
      ["content-length-range", 1, UPLOAD_MAX_BYTES],
      // Not an S3 condition: the reference API compares it with the sniffed type.
      ["content-type-in", ...UPLOAD_TYPES],
    ],
  });
  return { key, policy, "x-signature": signPolicy(policy) };
}

export function createTicket(uuid: string, publicUrl: string, now: Date): UploadTicket {
  const expires = new Date(now.getTime() + TICKET_LIFETIME_MINUTES * 60 * 1000);
  return {
    uuid,
    url: publicAddress("/uploads", publicUrl),
    inputs: JSON.stringify(uploadFields(uploadKey(uuid), expires)),
    disk: "local",
  };
}

export type PolicyCheck =
  | { ok: true; key: string | null; maxBytes: number; types: readonly string[] }
  | { ok: false; code: "invalid_signature" | "expired" };

/** Signature first, then expiry; answers the limits the signed policy sets. */
export function verifyPolicy(
  policy: string | undefined,
  signature: string | undefined,
  now: Date,
): PolicyCheck {
  if (!policy || !signature || !/^[0-9a-f]{64}$/i.test(signature)) {
    return { ok: false, code: "invalid_signature" };
  }
  if (!timingSafeEqual(Buffer.from(signPolicy(policy), "hex"), Buffer.from(signature, "hex"))) {
    return { ok: false, code: "invalid_signature" };
  }
  let parsed: Partial<UploadPolicy>;
  try {
    parsed = JSON.parse(Buffer.from(policy, "base64").toString("utf8")) as Partial<UploadPolicy>;
  } catch {
    // Only someone with the secret could sign this; treat it like a bad signature.
    return { ok: false, code: "invalid_signature" };
  }
  const expires = Date.parse(String(parsed.expiration));
  if (Number.isNaN(expires) || expires <= now.getTime()) return { ok: false, code: "expired" };

  let key: string | null = null;
  let maxBytes = UPLOAD_MAX_BYTES;
  let types: readonly string[] = UPLOAD_TYPES;
  for (const condition of Array.isArray(parsed.conditions) ? parsed.conditions : []) {
    if (Array.isArray(condition)) {
      const [name, ...values] = condition;
      if (name === "content-length-range" && typeof values[1] === "number") {
        maxBytes = Math.min(values[1], UPLOAD_MAX_BYTES);
      }
      if (name === "content-type-in") types = values.map(String);
    } else if (condition && typeof condition.key === "string") {
      key = condition.key;
    }
  }
  return { ok: true, key, maxBytes, types };
}

/** The type the content really has, by its first bytes; null for anything else. */
export function sniffType(head: Buffer): (typeof UPLOAD_TYPES)[number] | null {
  const starts = (bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}
