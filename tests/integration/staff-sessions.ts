import { expect } from "vitest";
import { cookieOf, postForm, signInAt, type AppProcess } from "./app-process";
import { api } from "./helpers";

// Signing in and reading pages of one app process, as the staff pages' tests do. `app` is a getter:
// the tests start their process in beforeAll.

export function staffSessions(app: () => AppProcess) {
  const signIn = (email: string) => signInAt(app(), email);
  const get = (path: string, cookie?: string) =>
    fetch(app().url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  /** A new staff account of `role`, signed in. */
  const staffMember = async (role: string) =>
    signIn((await api.createUser({ like: "team@example.com", role })).email);
  return {
    signIn,
    get,
    /** A form post as a browser without JavaScript sends it, in `cookie`'s session. */
    post: (path: string, form: Record<string, string>, cookie: string) =>
      postForm(app(), path, form, { cookie }),
    staffMember,
    /** A new staff account of `role` that switched to seeing the site as a user: its session now. */
    async simulatingStaffMember(role: string) {
      const cookie = await staffMember(role);
      const switched = await postForm(
        app(),
        "/simulate",
        { enabled: "true", redirectTo: "/home" },
        { cookie },
      );
      expect(switched.status).toBe(302);
      return cookieOf(switched) || cookie;
    },
    /** Each page sends the signed-out to the login and answers 404 to each of `cookies`. */
    async expectHiddenFrom(paths: string[], cookies: string[]) {
      for (const path of paths) {
        const signedOut = await get(path);
        expect(signedOut.status, path).toBe(302);
        expect(signedOut.headers.get("location"), path).toMatch(/^\/\?dialog=login&redirect=/);
        for (const cookie of cookies) {
          expect((await get(path, cookie)).status, path).toBe(404);
        }
      }
    },
  };
}
