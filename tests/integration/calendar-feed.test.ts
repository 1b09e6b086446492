import { describe, expect, it } from "vitest";
import * as feed from "~/routes/calendar.$token[.ics]";
import * as notifications from "~/features/profile/routes/profile.notifications";
import { fromNow } from "../support/reference-api";
import { api, call, freshUser, signedIn } from "./helpers";

// The personal calendar feed through the app: made and ended on /profile/notifications,
// subscribed to at /calendar/{token}.ics.

const ics = async (token: string) => {
  const request = new Request(`http://localhost:3000/calendar/${token}.ics`);
  try {
    return await feed.loader({ request, params: { token }, context: {} as never });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe("calendar feed", () => {
  it("made on the settings page, it lists the followed livestreams as a calendar; ended, it is a 404", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const live = await api.createLivestream({
      title: "Kalender; mit Komma, und Semikolon",
      starts_at: fromNow(3 * 24 * 60),
      ends_at: fromNow(3 * 24 * 60 + 90),
    });
    await api.followLivestreamChannel(live.slug, await api.login(email));

    const made = await call(notifications.action, {
      path: "/profile/notifications?calendar",
      cookie: jar.header(),
      form: { intent: "create" },
    });
    expect(made.status).toBe(200);
    expect(made.headers.get("Cache-Control")).toBe("no-store");
    const address = new URL((made.data as { calendarUrl: string }).calendarUrl);
    expect(address.pathname).toMatch(/^\/calendar\/[\w-]{32}\.ics$/);
    const token = address.pathname.slice("/calendar/".length, -".ics".length);

    const calendar = await ics(token);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    // Long lines are folded (RFC 5545 §3.1): unfolded to read them.
    const body = (await calendar.text()).replace(/\r\n /g, "");
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain("X-WR-CALNAME:Fortbildung: meine Termine\r\n");
    expect(body).toContain("SUMMARY:Kalender\\; mit Komma\\, und Semikolon\r\n");
    expect(body).toContain(`URL:http://localhost:3000/live/${live.slug}\r\n`);

    const page = await call(notifications.loader, { path: "/profile/notifications", cookie: jar.header() });
    expect((page.data as { calendarFeed: { created_at: string } | null }).calendarFeed?.created_at).toMatch(
      /^\d{4}-/,
    );

    const ended = await call(notifications.action, {
      path: "/profile/notifications?calendar",
      cookie: jar.header(),
      form: { intent: "revoke" },
    });
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/profile/notifications");
    expect((await ics(token)).status).toBe(404);
  });

  it("an unknown address is a 404; without a session the buttons send to the login", async () => {
    expect((await ics("gibt-es-nicht")).status).toBe(404);
    const anonymous = await call(notifications.action, {
      path: "/profile/notifications?calendar",
      form: { intent: "create" },
    });
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.location).toMatch(/^\//);
  });
});
