import { createHash } from "node:crypto";

/** The reference API's tokens: 40 random bytes, base64url (server/store/tokens.ts). */
const TOKEN_LENGTH = 54;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The live API tokens (given by their SHA-256, from the test surface) that occur in `text`. A token can
 * only hide in a run of base64url characters at least as long as a token: every window of such runs
 * is hashed and compared, so the test needs no token in clear and reads no session store.
 */
export function tokensIn(text: string, tokenHashes: string[]): string[] {
  const wanted = new Set(tokenHashes);
  const found: string[] = [];
  for (const [run] of text.matchAll(new RegExp(`[A-Za-z0-9_-]{${TOKEN_LENGTH},}`, "g"))) {
    for (let start = 0; start + TOKEN_LENGTH <= run.length; start += 1) {
      const hash = sha256(run.slice(start, start + TOKEN_LENGTH));
      if (wanted.has(hash)) found.push(hash);
    }
  }
  return found;
}
