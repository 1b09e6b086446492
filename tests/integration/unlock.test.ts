import { describe, expect, it } from "vitest";
import * as root from "~/root";
import * as unlock from "~/features/watching/routes/unlock";
import { api, call, CookieJar, freshUser, signedIn, upstream, upstreamRequests } from "./helpers";

type Reply = {
  result: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  back: string;
};

/** A fresh copy of arzt@example.com (its unlocks can change freely), signed in here and upstream. */
async function freshDoctor() {
  const email = await freshUser();
  return { jar: await signedIn(email), token: await api.login(email), email };
}

/** A published video that needs an activation code; tests create their own codes for it. */
const codeLockedVideo = () => api.content("VOD", "CODE");

const locked = async (slug: string, token: string) => {
  const { data } = await upstream<{ data: { vod: { locked: boolean; lock_reason: string | null } } }>(
    "query($s: String!) { vod(slug: $s) { locked lock_reason } }",
    { s: slug },
    token,
  );
  return data.vod;
};

const post = (jar: CookieJar, form: Record<string, string>, clientIp = "203.0.113.7") =>
  call(unlock.action, { path: "/unlock", form, cookie: jar.header(), context: { clientIp } });

describe("unlock with an activation code (spec 2.5, §8)", () => {
  it("opens the item with a valid code and goes back with the success snackbar", async () => {
    const item = await codeLockedVideo();
    const code = await api.createActivationCode([item.slug]);
    const { jar, token } = await freshDoctor();
    expect(await locked(item.slug, token)).toEqual({ locked: true, lock_reason: "CODE_REQUIRED" });

    const page = `/video/${item.slug}`;
    // Case and spaces do not count; the dialog parameter does not travel back.
    const result = jar.store(
      await post(jar, { code: ` ${code.toLowerCase()} `, redirectTo: `${page}?dialog=unlock` }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(page);
    expect(await locked(item.slug, token)).toEqual({ locked: false, lock_reason: null });

    const rootData = (await call(root.loader, { path: page, cookie: jar.header() })).data as {
      flash: unknown;
    };
    expect(rootData.flash).toEqual({ kind: "success", messages: [{ key: "share:unlock.success" }] });
  });

  it("answers 400 with the reason for used, expired and wrong codes, keeping the typed code", async () => {
    const item = await codeLockedVideo();
    const { jar } = await freshDoctor();
    const used = await api.createActivationCode([item.slug]);
    expect((await post(jar, { code: used, redirectTo: "/home" })).status).toBe(303);
    const expired = await api.createActivationCode([item.slug], {
      expiresAt: new Date("2020-01-01T00:00:00.000Z"),
    });

    const cases = [
      [used, "Der Code wurde bereits eingelöst."],
      [expired, "Der Code ist abgelaufen."],
      ["GIBT-ES-NICHT-42", "Der Code ist ungültig."],
    ] as const;
    for (const [code, reason] of cases) {
      const result = await post(jar, { code, redirectTo: `/video/${item.slug}?dialog=unlock` });
      expect(result.status).toBe(400);
      const reply = result.data as Reply;
      expect(reply.result.error).toEqual({
        code: [`Inhalt konnte nicht freigeschaltet werden. ${reason}`],
      });
      expect(reply.result.initialValue?.code).toBe(code);
      expect(reply.back).toBe(`/video/${item.slug}`);
    }
  });

  it("asks for the code when the field is empty, without calling the API", async () => {
    const { jar } = await freshDoctor();
    const { result, count } = await upstreamRequests(() => post(jar, { code: "  ", redirectTo: "/home" }));
    expect(count).toBe(0);
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error).toEqual({ code: ["Dieses Feld ist ein Pflichtfeld"] });
  });

  it("sends anonymous viewers to the login, coming back to the open dialog", async () => {
    const result = await call(unlock.action, {
      path: "/unlock",
      form: { code: "ABC", redirectTo: "/video/x?t=10" },
    });
    expect(result.status).toBe(302);
    const location = new URL(result.location ?? "", "http://app.invalid");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("dialog")).toBe("login");
    expect(location.searchParams.get("redirect")).toBe("/video/x?t=10&dialog=unlock");
  });

  it("never redirects off-site", async () => {
    const item = await codeLockedVideo();
    const { jar } = await freshDoctor();
    const code = await api.createActivationCode([item.slug]);
    const result = await post(jar, { code, redirectTo: "https://evil.example/" });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/home");
  });

  it("limits wrong codes per user, across logins, and says when to try again", async () => {
    const { jar, email } = await freshDoctor();
    // RATE_LIMIT_PER_EMAIL is 4 in the integration setup.
    for (let i = 0; i < 4; i += 1) {
      expect((await post(jar, { code: `FALSCH-${i}`, redirectTo: "/home" }, "203.0.113.50")).status).toBe(
        400,
      );
    }
    // A new login (a new token) does not give the user a new budget.
    const again = await signedIn(email);
    const limited = await post(again, { code: "FALSCH-5", redirectTo: "/home" }, "203.0.113.51");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((limited.data as Reply).result.error?.[""]).toEqual([
      expect.stringMatching(/^Inhalt konnte nicht freigeschaltet werden\. Zu viele Versuche/),
    ]);
  });

  it("shows the dialog page to signed-in viewers only", async () => {
    const anonymous = await call(unlock.loader, { path: "/unlock?redirectTo=/home" });
    expect(anonymous.status).toBe(302);
    const { jar } = await freshDoctor();
    const page = await call(unlock.loader, {
      path: "/unlock?redirectTo=%2Fvideo%2Fa%3Fdialog%3Dunlock",
      cookie: jar.header(),
    });
    expect(page.data).toMatchObject({ back: "/video/a" });
  });
});
