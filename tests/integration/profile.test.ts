import { afterEach, describe, expect, it } from "vitest";
import * as overview from "~/features/profile/routes/profile._index";
import * as layout from "~/features/profile/routes/profile";
import * as notifications from "~/features/profile/routes/profile.notifications";
import * as password from "~/features/profile/routes/profile.password-change";
import * as personal from "~/features/profile/routes/profile.personal-details";
import * as professional from "~/features/profile/routes/profile.professional-details";
import * as exportData from "~/features/profile/routes/profile.data-export";
import * as subscriptions from "~/features/profile/routes/profile.subscriptions";
import * as myContent from "~/features/profile/routes/profile.my-content";
import * as emailChange from "~/features/profile/routes/profile.email-change";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import {
  api,
  call,
  CookieJar,
  DEMO_PASSWORD,
  freshUser,
  SAMPLE_PDF,
  signedIn,
  type ProofFile,
} from "./helpers";

// The account pages through their loaders and actions, against the reference API.

type Result = {
  result: {
    status?: string;
    error?: Record<string, string[] | null> | null;
    initialValue?: Record<string, unknown> | null;
  };
};

const flashOf = async (jar: CookieJar, path: string) =>
  ((await call(root.loader, { path, cookie: jar.header() })).data as { flash: FlashMessage | null }).flash;

