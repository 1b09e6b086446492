import { randomBytes } from "node:crypto";
import { readFile } from "node:fs";
import { access, chmod, constants, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createCookie, createSessionStorage, type SessionStorage } from "@remix-run/node";
import type { Redis } from "ioredis";
import type { FlashMessage } from "~/lib/flash";
import type { RegistrationValues } from "~/features/auth/register.schema";
import { cookieSecure, env } from "./env";
import { redis } from "./redis";

/** Every draft carries its end (ms since the epoch); an expired draft is dropped when the session is read. */
type Draft<T> = T & { expiresAt: number };

export type SessionData = {
  /** The upstream API token. Never leaves the server. */
  token: string;
  /** The session began with the registration: /home welcomes, it does not welcome back. */
  newAccount: boolean;
  /** The registration dialog's steps (spec 3.2); the password only sealed (seal.ts). */
  registration: Draft<RegistrationDraft>;
  /**
   * Login answered SUSPENDED (spec §4): what the validation-renewal dialog shows, and the upstream's
   * renewal ticket that sends the proof (the proof that the password was right; never the password).
   */
  renewal: Draft<{
    email: string;
    renewalToken: string;
    validationStatus: string | null;
    profession: string | null;
    country: string | null;
  }>;
  /** Forgot-password draft (spec §4): the email the code was sent to, until the reset or the dialog closes. */
  forgotPassword: Draft<{ email: string }>;
  /** Uuids of the proof uploads this session asked tickets for: a form may only name one of these. */
  uploads: Draft<{ uuids: string[] }>;
  /** The confirm-data dialog (spec 2.5): the main field chosen in step 1, or that it was put off. */
  confirmData: Draft<{ fieldId: string | null; dismissed: boolean }>;
  /** The checkout (spec 3.3 payment draft): for one event or bundle, never a price or total. */
  payment: Draft<PaymentDraft>;
};
export type PaymentDraft = {
  slug: string;
  priceId: string | null;
  /** The assistant-doctor proof uploaded in step 1. */
  proof: { uuid: string; fileName: string } | null;
  address: BillingAddressDraft | null;
  /** Step 2 as typed when the user went back from it, unchecked: shown there again, never ordered. */
  typedAddress?: BillingAddressDraft | null;
  /** The one discount code (spec §5), as the user typed it. */
  discountCode: string | null;
  /** The order of the last payment started, and whether the browser went to the provider. */
  orderId: string | null;
  redirected: boolean;
};
export type BillingAddressDraft = {
  first_name: string;
  last_name: string;
  company?: string;
  street: string;
  zip: string;
  city: string;
  country: string;
};
/** The registration draft (spec 3.2), kept server-side between the dialog's steps. */
export type RegistrationDraft = {
  /** The furthest step the user may open. */
  reached: number;
  /** The step values; `password` is sealed (encrypted with a server key), never in clear. */
  values: RegistrationValues;
  /** The same-site page to go to once registered (the dialog's `redirect`), else /home. */
  redirectTo?: string;
};

export type SessionFlashData = { flash: FlashMessage };
export type AppSessionStorage = SessionStorage<SessionData, SessionFlashData>;

const SESSION_MAX_AGE = 400 * 24 * 60 * 60;

export const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: cookieSecure,
  path: "/",
  maxAge: SESSION_MAX_AGE,
  secrets: [env.SESSION_SECRET],
});

/** Redis-backed store for many hosts: one key per session, expiring with the cookie. */
export function createRedisSessionStorage(redis: Redis, prefix = "session:"): AppSessionStorage {
  const ttlMs = (expires?: Date) =>
    expires ? Math.max(1, expires.getTime() - Date.now()) : SESSION_MAX_AGE * 1000;
  return createSessionStorage<SessionData, SessionFlashData>({
    cookie: sessionCookie,
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      await redis.set(prefix + id, JSON.stringify(data), "PX", ttlMs(expires));
      return id;
    },
    async readData(id) {
      const raw = await redis.get(prefix + id);
      return raw ? JSON.parse(raw) : null;
    },
    async updateData(id, data, expires) {
      await redis.set(prefix + id, JSON.stringify(data), "PX", ttlMs(expires));
    },
    async deleteData(id) {
      await redis.del(prefix + id);
    },
  });
}

const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

// Every signed-in request reads its session: fs.readFile with a callback costs half the CPU of
// fs/promises' (no FileHandle per read; measured 30 against 60 µs).
const readText = promisify(readFile);

/**
 * File store for one host: one JSON file per session, readable by the app's user only (0600, in a
 * 0700 directory: the files hold API tokens), written to a temporary file and renamed, so a crash
 * never leaves half a session. Expired sessions read as none and are deleted.
 */
export function createFileStore(dir: string): AppSessionStorage {
  const file = (id: string) => path.join(dir, `${id}.json`);
  const ready = mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700));
  async function write(id: string, data: unknown, expires?: Date) {
    await ready;
    const temporary = `${file(id)}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, JSON.stringify({ data, expires: expires?.toISOString() ?? null }), {
      mode: 0o600,
    });
    await rename(temporary, file(id));
  }
  return createSessionStorage<SessionData, SessionFlashData>({
    cookie: sessionCookie,
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      await write(id, data, expires);
      return id;
    },
    async readData(id) {
      if (!SESSION_ID.test(id)) return null;
      try {
        const stored = JSON.parse(await readText(file(id), "utf8")) as {
          data: never;
          expires: string | null;
        };
        if (stored.expires && new Date(stored.expires) <= new Date()) {
          await unlink(file(id)).catch(() => undefined);
          return null;
        }
        return stored.data;
      } catch {
        return null;
      }
    },
    async updateData(id, data, expires) {
      if (SESSION_ID.test(id)) await write(id, data, expires);
    },
    async deleteData(id) {
      if (SESSION_ID.test(id)) await unlink(file(id)).catch(() => undefined);
    },
  });
}

type Store = { storage: AppSessionStorage; ping(): Promise<void>; kind: "redis" | "file" };

function createStore(): Store {
  if (redis) {
    const client = redis;
    return {
      kind: "redis",
      storage: createRedisSessionStorage(client),
      ping: async () => void (await client.ping()),
    };
  }
  const dir = path.resolve(env.DATA_DIR, "sessions");
  return {
    kind: "file",
    storage: createFileStore(dir),
    ping: async () => {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}

export const sessionStore = createStore();
