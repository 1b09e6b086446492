import { describe, expect, it } from "vitest";
import * as root from "~/root";
import * as landing from "~/routes/_index";
import * as simulate from "~/routes/simulate";
import { call, CookieJar, DEMO_PASSWORD } from "./helpers";

// The session id changes with every change of what the session may do (login,
// suspended login, simulating a user); the old id opens nothing.

async function signIn(email: string) {
  const jar = new CookieJar();
  jar.store(
    await call(landing.action, {
      path: "/?index&dialog=login",
      form: { intent: "login", email, password: DEMO_PASSWORD },
    }),
  );
  return jar;
}

describe("session ids", () => {
  it("change when staff start or stop simulating a user, and the old id is dead", async () => {
    const jar = await signIn("team@example.com");
    for (const enabled of ["true", "false"]) {
      const before = jar.header();
      const result = jar.store(
        await call(simulate.action, {
          path: "/simulate",
          form: { enabled, redirectTo: "/home" },
          cookie: before,
        }),
      );
      expect(result.location).toBe("/home");
      expect(jar.header()).not.toBe(before);
      const old = await call(root.loader, { path: "/home", cookie: before });
      expect((old.data as { user: unknown }).user).toBeNull();
      const current = await call(root.loader, { path: "/home", cookie: jar.header() });
      expect((current.data as { user: { isSimulating: boolean } }).user.isSimulating).toBe(
        enabled === "true",
      );
    }
  });
});