describe("/profile", () => {
  it("sends anonymous visitors to the landing page", async () => {
    const result = await call(layout.loader, { path: "/profile/notifications" });
    expect(result.location).toBe("/?redirect=%2Fprofile%2Fnotifications");
  });

  it("shows who I am, my proof, my CME points and what I follow", async () => {
    const jar = await signedIn("arzt@example.com");
    type Data = Awaited<ReturnType<typeof overview.loader>>;
    const data = (await call(overview.loader, { path: "/profile", cookie: jar.header() })).data as Data;
    expect(data.user).toMatchObject({
      name: "Dr. Markus Hoffmann",
      email: "arzt@example.com",
      profession: "Ärztin/Arzt",
      country: "Deutschland",
      validationStatus: "ACCEPTED",
    });
    expect(data.cme.count).toBe(5);
    expect(data.follows.length).toBe(10);
    expect(data.follows[0]?.href).toMatch(/^\/(fachgebiete|channel)\//);
  });
});

describe("personal details", () => {
  it("keeps the input and answers field messages, then saves", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const refused = await call(personal.action, {
      path: "/profile/personal-details",
      cookie: jar.header(),
      form: { gender: "FEMALE", title: "", first_name: "", last_name: "Lang" },
    });
    expect(refused.status).toBe(400);
    const { result } = refused.data as Result;
    expect(result.error?.first_name).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
    expect(result.initialValue).toMatchObject({ gender: "FEMALE", last_name: "Lang" });

    const saved = jar.store(
      await call(personal.action, {
        path: "/profile/personal-details",
        cookie: jar.header(),
        form: { gender: "FEMALE", title: "PROF", first_name: "Maria", last_name: "Lang" },
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/profile/personal-details");
    expect(await flashOf(jar, "/profile/personal-details")).toEqual({
      kind: "success",
      messages: [{ key: "profile:saved" }],
    });
    type Data = Awaited<ReturnType<typeof personal.loader>>;
    const data = (await call(personal.loader, { path: "/profile/personal-details", cookie: jar.header() }))
      .data as Data;
    expect(data.values).toEqual({ gender: "FEMALE", title: "PROF", first_name: "Maria", last_name: "Lang" });
  });
});

describe("professional details", () => {
  type Data = Awaited<ReturnType<typeof professional.loader>>;
  const PATH = "/profile/professional-details";
  const page = async (jar: CookieJar) =>
    (await call(professional.loader, { path: PATH, cookie: jar.header() })).data as Data;
  // The page's form is multipart (a proof file goes with it without JavaScript).
  const post = async (jar: CookieJar, form: Record<string, string>, file: ProofFile | null = null) =>
    jar.store(await call(professional.action, { path: PATH, cookie: jar.header(), form, proofFile: file }));

  it("changes employment and main field without new proof", async () => {
    const jar = await signedIn(await freshUser());
    const before = await page(jar);
    expect(before.values).toMatchObject({ profession: "DOCTOR", country: "DE" });
    expect(before.fields.map((field) => field.label)).toEqual(
      [...before.fields.map((field) => field.label)].sort(new Intl.Collator("de").compare),
    );
    const saved = await post(jar, { ...before.values, employment: "SETTLED", field_id: "9" });
    expect(saved.status).toBe(303);
    expect(await flashOf(jar, PATH)).toEqual({ kind: "success", messages: [{ key: "profile:saved" }] });
    expect((await page(jar)).values).toMatchObject({
      employment: "SETTLED",
      field_id: "9",
      profession: "DOCTOR",
    });
  });

  it("asks a student who becomes a doctor for the EFN or a file, keeps the choices, then takes the EFN", async () => {
    const jar = await signedIn(await freshUser("studentin@example.com"));
    const { values } = await page(jar);
    const asked = await post(jar, { ...values, profession: "DOCTOR", country: "DE" });
    expect(asked.status).toBe(400);
    const { result } = asked.data as Result;
    expect(result.error).toMatchObject({
      efn: ["Dieses Feld ist ein Pflichtfeld"],
      validation_file: ["Dieses Feld ist ein Pflichtfeld"],
    });
    expect(result.initialValue).toMatchObject({ profession: "DOCTOR", country: "DE" });

    const wrong = await post(jar, { ...values, profession: "DOCTOR", efn: "123" });
    expect((wrong.data as Result).result.error?.efn).toEqual(["Ungültige EFN"]);
    const saved = await post(jar, { ...values, profession: "DOCTOR", efn: "999999999999999" });
    expect(saved.status).toBe(303);
    const after = await page(jar);
    expect(after.values.profession).toBe("DOCTOR");
    expect(after.pending).toBe(false);
  });

  it("takes a proof file without JavaScript for a move abroad; the proof then waits for staff", async () => {
    const jar = await signedIn(await freshUser());
    const { values } = await page(jar);
    const file = { name: "approbation.pdf", bytes: SAMPLE_PDF, type: "application/pdf" };
    const saved = await post(jar, { ...values, country: "AT" }, file);
    expect(saved.status).toBe(303);
    expect(await flashOf(jar, PATH)).toEqual({
      kind: "success",
      messages: [{ key: "profile:professional.proof_sent" }],
    });
    const after = await page(jar);
    expect(after).toMatchObject({ pending: true, saved: { country: "AT" } });

    const blocked = await post(jar, { ...after.values, profession: "DENTIST" }, file);
    expect(blocked.status).toBe(400);
    expect((blocked.data as Result).result.error?.profession?.[0]).toMatch(/wird gerade .* geprüft/);
  });
});

describe("password change", () => {
  it("refuses a wrong current password without sending passwords back, then changes it", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const wrong = await call(password.action, {
      path: "/profile/password-change",
      cookie: jar.header(),
      form: {
        current_password: "falsch-falsch",
        password: "neues-passwort-1",
        password_repeat: "neues-passwort-1",
      },
    });
    expect(wrong.status).toBe(400);
    const { result } = wrong.data as Result;
    expect(result.error?.current_password).toEqual(["Das aktuelle Passwort ist nicht korrekt."]);
    expect(JSON.stringify(wrong.data)).not.toContain("neues-passwort-1");

    const mismatch = await call(password.action, {
      path: "/profile/password-change",
      cookie: jar.header(),
      form: { current_password: DEMO_PASSWORD, password: "neues-passwort-1", password_repeat: "anders-1234" },
    });
    expect((mismatch.data as Result).result.error?.password_repeat).toEqual([
      "Passwörter stimmen nicht überein",
    ]);

    const changed = jar.store(
      await call(password.action, {
        path: "/profile/password-change",
        cookie: jar.header(),
        form: {
          current_password: DEMO_PASSWORD,
          password: "neues-passwort-1",
          password_repeat: "neues-passwort-1",
        },
      }),
    );
    expect(changed.status).toBe(303);
    expect(await flashOf(jar, "/profile/password-change")).toEqual({
      kind: "success",
      messages: [{ key: "profile:password.changed" }],
    });
    expect(await api.login(email, "neues-passwort-1")).toBeTruthy();
  });
});

describe("notifications", () => {
  it("saves the summary frequency and the switches (unticked boxes turn off)", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const saved = jar.store(
      await call(notifications.action, {
        path: "/profile/notifications",
        cookie: jar.header(),
        form: { summary_frequency: "TWO_WEEKLY", notify_livestream_day: "on" },
      }),
    );
    expect(saved.status).toBe(303);
    type Data = Awaited<ReturnType<typeof notifications.loader>>;
    const data = (await call(notifications.loader, { path: "/profile/notifications", cookie: jar.header() }))
      .data as Data;
    expect(data.values).toEqual({
      summary_frequency: "TWO_WEEKLY",
      notify_subscriptions: undefined,
      notify_livestream_day: "on",
      notify_promotions: undefined,
    });
    const invalid = await call(notifications.action, {
      path: "/profile/notifications",
      cookie: jar.header(),
      form: { summary_frequency: "DAILY" },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.data as Result).result.error?.summary_frequency).toEqual(["Ungültige Auswahl"]);
  });
});

describe("subscriptions", () => {
  type Data = Awaited<ReturnType<typeof subscriptions.loader>>;
  const PATH = "/profile/subscriptions";
  const load = async (jar: CookieJar) =>
    (await call(subscriptions.loader, { path: PATH, cookie: jar.header() })).data as Data;

  it("lists what I follow and the fields I do not follow yet, sorted, the less common ones as extended", async () => {
    const jar = await signedIn(await freshUser());
    const data = await load(jar);
    const followed = new Set(data.follows.map((f) => f.target.id));
    expect(data.addable.length).toBeGreaterThan(10);
    expect(data.addable.every((field) => !followed.has(field.value))).toBe(true);
    expect(data.addable.some((field) => field.extended)).toBe(true);
    const names = data.addable.map((field) => field.label);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
  });

  it("adds the chosen fields in one post; none chosen is refused", async () => {
    const jar = await signedIn(await freshUser());
    const refused = await call(subscriptions.action, { path: PATH, cookie: jar.header(), form: {} });
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.ids).toEqual(["Wähle mindestens ein Fachgebiet aus."]);

    const [first, second] = (await load(jar)).addable;
    const body = new URLSearchParams([
      ["ids", first!.value],
      ["ids", second!.value],
    ]);
    const request = new Request(`http://localhost:3000${PATH}`, {
      method: "POST",
      body,
      headers: { Cookie: jar.header() },
    });
    const saved = await subscriptions
      .action({ request, params: {}, context: {} })
      .catch((thrown: unknown) => thrown);
    expect((saved as Response).status).toBe(303);
    jar.store({ status: 303, headers: (saved as Response).headers, data: null, location: PATH });
    const after = await load(jar);
    const followedNow = after.follows.map((follow) => follow.target.id);
    expect(followedNow).toEqual(expect.arrayContaining([first!.value, second!.value]));
    expect(await flashOf(jar, PATH)).toEqual({
      kind: "success",
      messages: [{ key: "profile:subscriptions.added" }],
    });
  });
});

