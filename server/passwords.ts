import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Format: scrypt$N$r$p$salt$hash (salt and hash base64url), so parameters can be raised later.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(salt: Buffer, key: Buffer): string {
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, { N, r: R, p: P }));
}

/** For seeding, where a few synchronous hashes are simpler than awaiting. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? "", "base64url");
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt ?? "", "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verified against for unknown emails so both login failures take the same time.
let dummyHash: string | undefined;

export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= await hashPassword(randomBytes(12).toString("base64url"));
  await verifyPassword(password, dummyHash);
}
