import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as landing from "~/routes/_index";
import { call, CookieJar, DEMO_PASSWORD, registeringJar } from "./helpers";

// Every draft has a time to live (decision 014). A dialog left half-way does not keep what was
// typed for the session's 400 days: registration 2 hours, forgotten password 30 minutes, proof
// renewal 15 minutes after the last step. (The clock of this process moves; the API's stays.)

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);
const open = (jar: CookieJar, query: string) =>
  call(landing.loader, { path: `/${query}`, cookie: jar.header() }).then((result) => jar.store(result));

describe("drafts expire", () => {
  it("registration: after two hours the dialog starts again at step 1", async () => {
    const jar = await registeringJar();
    later(119);
    expect((await open(jar, "?dialog=register&step=2")).status).toBe(200);
    later(121);
    expect((await open(jar, "?dialog=register&step=2")).location).toBe("/?dialog=register&step=1");
  });

  it("forgotten password: after 30 minutes step 2 sends back to step 1", async () => {
    const jar = new CookieJar();
    const requested = jar.store(
      await call(landing.action, {
        path: "/?dialog=forgot-password&step=1&index",
        form: { email: "studentin@example.com" },
      }),
    );
    expect(requested.location).toBe("/?dialog=forgot-password&step=2");
    later(29);
    expect((await open(jar, "?dialog=forgot-password&step=2")).status).toBe(200);
    later(31);
    expect((await open(jar, "?dialog=forgot-password&step=2")).location).toBe(
      "/?dialog=forgot-password&step=1",
    );
  });

  it("proof renewal: after 15 minutes the dialog has nothing left to send", async () => {
    const jar = new CookieJar();
    jar.store(
      await call(landing.action, {
        path: "/?index&dialog=login",
        form: { intent: "login", email: "gesperrt@example.com", password: DEMO_PASSWORD },
      }),
    );
    later(14);
    const open14 = await open(jar, "?dialog=request-validation");
    expect((open14.data as { renewal: { email: string } | null }).renewal?.email).toBe(
      "gesperrt@example.com",
    );
    later(16);
    expect(((await open(jar, "?dialog=request-validation")).data as { renewal: unknown }).renewal).toBeNull();
  });
});
