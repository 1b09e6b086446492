import { describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as home from "~/features/catalogue/routes/home";
import * as logout from "~/features/auth/routes/logout";
import * as root from "~/root";
import { sessionStore } from "~/.server/session-store";
import { call, CookieJar, DEMO_PASSWORD, upstream } from "./helpers";

type RootData = {
  user: { firstName: string; followed: Array<{ name: string }> } | null;
  flash: unknown;
  locale: string;
};
type Reply = { result: { error: Record<string, string[]> | null; initialValue?: Record<string, unknown> } };

async function login(jar: CookieJar, email: string, password = DEMO_PASSWORD, query = "?dialog=login") {
  return jar.store(
    await call(landing.action, {
      path: `/${query}&index`,
      form: { email, password, intent: "login" },
      cookie: jar.header(),
    }),
  );
}

describe("login", () => {
  it("signs the doctor in, rotates the session id and lands on /home with one upstream request for the frame", async () => {
    const jar = new CookieJar();
    // A session that existed before login (e.g. planted) must not survive it.
    jar.store(await call(landing.loader, { path: "/?dialog=request-validation" }));
    const before = jar.get("__session");

    const result = await login(jar, "arzt@example.com");
    expect(result.status).toBe(302);
    expect(result.location).toBe("/home");
    const after = jar.get("__session");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const setCookie = result.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=34560000/);

    const homeResult = await call(home.loader, { path: "/home", cookie: jar.header() });
    expect(homeResult.status).toBe(200);
    const rootResult = jar.store(await call(root.loader, { path: "/home", cookie: jar.header() }));
    const data = rootResult.data as RootData;
    expect(data.user?.firstName).toBe("Markus");
    expect(data.flash).toEqual({ kind: "success", messages: [{ key: "auth:login.success" }] });
    // German collation: "Ä…" sorts with "A…", not after "Z…".
    const names = data.user!.followed.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de", { sensitivity: "base" }).compare));
    expect(JSON.stringify(data)).not.toMatch(/token|arzt@example\.com/i);

    // The flash shows once.
    const again = await call(root.loader, { path: "/home", cookie: jar.header() });
    expect((again.data as RootData).flash).toBeNull();
  });

  it("goes to the redirect target after login, but never off-site", async () => {
    const jar = new CookieJar();
    expect(
      (await login(jar, "arzt@example.com", DEMO_PASSWORD, "?dialog=login&redirect=%2Fimprint")).location,
    ).toBe("/home");
    const target = await call(landing.action, {
      path: "/?index",
      form: { email: "team@example.com", password: DEMO_PASSWORD, redirect: "/imprint" },
    });
    expect(target.location).toBe("/imprint");
    const offsite = await call(landing.action, {
      path: "/?index",
      form: { email: "team@example.com", password: DEMO_PASSWORD, redirect: "//evil.example/x" },
    });
    expect(offsite.location).toBe("/home");
  });

  it("puts the spec's German message on the password field for wrong credentials and keeps the email, not the password", async () => {
    const result = await login(new CookieJar(), "arzt@example.com", "falsches-passwort");
    expect(result.status).toBe(400);
    const reply = (result.data as Reply).result;
    expect(reply.error?.password).toEqual(["Die angegebene Email oder das Passwort ist nicht korrekt"]);
    expect(reply.initialValue?.email).toBe("arzt@example.com");
    expect(reply.initialValue?.password).toBeUndefined();
  });

  it("answers required-field errors in German", async () => {
    const result = await login(new CookieJar(), "", "");
    expect(result.status).toBe(400);
    const reply = (result.data as Reply).result;
    expect(reply.error?.email).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
    expect(reply.error?.password).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
  });

  it("answers in English when the locale cookie says so", async () => {
    const jar = new CookieJar();
    const cookie = `locale=${Buffer.from(JSON.stringify("en")).toString("base64")}`;
    const result = await call(landing.action, {
      path: "/?index",
      form: { email: "kein-at-zeichen", password: "x" },
      cookie,
    });
    expect((result.data as Reply).result.error?.email).toEqual(["Invalid email address"]);
    expect(jar.header()).toBe("");
  });

  it("opens validation renewal for a suspended account, with status, profession and country", async () => {
    const jar = new CookieJar();
    const result = await login(jar, "gesperrt@example.com");
    expect(result.location).toBe("/?dialog=request-validation");
    const page = await call(landing.loader, { path: "/?dialog=request-validation", cookie: jar.header() });
    expect(page.data).toMatchObject({
      renewal: {
        email: "gesperrt@example.com",
        validationStatus: "EXPIRED",
        profession: "DOCTOR",
        country: "DE",
      },
    });
    const { professions } = (
      page.data as { renewal: { professions: Array<{ value: string; label_de: string }> } }
    ).renewal;
    expect(professions.find((option) => option.value === "DOCTOR")?.label_de).toMatch(/Arzt/);
    expect(JSON.stringify(page.data)).not.toContain("fortbildung2026");
    const rootData = (await call(root.loader, { path: "/", cookie: jar.header() })).data as RootData;
    expect(rootData.user).toBeNull();
  });

  it("limits failed logins per email with a clear German message", async () => {
    const jar = new CookieJar();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(jar, "studentin@example.com", "falsch")).status).toBe(400);
    }
    const limited = await login(jar, "studentin@example.com", DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect((limited.data as Reply).result.error?.[""]?.[0]).toMatch(
      /^Zu viele Anmeldeversuche\. Bitte versuche es in \d+ Minuten? erneut\.$/,
    );
    // Other accounts from the same address are not locked out.
    expect((await login(new CookieJar(), "apothekerin@example.com")).status).toBe(302);
  });
});

describe("logout", () => {
  it("revokes the upstream token, destroys the session record and goes to /", async () => {
    const jar = new CookieJar();
    await login(jar, "apothekerin@example.com");
    const cookie = jar.header();
    const token = (await sessionStore.storage.getSession(cookie)).get("token");
    expect(token).toBeTruthy();
    const result = jar.store(await call(logout.action, { path: "/logout", form: {}, cookie }));
    expect(result.location).toBe("/");
    expect((await sessionStore.storage.getSession(cookie)).get("token")).toBeUndefined();
    expect(jar.get("__session")).toBeUndefined();
    const me = await upstream<{ errors?: Array<{ message: string }> }>("{ me { id } }", {}, token);
    expect(me.errors?.[0]?.message).toBe("Unauthenticated.");
    const guarded = await call(home.loader, { path: "/home", cookie: jar.header() });
    expect(guarded.location).toBe("/?redirect=%2Fhome");
  });
});
