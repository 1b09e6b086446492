import { describe, expect, it } from "vitest";
import { sessionStore } from "~/.server/session-store";
import * as landing from "~/routes/_index";
import * as root from "~/root";
import { efnWithCheckDigit } from "../fixtures/efn";
import { api, BASE, call, CookieJar } from "./helpers";

type Reply = { result: { error: Record<string, string[]> | null }; snackbar: { messages: unknown[] } | null };

async function step(jar: CookieJar, n: number, form: Record<string, string>, query = "") {
  return jar.store(
    await call(landing.action, {
      path: `/?dialog=register&step=${n}&index${query}`,
      form,
      cookie: jar.header(),
    }),
  );
}

async function stepMultipart(jar: CookieJar, n: number, form: FormData) {
  const request = new Request(`${BASE}/?dialog=register&step=${n}&index`, {
    method: "POST",
    body: form,
    headers: { Cookie: jar.header() },
  });
  try {
    return jar.store(await normalise(await landing.action({ request, params: {}, context: {} })));
  } catch (thrown) {
    if (thrown instanceof Response) return jar.store(await normalise(thrown));
    throw thrown;
  }
}

async function normalise(value: unknown) {
  const response = value instanceof Response ? value : null;
  if (response)
    return {
      status: response.status,
      headers: response.headers,
      data: null,
      location: response.headers.get("Location"),
    };
  const init = (value as { init?: ResponseInit }).init;
  return {
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    data: (value as { data: unknown }).data,
    location: null,
  };
}

async function fillSteps1to4(jar: CookieJar, email: string, profession: string, country: string, query = "") {
  expect(
    (
      await step(
        jar,
        1,
        { intent: "next", email, password: "sicheres-passwort", password_repeat: "sicheres-passwort" },
        query,
      )
    ).location,
  ).toBe("/?dialog=register&step=2");
  expect(
    (
      await step(jar, 2, {
        intent: "next",
        gender: "FEMALE",
        title: "DR",
        first_name: "Anna",
        last_name: "Berger",
      })
    ).location,
  ).toBe("/?dialog=register&step=3");
  expect((await step(jar, 3, { intent: "next", profession, employment: "CLINIC", country })).location).toBe(
    "/?dialog=register&step=4",
  );
  expect((await step(jar, 4, { intent: "next", field_id: "4" })).location).toBe("/?dialog=register&step=5");
}

