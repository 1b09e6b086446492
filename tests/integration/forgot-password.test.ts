import { describe, expect, it } from "vitest";
import { sessionStore } from "~/.server/session-store";
import * as landing from "~/routes/_index";
import * as resetLink from "~/features/auth/routes/reset-password.($token)";
import * as root from "~/root";
import { api, call, CookieJar, DEMO_PASSWORD, freshUser } from "./helpers";

type Reply = {
  result: { error: Record<string, string[]> | null; initialValue?: Record<string, unknown> };
  snackbar: { kind: string; messages: unknown[] } | null;
};
type LandingData = {
  forgotPassword: { step: number; email: string | null; code: string | null } | null;
};
type RootData = { user: { firstName: string } | null; flash: unknown };

const post = (jar: CookieJar, step: 1 | 2, form: Record<string, string>) =>
  call(landing.action, {
    path: `/?dialog=forgot-password&step=${step}&index`,
    form,
    cookie: jar.header(),
  }).then((result) => jar.store(result));

const page = (jar: CookieJar, query: string) =>
  call(landing.loader, { path: `/${query}`, cookie: jar.header() }).then((result) => jar.store(result));

async function requestCode(jar: CookieJar, email: string) {
  const result = await post(jar, 1, { intent: "request", email });
  expect(result.status).toBe(302);
  expect(result.location).toBe("/?dialog=forgot-password&step=2");
  return result;
}

const login = (email: string, password: string) =>
  call(landing.action, { path: "/?dialog=login&index", form: { email, password, intent: "login" } });

