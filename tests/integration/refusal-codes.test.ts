import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as emailChange from "~/features/profile/routes/profile.email-change";
import { efnWithCheckDigit } from "../fixtures/efn";
import { api, call, CookieJar, DEMO_PASSWORD, freshUser, signedIn } from "./helpers";

// Decision 034: the API refuses with codes; the pages say why in the BFF's words, never in the
// API's English. msw only for an upstream that sends no codes, which the reference API cannot be.

type Reply = {
  result: { error: Record<string, string[]> | null };
  snackbar: { messages: Array<{ key?: string; text?: string }> } | null;
};

const upstreamUrl = process.env.GRAPHQL_URL!;
const mock = setupServer();
beforeAll(() => mock.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

async function step(jar: CookieJar, n: number, form: Record<string, string>) {
  return jar.store(
    await call(landing.action, { path: `/?dialog=register&step=${n}&index`, form, cookie: jar.header() }),
  );
}

/** A doctor's registration up to the code step (step 7): the code is in the outbox. */
async function toCodeStep(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const steps: Array<[number, Record<string, string>]> = [
    [1, { email, password: "sicheres-passwort", password_repeat: "sicheres-passwort" }],
    [2, { gender: "FEMALE", title: "DR", first_name: "Anna", last_name: "Berger" }],
    [3, { profession: "DOCTOR", employment: "CLINIC", country: "DE" }],
    [4, { field_id: "4" }],
    [5, { efn: efnWithCheckDigit("80276000111222") }],
    [6, { fieldSubscriptions: "9" }],
  ];
  for (const [n, form] of steps) {
    const answer = await step(jar, n, { intent: "next", ...form });
    expect(answer.location, `step ${n}`).toBe(`/?dialog=register&step=${n + 1}`);
  }
  return jar;
}

// The reference API's English (server/errors.ts), which no answer of the BFF may carry.
const english = /has already been taken|is invalid\.|Validation failed/;

describe("refusals in the BFF's words", () => {
  it("an address taken while signing up: registerUser's refusal reads 'bereits vergeben', not the API's English", async () => {
    const email = `vergeben.${Date.now()}@example.com`;
    const jar = await toCodeStep(email);
    const code = await api.latestCode(email);
    // Someone else registers the address first.
    await api.createUser({ like: "arzt@example.com", email });
    const refused = await step(jar, 7, { intent: "register", registrationCode: code, terms: "on" });
    expect(refused.status).toBe(400);
    const reply = refused.data as Reply;
    expect(reply.snackbar?.messages).toEqual([{ key: "register:email_taken" }]);
    expect(JSON.stringify(reply)).not.toMatch(english);
  });

  it("a wrong confirmation code reads 'Ungültiger Code'; one for an address taken meanwhile says so", async () => {
    const jar = await signedIn(await freshUser());
    const path = "/profile/email-change";
    const next = `neu.${Date.now()}@example.com`;
    const ask = { intent: "request", email: next, password: DEMO_PASSWORD };
    expect((await call(emailChange.action, { path, cookie: jar.header(), form: ask })).status).toBe(303);

    const confirm = (code: string) =>
      call(emailChange.action, { path, cookie: jar.header(), form: { intent: "confirm", code } });
    const code = await api.latestCode(next);
    const wrong = await confirm(code === "000000" ? "111111" : "000000");
    expect((wrong.data as Reply).result.error?.code).toEqual(["Ungültiger Code"]);

    await api.createUser({ like: "arzt@example.com", email: next });
    const taken = await confirm(code);
    expect(taken.status).toBe(400);
    expect((taken.data as Reply).result.error?.code).toEqual(["Diese E-Mail-Adresse ist bereits vergeben"]);
    expect(JSON.stringify(taken.data)).not.toMatch(english);
  });

  it("an upstream that refuses without a code (Lighthouse's shape alone) gets the general German message", async () => {
    const email = `ohne-code.${Date.now()}@example.com`;
    const jar = await toCodeStep(email);
    mock.use(
      http.post(upstreamUrl, () =>
        HttpResponse.json({
          errors: [
            {
              message: "Validation failed for the field [registerUser].",
              extensions: {
                category: "validation",
                validation: { "input.email": ["The input.email has already been taken."] },
              },
            },
          ],
          data: null,
        }),
      ),
    );
    const refused = await step(jar, 7, { intent: "register", registrationCode: "123456", terms: "on" });
    expect(refused.status).toBe(400);
    const reply = refused.data as Reply;
    expect(reply.snackbar?.messages).toEqual([{ key: "common:errors.refused" }]);
    expect(JSON.stringify(reply)).not.toMatch(english);
  });
});
