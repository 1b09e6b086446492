import type { Session } from "@remix-run/node";
import { sessionStore, type SessionData, type SessionFlashData } from "./session-store";
import type { FlashMessage } from "~/lib/flash";

export type AppSession = Session<SessionData, SessionFlashData>;

const { storage } = sessionStore;
// Loaders of one request share its session read.
const perRequest = new WeakMap<Request, Promise<AppSession>>();

export function getSession(request: Request): Promise<AppSession> {
  let session = perRequest.get(request);
  if (!session) {
    session = storage.getSession(request.headers.get("Cookie"));
    perRequest.set(request, session);
  }
  return session;
}

export const commitSession = (session: AppSession) => storage.commitSession(session);
export const destroySession = (session: AppSession) => storage.destroySession(session);

/** A fresh session with a new id: used at login so a planted session id never gains rights. */
export async function rotateSession(request: Request): Promise<AppSession> {
  const old = await getSession(request);
  if (old.id) await storage.destroySession(old);
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