describe("my data", () => {
  it("downloads everything stored about me as JSON", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const result = await call(exportData.loader, { path: "/profile/data-export", cookie: jar.header() });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toBe('attachment; filename="meine-daten.json"');
    expect(result.headers.get("Cache-Control")).toBe("private, no-store");
    expect(result.data).toMatchObject({ profile: { email } });
  });

  it("deletes the account only with the password, then ends the session", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const wrong = await call(overview.action, {
      path: "/profile?index",
      cookie: jar.header(),
      form: { password: "falsch-falsch" },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.data as Result).result.error?.password).toEqual(["Das Passwort ist nicht korrekt."]);

    const deleted = jar.store(
      await call(overview.action, {
        path: "/profile?index",
        cookie: jar.header(),
        form: { password: DEMO_PASSWORD },
      }),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/");
    expect(await flashOf(jar, "/")).toEqual({
      kind: "success",
      messages: [{ key: "profile:account.deleted" }],
    });
    expect((await call(layout.loader, { path: "/profile", cookie: jar.header() })).location).toBe(
      "/?redirect=%2Fprofile",
    );
    expect(await api.user(email)).toBeNull();
  });
});

describe("my content", () => {
  it("is empty at first and lists what a code unlocked", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    type Data = Awaited<ReturnType<typeof myContent.loader>>;
    const load = async () =>
      ((await call(myContent.loader, { path: "/profile/my-content", cookie: jar.header() })).data as Data)
        .items;
    expect(await load()).toEqual([]);
    const code = await api.createActivationCode([(await api.content("VOD", "CODE")).slug]);
    await api.gql(
      "mutation($c: String!) { unlock(code: $c) { status } }",
      { c: code },
      await api.login(email),
    );
    const items = await load();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ locked: false });
  });
});

