import { randomBytes } from "node:crypto";
import { access, constants, mkdir } from "node:fs/promises";
import path from "node:path";
import {
  createCookie,
  createFileSessionStorage,
  createSessionStorage,
  type SessionStorage,
} from "@remix-run/node";
import type { Redis } from "ioredis";
import type { FlashMessage } from "~/lib/flash";
import type { RegistrationValues } from "~/lib/schemas/register";
import { cookieSecure, env } from "./env";
import { redis } from "./redis";

export type SessionData = {
  /** The upstream API token. Never leaves the server. */
  token: string;
  registration: RegistrationDraft;
  /** Login answered SUSPENDED: what the validation-renewal dialog shows and sends (spec §4). */
  renewal: {
    email: string;
    password: string;
    validationStatus: string | null;
    profession: string | null;
    country: string | null;
  };
  /** Forgot-password draft (spec §4): the email the code was sent to, until the reset or the dialog closes. */
  forgotPassword: { email: string };
};
/** The registration draft (spec 3.2), kept server-side between the dialog's steps; the password only until the end. */
export type RegistrationDraft = {
  /** The furthest step the user may open. */
  reached: number;
  values: RegistrationValues;
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

export function createFileStore(dir: string): AppSessionStorage {
  return createFileSessionStorage<SessionData, SessionFlashData>({ cookie: sessionCookie, dir });
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
