import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "~/.server/session-store";
import * as landing from "~/routes/_index";
import * as root from "~/root";
import * as home from "~/features/catalogue/routes/home";
import { call } from "./helpers";

// Faults the reference API cannot produce on demand; everything else runs against the real one.
const upstreamUrl = process.env.GRAPHQL_URL!;
const mock = setupServer();

beforeAll(() => mock.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

async function signedInCookie() {
  const session = await sessionStore.storage.getSession();
  session.set("token", "token-for-fault-tests");
  return (await sessionStore.storage.commitSession(session)).split(";")[0]!;
}

function expectLogged(pattern: RegExp) {
  const spy = vi.mocked(console.error);
  expect(spy.mock.calls.some((args) => pattern.test(String(args[0])))).toBe(true);
  spy.mockClear();
}

describe("upstream faults", () => {
  it("shows the 503 page when the upstream does not answer in time", async () => {
    mock.use(
      http.post(upstreamUrl, async () => {
        await delay(5_000);
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    const cookie = await signedInCookie();
    expect((await call(home.loader, { path: "/home", cookie })).status).toBe(503);
    // The frame still renders (legal and error pages need no upstream), without account or login.
    const frame = await call(root.loader, { path: "/home", cookie });
    expect(frame.data).toMatchObject({ user: null, userUnavailable: true });
  });

  it("shows the 503 page for a 5xx answer", async () => {
    mock.use(http.post(upstreamUrl, () => new HttpResponse("Bad Gateway", { status: 502 })));
    expect((await call(home.loader, { path: "/home", cookie: await signedInCookie() })).status).toBe(503);
  });

  it("reports a malformed answer and shows the general error page", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    mock.use(
      http.post(
        upstreamUrl,
        () => new HttpResponse("{not json", { headers: { "Content-Type": "application/json" } }),
      ),
    );
    const cookie = await signedInCookie();
    const result = await call(home.loader, { path: "/home", cookie });
    expect(result.status).toBe(500);
    expectLogged(/unexpected upstream answer/);
    // The frame does not fail with it: legal pages and a form whose save failed still render.
    const frame = await call(root.loader, { path: "/home", cookie });
    expect(frame.data).toMatchObject({ user: null, userUnavailable: true });
    expectLogged(/unexpected upstream answer/);
  });

  it("logs out and reloads the same full path on `Unauthenticated.`", async () => {
    mock.use(
      http.post(upstreamUrl, () =>
        HttpResponse.json({
          errors: [{ message: "Unauthenticated.", extensions: { category: "authentication" } }],
        }),
      ),
    );
    const cookie = await signedInCookie();
    const result = await call(root.loader, { path: "/imprint?x=1", cookie });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/imprint?x=1");
    expect(result.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await sessionStore.storage.getSession(cookie)).get("token")).toBeUndefined();
  });
});

describe("login while the upstream fails", () => {
  it("shows the error snackbar and keeps the email, not the password", async () => {
    mock.use(http.post(upstreamUrl, () => new HttpResponse("Service Unavailable", { status: 503 })));
    const result = await call(landing.action, {
      path: "/?index&dialog=login",
      form: { email: "arzt@example.com", password: "fortbildung2026" },
    });
    expect(result.status).toBe(503);
    const body = result.data as { snackbar: unknown; result: { initialValue: Record<string, unknown> } };
    expect(body.snackbar).toEqual({ kind: "error", messages: [{ key: "common:errors.unavailable" }] });
    expect(body.result.initialValue.email).toBe("arzt@example.com");
    expect(body.result.initialValue.password).toBeUndefined();
  });
});

describe("registration step 1 when the upstream says 'taken' with a validation error", () => {
  it("shows 'Diese E-Mail-Adresse ist bereits vergeben' on the field and in the snackbar", async () => {
    // The reference API answers `available: false`; an upstream may instead refuse the check with
    // Laravel's `unique` rule (spec §8), its code EMAIL_TAKEN (decision 034).
    mock.use(
      http.post(upstreamUrl, () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: "Validation failed for the field [checkEmailDuplicate].",
              extensions: {
                category: "validation",
                code: "EMAIL_TAKEN",
                field: "email",
                validation: { email: ["The email has already been taken."] },
                codes: { email: ["EMAIL_TAKEN"] },
              },
            },
          ],
        }),
      ),
    );
    const result = await call(landing.action, {
      path: "/?index&dialog=register&step=1",
      form: {
        intent: "next",
        email: "schon-da@example.com",
        password: "sicheres-passwort",
        password_repeat: "sicheres-passwort",
      },
    });
    expect(result.status).toBe(400);
    const reply = result.data as {
      result: { error: Record<string, string[]> | null };
      snackbar: { messages: unknown[] } | null;
    };
    expect(reply.result.error?.email).toEqual(["Diese E-Mail-Adresse ist bereits vergeben"]);
    expect(reply.snackbar?.messages).toEqual([{ key: "register:email_taken" }]);
  });
});