describe("email change", () => {
  afterEach(() => api.setClock());

  it("sends a code to the new address, refuses a wrong one and changes the address with the right one", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    const path = "/profile/email-change";
    const taken = await call(emailChange.action, {
      path,
      cookie: jar.header(),
      form: { intent: "request", email: "studentin@example.com", password: DEMO_PASSWORD },
    });
    expect((taken.data as Result).result.error?.email).toEqual(["Diese E-Mail-Adresse ist bereits vergeben"]);

    const next = `neu-${Date.now()}@example.com`;
    const sent = jar.store(
      await call(emailChange.action, {
        path,
        cookie: jar.header(),
        form: { intent: "request", email: next, password: DEMO_PASSWORD },
      }),
    );
    expect(sent.location).toBe("/profile/email-change?step=code");
    type Data = Awaited<ReturnType<typeof emailChange.loader>>;
    const page = (await call(emailChange.loader, { path: sent.location ?? "", cookie: jar.header() }))
      .data as Data;
    expect(page).toMatchObject({ step: "code", pending: next, email });

    const wrong = await call(emailChange.action, {
      path,
      cookie: jar.header(),
      form: { intent: "confirm", code: "000000" },
    });
    expect((wrong.data as Result).result.error?.code).toEqual(["Ungültiger Code"]);
    const code = await api.latestCode(next);
    const done = jar.store(
      await call(emailChange.action, { path, cookie: jar.header(), form: { intent: "confirm", code } }),
    );
    expect(done.location).toBe("/profile");
    expect(await flashOf(jar, "/profile")).toEqual({
      kind: "success",
      messages: [{ key: "profile:email.changed" }],
    });
    expect(await api.login(next)).toBeTruthy();
  });

  it("refuses the sixth code within the hour with 429, Retry-After and a German message", async () => {
    const jar = await signedIn(await freshUser());
    const ask = (n: number) =>
      call(emailChange.action, {
        path: "/profile/email-change",
        cookie: jar.header(),
        form: { intent: "request", email: `viele-${Date.now()}-${n}@example.com`, password: DEMO_PASSWORD },
      });
    for (let n = 0; n < 5; n += 1) expect((await ask(n)).location).toBe("/profile/email-change?step=code");
    const refused = await ask(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect((refused.data as Result).result.error?.[""]).toEqual([
      expect.stringMatching(/^Zu viele Codes angefordert\. Bitte versuche es in (59|60) Minuten erneut\.$/),
    ]);
    expect((refused.data as Result).result.initialValue).not.toHaveProperty("password");
  });

  it("after five wrong codes says so and when a new code can be had; asking too early keeps the address, after the hour a new code works", async () => {
    const jar = await signedIn(await freshUser());
    const path = "/profile/email-change";
    const next = `vertippt-${Date.now()}@example.com`;
    const ask = async () =>
      jar.store(
        await call(emailChange.action, {
          path,
          cookie: jar.header(),
          form: { intent: "request", email: next, password: DEMO_PASSWORD },
        }),
      );
    const enter = (code: string) =>
      call(emailChange.action, { path, cookie: jar.header(), form: { intent: "confirm", code } });
    const codeError = (answer: Awaited<ReturnType<typeof enter>>) => (answer.data as Result).result.error;
    const WAIT = /^Zu viele falsche Eingaben\. Du kannst in (59|60) Minuten einen neuen Code anfordern\.$/;

    expect((await ask()).location).toBe("/profile/email-change?step=code");
    const right = await api.latestCode(next);
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((c) => c !== right);
    for (const code of wrong.slice(0, 4))
      expect(codeError(await enter(code))?.code).toEqual(["Ungültiger Code"]);
    for (const answer of [await enter(wrong[4]!), await enter(right)]) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(3500);
      expect(codeError(answer)?.[""]).toEqual([expect.stringMatching(WAIT)]);
    }

    // Asking again too early: the same words, the address kept in the form, no password sent back.
    const early = await ask();
    expect(early.status).toBe(429);
    expect(codeError(early)?.[""]).toEqual([expect.stringMatching(WAIT)]);
    expect((early.data as Result).result.initialValue).toMatchObject({ email: next });
    expect((early.data as Result).result.initialValue).not.toHaveProperty("password");

    // An hour after that code: nothing to wait for, the page says to ask for a new one; the new one works.
    await api.setClock({ advanceSeconds: 3601 });
    expect(codeError(await enter(right))?.code).toEqual([
      "Zu viele falsche Eingaben. Fordere einen neuen Code an.",
    ]);
    expect((await ask()).location).toBe("/profile/email-change?step=code");
    const done = await enter(await api.latestCode(next));
    expect(done.location).toBe("/profile");
  });
});
