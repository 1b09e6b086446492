import { describe, expect, it } from "vitest";
import * as unsubscribe from "~/routes/unsubscribe.$token";
import { todayMail } from "../support/campaign-mail";
import { api, call, CookieJar, DEMO_PASSWORD, signedIn, upstream } from "./helpers";

// Campaign mails and /unsubscribe/{token} through the app.

const page = async (token: string, jar = new CookieJar()) =>
  call(unsubscribe.loader, { path: `/unsubscribe/${token}`, params: { token }, cookie: jar.header() });

describe("/unsubscribe/{token}", () => {
  it("names the kind of mail; one button turns off exactly that kind, without login", async () => {
    const { user, links } = await todayMail(api, "Heute: Vorhofflimmern");
    const link = links.find((url) => url.pathname.startsWith("/unsubscribe/"))!;
    const token = link.pathname.split("/")[2]!;
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ unsubscription: { setting: "LIVESTREAM_DAY", used: false } });
    expect(
      (shown.data as { unsubscription: { email_hint: string } }).unsubscription.email_hint,
    ).not.toContain(user.email.split("@")[0]!.slice(1));
    // Opening the link changed nothing (mail scanners open links too).
    const signed = await signedIn(user.email);
    const settings = async () =>
      (
        await upstream<{ data: { me: Record<string, unknown> } }>(
          "{ me { notify_livestream_day notify_subscriptions notify_promotions } }",
          {},
          await api.login(user.email, DEMO_PASSWORD),
        )
      ).data.me;
    const before = await settings();
    expect(before.notify_livestream_day).toBe(true);

    const done = await call(unsubscribe.action, {
      path: `/unsubscribe/${token}`,
      params: { token },
      form: {},
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/unsubscribe/${token}`);
    expect(await settings()).toEqual({ ...before, notify_livestream_day: false });
    expect((await page(token, signed)).data).toMatchObject({ unsubscription: { used: true } });
  });

  it("an unknown link answers 404 with its own message, and posting to it changes nothing", async () => {
    const unknown = await page("kein-gueltiger-link");
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ unsubscription: null });
    const posted = await call(unsubscribe.action, {
      path: "/unsubscribe/kein-gueltiger-link",
      params: { token: "kein-gueltiger-link" },
      form: {},
    });
    expect(posted.status).toBe(303);
  });
});