describe("registration", () => {
  it("registers a doctor with an EFN and lands on /home signed in", async () => {
    const jar = new CookieJar();
    const email = `dr.berger.${Date.now()}@example.com`;
    await fillSteps1to4(jar, email, "DOCTOR", "DE");
    expect((await step(jar, 5, { intent: "next", efn: efnWithCheckDigit("80276000111222") })).location).toBe(
      "/?dialog=register&step=6",
    );
    const toCode = await step(jar, 6, { intent: "next", fieldSubscriptions: "9" });
    expect(toCode.location).toBe("/?dialog=register&step=7");

    const wrong = await step(jar, 7, { intent: "register", registrationCode: "000000", terms: "on" });
    const code = await api.latestCode(email);
    if (code !== "000000") {
      expect(wrong.status).toBe(400);
      expect((wrong.data as Reply).result.error?.registrationCode).toEqual(["Ungültiger Code"]);
    }
    const done = await step(jar, 7, { intent: "register", registrationCode: code, terms: "on" });
    expect(done.location).toBe("/home");
    const data = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as {
      user: { firstName: string; canHwg: boolean; followed: Array<{ slug: string }> };
    };
    expect(data.user.firstName).toBe("Anna");
    expect(data.user.canHwg).toBe(true);
    // The password left the session with the draft.
    const session = await sessionStore.storage.getSession(jar.header());
    expect(JSON.stringify(session.data)).not.toContain("sicheres-passwort");
  });

  it("registers a nurse in Austria with an uploaded PDF as pending", async () => {
    const jar = new CookieJar();
    const email = `pflege.${Date.now()}@example.com`;
    await fillSteps1to4(jar, email, "NURSE", "AT");
    const form = new FormData();
    form.set("intent", "next");
    form.set(
      "proof_file",
      new File([new TextEncoder().encode("%PDF-1.4\n% Nachweis\n%%EOF\n")], "nachweis.pdf", {
        type: "application/pdf",
      }),
    );
    expect((await stepMultipart(jar, 5, form)).location).toBe("/?dialog=register&step=6");
    await step(jar, 6, { intent: "next" });
    const done = await step(jar, 7, {
      intent: "register",
      registrationCode: await api.latestCode(email),
      terms: "on",
    });
    expect(done.location).toBe("/home");
    const data = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as {
      user: { validationStatus: string; canHwg: boolean };
    };
    expect(data.user.validationStatus).toBe("PENDING");
    expect(data.user.canHwg).toBe(false);
  });

  it("opened from a page's subscribe dialog, comes back to it once registered; a foreign redirect goes to /home", async () => {
    const back = "/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=2";
    for (const [redirect, expected] of [
      [back, back],
      ["https://evil.example/", "/home"],
    ] as const) {
      const jar = new CookieJar();
      const email = `abo.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      await fillSteps1to4(jar, email, "DOCTOR", "DE", `&${new URLSearchParams({ redirect })}`);
      await step(jar, 5, { intent: "next", efn: efnWithCheckDigit("80276000111222") });
      await step(jar, 6, { intent: "next" });
      const done = await step(jar, 7, {
        intent: "register",
        registrationCode: await api.latestCode(email),
        terms: "on",
      });
      expect(done.location, redirect).toBe(expected);
    }
  });

  it("says an email is taken, in German, on the field and in the snackbar", async () => {
    const result = await step(new CookieJar(), 1, {
      intent: "next",
      email: "arzt@example.com",
      password: "sicheres-passwort",
      password_repeat: "sicheres-passwort",
    });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.result.error?.email).toEqual(["Diese E-Mail-Adresse ist bereits vergeben"]);
    expect(reply.snackbar?.messages).toEqual([{ key: "register:email_taken" }]);
  });

  it("requires the proof: an EFN or a file for doctors in DE, a file for others; a wrong EFN is refused", async () => {
    const jar = new CookieJar();
    await fillSteps1to4(jar, `proof.${Date.now()}@example.com`, "DOCTOR", "DE");
    const none = await step(jar, 5, { intent: "next", efn: "" });
    expect((none.data as Reply).result.error?.efn).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
    const wrong = await step(jar, 5, { intent: "next", efn: "123456789012345" });
    expect((wrong.data as Reply).result.error?.efn).toEqual(["Ungültige EFN"]);
    // Leaving DOCTOR clears the EFN path: a nurse must upload.
    await step(jar, 3, { intent: "next", profession: "NURSE", employment: "CLINIC", country: "DE" });
    await step(jar, 4, { intent: "next", field_id: "4" });
    const nurse = await step(jar, 5, { intent: "next", efn: efnWithCheckDigit("80276000111222") });
    expect((nurse.data as Reply).result.error?.validation_file).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
  });

  it("cannot skip steps, and closing the dialog resets the draft", async () => {
    const jar = new CookieJar();
    const skipped = await call(landing.loader, { path: "/?dialog=register&step=5", cookie: jar.header() });
    expect(skipped.location).toBe("/?dialog=register&step=1");
    await step(jar, 1, {
      intent: "next",
      email: `reset.${Date.now()}@example.com`,
      password: "sicheres-passwort",
      password_repeat: "sicheres-passwort",
    });
    await call(landing.loader, { path: "/", cookie: jar.header() });
    const after = await call(landing.loader, { path: "/?dialog=register&step=2", cookie: jar.header() });
    expect(after.location).toBe("/?dialog=register&step=1");
  });
});
