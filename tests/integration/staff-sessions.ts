import { postForm, type AppProcess } from "./app-process";
import { api, DEMO_PASSWORD } from "./helpers";

// Signing in and reading pages of one app process, as the staff pages' tests do. `app` is a getter:
// the tests start their process in beforeAll.

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

export function staffSessions(app: () => AppProcess) {
  async function signIn(email: string): Promise<string> {
    const response = await postForm(app(), "/?index&dialog=login", {
      intent: "login",
      email,
      password: DEMO_PASSWORD,
    });
    if (response.status !== 302) throw new Error(`login of ${email} answered ${response.status}`);
    return cookieOf(response);
  }
  return {
    signIn,
    get: (path: string, cookie?: string) =>
      fetch(app().url + path, { redirect: "manual", headers: cookie ? { cookie } : {} }),
    /** A new staff account of `role`, signed in. */
    staffMember: async (role: string) =>
      signIn((await api.createUser({ like: "team@example.com", role })).email),
  };
}
