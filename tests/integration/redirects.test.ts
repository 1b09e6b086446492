import { beforeAll, describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as cme from "~/features/cme/routes/cme";
import * as follow from "~/features/catalogue/routes/follow";
import * as locale from "~/routes/locale";
import * as progress from "~/features/watching/routes/progress";
import * as refreshValidation from "~/features/auth/routes/refresh-validation";
import * as simulate from "~/routes/simulate";
import * as unlock from "~/features/watching/routes/unlock";
import * as watchlist from "~/features/watching/routes/watchlist";
import { HOSTILE_REDIRECTS, isSameSiteLocation } from "../fixtures/hostile-redirects";
import { call, CookieJar, DEMO_PASSWORD, type RouteResult } from "./helpers";

// Every action (and loader) that takes a redirect target stays on the site for
// every hostile value, signed in and anonymous, and a target given as a parameter of a login link
// is safe too.

async function signedIn(jar: CookieJar, email: string) {
  jar.store(
    await call(landing.action, {
      path: "/?index&dialog=login",
      form: { email, password: DEMO_PASSWORD, intent: "login" },
    }),
  );
}

function expectSameSite(result: RouteResult, value: string) {
  const where = `${JSON.stringify(value)} → ${result.status} ${result.location}`;
  expect(result.status, where).toBeGreaterThanOrEqual(300);
  expect(result.status, where).toBeLessThan(400);
  expect(isSameSiteLocation(result.location), where).toBe(true);
  // A login link carries the page to return to: that value must be safe as well.
  const carried = new URL(result.location!, "http://localhost:3000").searchParams.get("redirect");
  if (carried !== null) expect(isSameSiteLocation(carried), where).toBe(true);
}

type Mode = "signed in" | "anonymous";
type Case = {
  name: string;
  modes: Mode[];
  /** Calls the route with the hostile value; `cookie` is a signed-in session or empty. */
  run: (value: string, cookie: string) => Promise<RouteResult>;
};

const post = (fn: Parameters<typeof call>[0], path: string, form: Record<string, string>, cookie: string) =>
  call(fn, { path, form, cookie });

const cases: Case[] = [
  {
    name: "login (redirect field)",
    modes: ["anonymous"],
    run: (value) =>
      post(
        landing.action,
        "/?index&dialog=login",
        { email: "team@example.com", password: DEMO_PASSWORD, intent: "login", redirect: value },
        "",
      ),
  },
  {
    name: "landing page of a signed-in visitor (redirect parameter)",
    modes: ["signed in"],
    run: (value, cookie) =>
      call(landing.loader, { path: `/?${new URLSearchParams({ redirect: value })}`, cookie }),
  },
  {
    name: "language switch",
    modes: ["signed in", "anonymous"],
    run: (value, cookie) => post(locale.action, "/locale", { locale: "en", redirectTo: value }, cookie),
  },
  {
    name: "follow",
    modes: ["signed in", "anonymous"],
    run: (value, cookie) =>
      post(
        follow.action,
        "/follow",
        { intent: "follow", type: "Field", id: "x", name: "x", redirectTo: value },
        cookie,
      ),
  },
  {
    name: "watch list",
    modes: ["signed in", "anonymous"],
    run: (value, cookie) =>
      post(watchlist.action, "/watchlist", { intent: "add", contentId: "!", redirectTo: value }, cookie),
  },
  {
    name: "watch progress",
    modes: ["signed in", "anonymous"],
    run: (value, cookie) =>
      post(progress.action, "/progress", { contentId: "!", position: "1", redirectTo: value }, cookie),
  },
  {
    name: "CME test start",
    modes: ["signed in", "anonymous"],
    run: (value, cookie) =>
      post(cme.action, "/cme", { intent: "start", contentId: "!", redirectTo: value }, cookie),
  },
  {
    name: "CME test answer (back to the dialog)",
    modes: ["signed in"],
    run: (value, cookie) =>
      post(
        cme.action,
        "/cme",
        {
          intent: "answer",
          attemptId: "1",
          questionId: "1",
          optionId: "1",
          q: "2",
          move: "next",
          redirectTo: value,
        },
        cookie,
      ),
  },
  {
    name: "simulate user",
    modes: ["signed in"],
    run: (value, cookie) =>
      post(simulate.action, "/simulate", { enabled: "false", redirectTo: value }, cookie),
  },
  {
    name: "unlock (anonymous: to the login dialog)",
    modes: ["anonymous"],
    run: (value) => post(unlock.action, "/unlock", { code: "X", redirectTo: value }, ""),
  },
  {
    name: "refresh validation (anonymous: to the landing page)",
    modes: ["anonymous"],
    run: (value) =>
      call(refreshValidation.loader, {
        path: `/refresh-validation?${new URLSearchParams({ redirectTo: value })}`,
      }),
  },
];

describe("redirect targets", () => {
  // Keeps the staff session's cookie current (simulating a user gives the session a new id).
  const staff = new CookieJar();
  beforeAll(() => signedIn(staff, "team@example.com"));

  for (const testCase of cases) {
    it(`${testCase.name}: never leaves the site`, async () => {
      for (const value of HOSTILE_REDIRECTS) {
        for (const mode of testCase.modes) {
          const result = await testCase.run(value, mode === "signed in" ? staff.header() : "");
          if (mode === "signed in") staff.store(result);
          expectSameSite(result, value);
        }
      }
    });
  }

  it("the unlock dialog answered in place keeps a safe way back", async () => {
    const result = await call(unlock.action, {
      path: "/unlock",
      form: { code: "KEIN-CODE", redirectTo: "/.//evil.example" },
      cookie: staff.header(),
    });
    // Refused code: the dialog answers in place, its way back is the safe fallback.
    expect(result.status).toBe(400);
    expect((result.data as { back: string }).back).toBe("/home");
  });
});
