import { describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as home from "~/features/catalogue/routes/home";
import * as locale from "~/routes/locale";
import * as simulate from "~/routes/simulate";
import * as root from "~/root";
import { showsStaffTools, type ClientUser } from "~/lib/user";
import { signNotification } from "../../server/app.ts";
import { api, call, CookieJar, signedIn } from "./helpers";

describe("route guards (spec 2.2)", () => {
  it("sends a visitor without session to / with redirect, carrying mt and signature", async () => {
    const result = await call(home.loader, { path: "/home?tab=1&mt=m1&signature=s1" });
    expect(result.status).toBe(302);
    const target = new URL(result.location!, "http://x");
    expect(target.pathname).toBe("/");
    expect(target.searchParams.get("redirect")).toBe("/home?tab=1");
    expect(target.searchParams.get("mt")).toBe("m1");
    expect(target.searchParams.get("signature")).toBe("s1");
  });

  it("sends a signed-in visitor at / to redirect, or /home", async () => {
    const jar = await signedIn("arzt@example.com");
    expect((await call(landing.loader, { path: "/", cookie: jar.header() })).location).toBe("/home");
    expect(
      (await call(landing.loader, { path: "/?redirect=%2Fimprint", cookie: jar.header() })).location,
    ).toBe("/imprint");
    expect(
      (await call(landing.loader, { path: "/?redirect=https://evil.example", cookie: jar.header() }))
        .location,
    ).toBe("/home");
  });
});

describe("notification tracking", () => {
  /** Clicks the API recorded for this campaign (other test files click meanwhile). */
  const clicks = async (mt: string) =>
    (await api.notificationClicks()).filter((click) => click.mt === mt).length;
  const campaign = () => `campaign-${Math.random().toString(36).slice(2, 8)}.open`;

  it("tracks a click once and strips mt and signature from the URL", async () => {
    const mt = campaign();
    const result = await call(root.loader, {
      path: `/imprint?mt=${mt}&signature=${signNotification(mt)}&a=b`,
    });
    expect(result.location).toBe("/imprint?a=b");
    expect(await clicks(mt)).toBe(1);
  });

  it("ignores a failed tracking call", async () => {
    const mt = campaign();
    const result = await call(root.loader, { path: `/imprint?mt=${mt}&signature=wrong` });
    expect(result.location).toBe("/imprint");
    expect(await clicks(mt)).toBe(0);
  });
});

describe("language switch", () => {
  it("stores the choice for 365 days and returns to the page", async () => {
    const jar = new CookieJar();
    const result = jar.store(
      await call(locale.action, { path: "/locale", form: { locale: "en", redirectTo: "/imprint" } }),
    );
    expect(result.location).toBe("/imprint");
    expect(result.headers.get("Set-Cookie")).toMatch(/^locale=.*Max-Age=31536000/);
    expect(result.headers.get("Set-Cookie")).not.toMatch(/HttpOnly/);
    const data = (await call(root.loader, { path: "/imprint", cookie: jar.header() })).data as {
      locale: string;
    };
    expect(data.locale).toBe("en");
    expect(((await call(root.loader, { path: "/imprint" })).data as { locale: string }).locale).toBe("de");
  });
});

describe("simulate user", () => {
  type Data = { user: ClientUser | null; flash: { kind: string } | null };

  it("lets staff switch simulation on and off", async () => {
    const jar = await signedIn("team@example.com");
    const first = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as Data;
    expect(showsStaffTools(first.user)).toBe(true);
    const on = jar.store(
      await call(simulate.action, {
        path: "/simulate",
        form: { enabled: "true", redirectTo: "/home" },
        cookie: jar.header(),
      }),
    );
    expect(on.location).toBe("/home");
    const during = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as Data;
    expect(during.user?.isSimulating).toBe(true);
    jar.store(
      await call(simulate.action, {
        path: "/simulate",
        form: { enabled: "false", redirectTo: "/home" },
        cookie: jar.header(),
      }),
    );
    const after = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as Data;
    expect(after.user?.isSimulating).toBe(false);
  });

  it("switches it in this session only: a second login of the same staff user is not simulating", async () => {
    const [desk, laptop] = [await signedIn("team@example.com"), await signedIn("team@example.com")];
    desk.store(
      await call(simulate.action, {
        path: "/simulate",
        form: { enabled: "true", redirectTo: "/home" },
        cookie: desk.header(),
      }),
    );
    const frame = async (jar: typeof desk) =>
      (await call(root.loader, { path: "/home", cookie: jar.header() })).data as Data;
    expect((await frame(desk)).user?.isSimulating).toBe(true);
    const other = await frame(laptop);
    expect(other.user?.isSimulating).toBe(false);
    expect(showsStaffTools(other.user)).toBe(true);
    desk.store(
      await call(simulate.action, {
        path: "/simulate",
        form: { enabled: "false", redirectTo: "/home" },
        cookie: desk.header(),
      }),
    );
  });

  it("refuses it for a normal user with an error message", async () => {
    const jar = await signedIn("arzt@example.com");
    await call(root.loader, { path: "/home", cookie: jar.header() }); // consume the login flash
    await call(simulate.action, { path: "/simulate", form: { enabled: "true" }, cookie: jar.header() });
    const data = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as Data;
    expect(data.user?.isSimulating).toBe(false);
    expect(showsStaffTools(data.user)).toBe(false);
    expect(data.flash?.kind).toBe("error");
  });
});