describe("forgot password", () => {
  it("mails a code, sets the new password with it and logs the user in on /home", async () => {
    const email = await freshUser();
    const jar = new CookieJar();
    expect((await page(jar, "?dialog=forgot-password")).data).toMatchObject({
      forgotPassword: { step: 1, email: null },
    });

    await requestCode(jar, email);
    const before = jar.get("__session");
    expect(((await page(jar, "?dialog=forgot-password&step=2")).data as LandingData).forgotPassword).toEqual({
      step: 2,
      email,
      code: null,
    });

    const code = await api.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const result = await post(jar, 2, {
      intent: "reset",
      code,
      password: "neues-passwort-1",
      password_repeat: "neues-passwort-1",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/home");
    // Logged in with a new session id (rotated), the token kept server-side, the draft gone with the old one.
    expect(jar.get("__session")).toBeTruthy();
    expect(jar.get("__session")).not.toBe(before);
    const session = await sessionStore.storage.getSession(jar.header());
    expect(session.get("token")).toBeTruthy();
    expect(session.get("forgotPassword")).toBeUndefined();
    const rootData = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as RootData;
    expect(rootData.user?.firstName).toBe("Markus");
    expect(rootData.flash).toEqual({ kind: "success", messages: [{ key: "auth:forgot_password.success" }] });

    // The new password works, the old one no longer does.
    expect((await login(email, "neues-passwort-1")).location).toBe("/home");
    expect((await login(email, DEMO_PASSWORD)).status).toBe(400);
  });

  it("puts 'Ungültiger Code' on the code field for a wrong code and never sends the password back", async () => {
    const email = await freshUser();
    const jar = new CookieJar();
    await requestCode(jar, email);
    const right = await api.latestCode(email);
    const wrong = right === "000000" ? "111111" : "000000";
    const result = await post(jar, 2, {
      intent: "reset",
      code: wrong,
      password: "neues-passwort-1",
      password_repeat: "neues-passwort-1",
    });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.result.error?.code).toEqual(["Ungültiger Code"]);
    expect(reply.result.initialValue?.password).toBeUndefined();
    expect(reply.result.initialValue?.password_repeat).toBeUndefined();
    expect(JSON.stringify(reply)).not.toContain("neues-passwort-1");
    // Still on step 2 with the draft; the old password still works.
    expect(
      ((await page(jar, "?dialog=forgot-password&step=2")).data as LandingData).forgotPassword?.step,
    ).toBe(2);
    expect((await login(email, DEMO_PASSWORD)).location).toBe("/home");
  });

  it("follows the mail's link /reset-password/{code} in another browser and sets the new password", async () => {
    const email = await freshUser();
    await requestCode(new CookieJar(), email);
    const [mail] = await api.outbox(email);
    const link = /https?:\/\/\S+\/reset-password\/(\d{6})/.exec(mail?.body ?? "");
    expect(link?.[1]).toBe(mail?.code);
    const { pathname } = new URL(link?.[0] ?? "");

    // Another browser: no draft, so the dialog asks for the email; the code is filled in.
    const jar = new CookieJar();
    const opened = await call(resetLink.loader, {
      path: pathname,
      params: { token: pathname.split("/").pop() ?? "" },
    });
    expect(opened.status).toBe(302);
    const step2 = opened.location ?? "";
    expect(step2).toBe(`/?dialog=forgot-password&step=2&code=${mail?.code}`);
    expect(((await page(jar, step2.slice(1))).data as LandingData).forgotPassword).toEqual({
      step: 2,
      email: null,
      code: mail?.code,
    });

    const form = { intent: "reset", email, code: mail?.code ?? "", password: "neues-passwort-1" };
    const result = await call(landing.action, {
      path: `${step2}&index`,
      form: { ...form, password_repeat: "neues-passwort-1" },
      cookie: jar.header(),
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/home");
    expect((await login(email, "neues-passwort-1")).location).toBe("/home");
  });

  it("says 'Ungültiger Code' for a link with a wrong code, and sends a broken link to step 1", async () => {
    const email = await freshUser();
    await requestCode(new CookieJar(), email);
    const right = await api.latestCode(email);
    const wrong = right === "000000" ? "111111" : "000000";
    const opened = await call(resetLink.loader, {
      path: `/reset-password/${wrong}`,
      params: { token: wrong },
    });
    const result = await call(landing.action, {
      path: `${opened.location}&index`,
      form: {
        intent: "reset",
        email,
        code: wrong,
        password: "neues-passwort-1",
        password_repeat: "neues-passwort-1",
      },
    });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.code).toEqual(["Ungültiger Code"]);
    expect((await login(email, DEMO_PASSWORD)).location).toBe("/home");

    const jar = new CookieJar();
    const broken = jar.store(
      await call(resetLink.loader, { path: "/reset-password/abc", params: { token: "abc" } }),
    );
    expect(broken.location).toBe("/?dialog=forgot-password&step=1");
    const rootData = (await call(root.loader, { path: "/", cookie: jar.header() })).data as RootData;
    expect(rootData.flash).toEqual({
      kind: "error",
      messages: [{ key: "auth:forgot_password.invalid_link" }],
    });
  });

  it("validates step 2 in German before asking the API", async () => {
    const email = await freshUser();
    const jar = new CookieJar();
    await requestCode(jar, email);
    const reply = (
      await post(jar, 2, { intent: "reset", code: "12a", password: "kurz", password_repeat: "anders" })
    ).data as Reply;
    expect(reply.result.error).toMatchObject({
      code: ["Ungültiger Code"],
      password: ["Mindestens 8 Zeichen"],
    });
  });

  it("goes on to step 2 for an unknown email too (no probing), without sending a mail", async () => {
    const jar = new CookieJar();
    await requestCode(jar, "niemand-hier@example.com");
    expect(await api.outbox("niemand-hier@example.com")).toEqual([]);
    expect(((await page(jar, "?dialog=forgot-password&step=2")).data as LandingData).forgotPassword).toEqual({
      step: 2,
      email: "niemand-hier@example.com",
      code: null,
    });
  });

  it("answers an invalid email on the field in German", async () => {
    const reply = (await post(new CookieJar(), 1, { intent: "request", email: "kein-at-zeichen" }))
      .data as Reply;
    expect(reply.result.error?.email).toEqual(["Ungültige E-Mail-Adresse"]);
  });

  it("resends the code with the 'resent_code' message", async () => {
    const email = await freshUser();
    const jar = new CookieJar();
    await requestCode(jar, email);
    const result = await post(jar, 2, { intent: "resend" });
    expect(result.location).toBe("/?dialog=forgot-password&step=2");
    expect((await api.outbox(email)).filter((mail) => mail.code)).toHaveLength(2);
    const rootData = (await call(root.loader, { path: "/", cookie: jar.header() })).data as RootData;
    expect(rootData.flash).toEqual({ kind: "success", messages: [{ key: "auth:snackbar.resent_code" }] });
    // The newest code is the one that works.
    const reset = await post(jar, 2, {
      intent: "reset",
      code: await api.latestCode(email),
      password: DEMO_PASSWORD,
      password_repeat: DEMO_PASSWORD,
    });
    expect(reset.location).toBe("/home");
  });

  it("starts over at step 1 without a draft, and closing the dialog resets it", async () => {
    const jar = new CookieJar();
    expect((await page(jar, "?dialog=forgot-password&step=2")).location).toBe(
      "/?dialog=forgot-password&step=1",
    );
    await requestCode(jar, "niemand-hier@example.com");
    // Closing: the landing page without the dialog parameter.
    await page(jar, "");
    expect((await page(jar, "?dialog=forgot-password&step=2")).location).toBe(
      "/?dialog=forgot-password&step=1",
    );
    expect(
      (
        await post(jar, 2, {
          intent: "reset",
          code: "123456",
          password: "x".repeat(8),
          password_repeat: "x".repeat(8),
        })
      ).location,
    ).toBe("/?dialog=forgot-password&step=1");
  });

  it("sends a suspended user to the login after the reset (the login then leads to the renewal)", async () => {
    const email = await freshUser("gesperrt@example.com");
    const jar = new CookieJar();
    await requestCode(jar, email);
    const result = await post(jar, 2, {
      intent: "reset",
      code: await api.latestCode(email),
      password: "neues-passwort-2",
      password_repeat: "neues-passwort-2",
    });
    expect(result.location).toBe("/?dialog=login");
    const session = await sessionStore.storage.getSession(jar.header());
    expect(session.get("token")).toBeUndefined();
    expect(session.get("forgotPassword")).toBeUndefined();
    expect((await login(email, "neues-passwort-2")).location).toBe("/?dialog=request-validation");
  });
});
