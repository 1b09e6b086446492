/**
 * Media grants: `/videos/{token}/…` where the token names one content item and an expiry, signed
 * with HMAC-SHA256 (MEDIA_SECRET). Format: base64url("<id>.<expires unix seconds>") "." base64url(mac).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env, type ServerEnv } from "../env.ts";
import { signingSecret } from "../secrets.ts";

export interface MediaGrant {
  contentId: number;
  /** Unix seconds. */
  expires: number;
}

export interface MediaSigner {
  /** A token for the item, valid for the TTL (rounded up, see below). */
  sign(contentId: number, now: Date): { token: string; expiresAt: Date };
  /** The grant, or null when the token is malformed, tampered with or expired. */
  verify(token: string, now: Date): MediaGrant | null;
}

const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64url");

export function mediaConfigFromEnv(values: Pick<ServerEnv, "MEDIA_SECRET" | "MEDIA_URL_TTL_SECONDS"> = env) {
  return { secret: signingSecret("MEDIA_SECRET", values), ttlSeconds: values.MEDIA_URL_TTL_SECONDS };
}

export function createMediaSigner({
  secret,
  ttlSeconds,
}: {
  secret: string;
  ttlSeconds: number;
}): MediaSigner {
  const mac = (payload: string) => createHmac("sha256", secret).update(`media:${payload}`).digest();
  // The expiry is rounded up to a step (10 minutes at the default TTL), so one item's addresses stay
  // the same for a while: a page that reloads its data does not restart the player with a new URL.
  const step = Math.max(1, Math.min(600, Math.floor(ttlSeconds / 12)));
  return {
    sign(contentId, now) {
      const expires = Math.ceil((Math.floor(now.getTime() / 1000) + ttlSeconds) / step) * step;
      const payload = `${contentId}.${expires}`;
      return { token: `${b64(payload)}.${b64(mac(payload))}`, expiresAt: new Date(expires * 1000) };
    },
    verify(token, now) {
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const payload = Buffer.from(match[1], "base64url").toString("utf8");
      const parts = /^([1-9]\d{0,9})\.(\d{1,12})$/.exec(payload);
      if (!parts?.[1] || !parts[2]) return null;
      const given = Buffer.from(match[2], "base64url");
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const grant = { contentId: Number(parts[1]), expires: Number(parts[2]) };
      return grant.expires * 1000 > now.getTime() ? grant : null;
    },
  };
}

/** Builds a token from parts without checks: for tests that forge expired or foreign tokens. */
export function forgeMediaToken(secret: string, contentId: number, expires: number): string {
  const payload = `${contentId}.${expires}`;
  const sig = createHmac("sha256", secret).update(`media:${payload}`).digest();
  return `${b64(payload)}.${b64(sig)}`;
}
