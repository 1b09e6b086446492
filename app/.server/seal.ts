import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "./env";

// A secret a draft must carry through several steps (the registration's password until the last
// step) is kept sealed: AES-256-GCM under a key derived from SESSION_SECRET. A session store that
// leaks (a Redis dump, a copied data directory) then holds no password in clear.
const key = Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "", "cme session draft seal v1", 32));
const b64 = (bytes: Buffer) => bytes.toString("base64url");

export function seal(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", b64(iv), b64(body), b64(cipher.getAuthTag())].join(".");
}

/** The sealed text, or null when it is not ours (another key, tampered, not sealed at all). */
export function unseal(sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
