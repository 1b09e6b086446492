import { data, type Session } from "@remix-run/node";
import { cookieSecure } from "./env";
import { log } from "./log";
import { countSessionStoreError } from "./metrics";
import { sessionStore, type SessionData, type SessionFlashData } from "./session-store";
import type { FlashMessage } from "~/lib/flash";
import { inRequestScope, sharedInRequest } from "./request-scope";

export type AppSession = Session<SessionData, SessionFlashData>;

const { storage } = sessionStore;
// Loaders of one request share its session read.
const perRequest = new WeakMap<Request, Promise<AppSession>>();

/**
 * How long a draft outlives its last change, in minutes: a dialog left half-way must not keep what
 * was typed for the cookie's 400 days. The registration code lives 30 minutes, the renewal ticket 15.
 */
export const DRAFT_TTL_MINUTES = {
  registration: 120,
  forgotPassword: 30,
  renewal: 15,
  uploads: 120,
  // Put off with "later" (no main field yet): asked again at the next visit after this.
  confirmData: 60,
  payment: 120,
} as const satisfies Record<DraftKey, number>;

type DraftKey = "registration" | "forgotPassword" | "renewal" | "uploads" | "confirmData" | "payment";
type DraftValue<K extends DraftKey> = Omit<SessionData[K], "expiresAt">;

/** Stores a draft with its end, counted from now. */
export function setDraft<K extends DraftKey>(session: AppSession, key: K, value: DraftValue<K>): void {
  const expiresAt = Date.now() + DRAFT_TTL_MINUTES[key] * 60_000;
  session.set(key, { ...value, expiresAt } as SessionData[K]);
}

/** Drops expired drafts; true when one was dropped (the next commit removes it from the store). */
function dropExpiredDrafts(session: AppSession): boolean {
  let dropped = false;
  for (const key of Object.keys(DRAFT_TTL_MINUTES) as DraftKey[]) {
    const draft = session.get(key);
    if (draft && !(draft.expiresAt > Date.now())) {
      session.unset(key);
      dropped = true;
    }
  }
  return dropped;
}

const withDroppedDrafts = new WeakSet<AppSession>();

/** True when reading the session dropped an expired draft: commit it so the store forgets it too. */
export const droppedDrafts = (session: AppSession) => withDroppedDrafts.has(session);

/**
 * The session store did not answer (Redis down while REDIS_URL is set): nobody is known, so pages
 * answer what they answer for an unreachable upstream (503 with a way to try again; legal pages still
 * render, root-data.ts). Logged once per failed store call, without the session id.
 */
function storeUnavailable(operation: string, error: unknown, request?: Request): never {
  countSessionStoreError(sessionStore.kind, operation);
  log.warn("session store unavailable", {
    operation,
    requestId: request?.headers.get("x-request-id") ?? undefined,
    cause: error instanceof Error ? error.name : undefined,
  });
  throw data({ reason: "store_unavailable" }, { status: 503 });
}

function readSession(request: Request): Promise<AppSession> {
  return storage.getSession(request.headers.get("Cookie")).then(
    (loaded) => {
      if (dropExpiredDrafts(loaded)) withDroppedDrafts.add(loaded);
      return loaded;
    },
    (error: unknown) => storeUnavailable("read", error, request),
  );
}

/**
 * The request's session, without expired drafts. The loaders of one page (GET) share one read and
 * one object: they reach the upstream in the same tick, so their queries travel as one batch
 * (api.ts). An action reads its own, and so do the loaders that run after it.
 */
export function getSession(request: Request): Promise<AppSession> {
  if (request.method === "GET" && inRequestScope()) {
    return sharedInRequest(`session:${request.headers.get("Cookie") ?? ""}`, () => readSession(request));
  }
  let session = perRequest.get(request);
  if (!session) {
    session = readSession(request);
    perRequest.set(request, session);
  }
  return session;
}

/**
 * The session, or null while the session store is down: for the pages that serve everyone (the frame,
 * the landing page), which then render for an unknown visitor instead of failing.
 */
export function getSessionIfAvailable(request: Request): Promise<AppSession | null> {
  return getSession(request).catch((error: unknown) => {
    if (isStoreUnavailable(error)) return null;
    throw error;
  });
}

const isStoreUnavailable = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { data?: { reason?: string } }).data?.reason === "store_unavailable";

/** Throws the store's 503 when it does not answer: before work whose result must go into a session (a login). */
export const requireSessionStore = (request: Request): Promise<void> =>
  sessionStore.ping().catch((error: unknown) => storeUnavailable("ping", error, request));

export const commitSession = (session: AppSession) =>
  storage.commitSession(session).catch((error: unknown) => storeUnavailable("write", error));
export const destroySession = (session: AppSession) =>
  storage.destroySession(session).catch((error: unknown) => storeUnavailable("delete", error));

// Hosts a browser treats as secure over plain HTTP: it keeps Secure cookies for them.
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;
let insecureLogged = false;

/**
 * True when the session cookie would be lost: it is Secure (production) but the page came over plain
 * HTTP to a host other than this machine, so the browser drops it and a login ends signed out without
 * a word. Logged once per process with what to set (decision 030); the caller tells the user.
 */
export function sessionCookieWouldBeDropped(request: Request): boolean {
  const url = new URL(request.url);
  if (!cookieSecure || url.protocol !== "http:" || LOCAL_HOST.test(url.hostname)) return false;
  if (!insecureLogged) {
    insecureLogged = true;
    log.warn(
      "session cookie is Secure but the site came over plain HTTP: browsers drop it, nobody can sign in. " +
        "Serve the site over HTTPS (behind a TLS proxy set TRUST_PROXY so its X-Forwarded-Proto counts), " +
        "or set COOKIE_SECURE=false on a private network",
      { host: url.host },
    );
  }
  return true;
}

/** A fresh session with a new id: used at login so a planted session id never gains rights. */
export async function rotateSession(request: Request): Promise<AppSession> {
  const old = await getSession(request);
  if (old.id) await destroySession(old);
  const fresh = await storage.getSession();
  perRequest.set(request, Promise.resolve(fresh));
  return fresh;
}

export async function getToken(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get("token");
}

/** Adds a one-time message for the next page and returns the Set-Cookie header for the redirect. */
export async function flash(request: Request, message: FlashMessage): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash("flash", message);
  return { "Set-Cookie": await commitSession(session) };
}
