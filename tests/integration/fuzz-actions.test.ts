import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { company } from "../../server/company";
import { isSameSiteLocation } from "../fixtures/hostile-redirects";
import { PRACTICE_BILLING } from "../fixtures/people";
import { surveyInvitePath } from "../support/campaign-mail";
import { postForm, startApp, type AppProcess, signInAt } from "./app-process";
import { api, DEMO_PASSWORD, freshUser } from "./helpers";
import {
  ACTION_FORMS,
  ACTION_PATHS,
  EVENT_SLUG,
  LIVE_SLUG,
  REGISTER_STEPS,
  SCRIPT_PATHS,
  SURVEY_TOKEN,
} from "./support/action-paths";
import { atRegistrationCode, VALID_EFN } from "./support/registration-draft";

// Every route with an action receives generated posts (fast-check): wrong types,
// missing and repeated fields, 1 MB values, control characters, unicode edge cases, numbers beyond
// GraphQL's Int, broken multipart bodies and wrong content types, signed in and not. Posts are made
// of each action's own fields (support/action-paths.ts) and of ids that exist (a live poll, a
// question, a checkout that reached its summary, a survey link), so they reach the schemas and the
// upstream. None may answer 5xx, send the visitor off-site, or echo a tag from the input unescaped
// (in HTML or in the inline JSON that hydrates the page); a form that re-renders keeps what was
// typed. A failure prints fast-check's seed and the shrunk post, so it can be replayed.

const POSTS_AT_LEAST = 1_000;
const routes = [...Object.entries(ACTION_PATHS), ...Object.entries(SCRIPT_PATHS)];
const paths = routes.flatMap(([route, list]) => list.map((path) => [path, route] as const));
/** The only place off the site a post may lead: the payment provider (decision 020). */
const PAYMENT_ORIGIN = new URL(inject("graphqlUrl")).origin;

/** Field names the product's forms use, so posts reach past "unknown field" into the schemas. */
const FIELD_NAMES = [
  "intent",
  "email",
  "password",
  "password_repeat",
  "current_password",
  "code",
  "redirect",
  "redirectTo",
  "dialog",
  "gender",
  "title",
  "first_name",
  "last_name",
  "profession",
  "employment",
  "country",
  "efn",
  "field",
  "field_id",
  "ids",
  "id",
  "slug",
  "type",
  "terms",
  "consent",
  "summary_frequency",
  "notify",
  "notify_promotions",
  "price_id",
  "company",
  "street",
  "zip",
  "city",
  "answer",
  "locale",
  "points",
  "validation_file",
  "position",
  "seconds",
  "step",
  "uuid",
  "option",
  "pollId",
  "livestreamId",
  "targetId",
  "text",
  "rating",
  "contentId",
  "q",
  "name",
  "subject",
  "message",
  "discount_code",
  "website",
  "started",
  "fieldSubscriptions",
  "registrationCode",
  "self_attributions",
];
const INTENTS = [
  "login",
  "register",
  "answer",
  "apply",
  "cycle",
  "start",
  "add",
  "apply_code",
  "back",
  "cancel",
  "confirm",
  "follow",
  "next",
  "notify",
  "remove_code",
  "resend",
  "save",
  "unfollow",
  "request",
  "delete",
  "finish",
  "skip",
  "ask",
  "vote",
  "interject",
  "moderate",
  "open-poll",
  "close-poll",
  "revoke",
  "presence",
  "pay",
];

/**
 * Numbers as a client may write them: past GraphQL's 32-bit Int, past JavaScript's safe integers,
 * floats, exponents, signs, hex, full-width digits and words that parse as numbers elsewhere.
 */
const outOfRange = fc.oneof(
  fc.constantFrom(
    "2147483648",
    "-2147483649",
    "2147483647",
    "-2147483648",
    "9007199254740992",
    "-9007199254740993",
    "18446744073709551616",
    "1e308",
    "-1e308",
    "1e-7",
    "NaN",
    "Infinity",
    "-Infinity",
    "-1",
    "-0",
    "0x7fffffff",
    "1.5",
    " 1",
    "１",
    "1_000",
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);
/** What may not be in a single-line field (and, but for tab and line breaks, in a multi-line one). */
const controlCharacter = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\r\nBcc: evil@example.com",
  "\u000b",
  "\u000c",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u2029",
);
const withControl = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map((parts) => parts.join(""));

let tagCount = 0;
/** A tag no page contains: finding it raw in an answer means the input was echoed unescaped. */
const tag = fc.constant(null).map(() => `<fz${++tagCount} x="'>`);
const odd = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\u0007",
  "\u202e",
  "\ufeff",
  "\ud800",
  "𝕏🩺",
  "a\r\nb",
  "%00",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "-1",
  "1e309",
  "NaN",
  "[]",
  "{}",
  "true",
  "😀".repeat(300),
);
/**
 * Redirect targets put together from the pieces open redirects are made of (slashes, backslashes,
 * control characters a browser strips, dot segments, encodings, schemes, a host): the generator
 * finds `/\t/evil.example` and its relatives by itself, not from a list of known attacks.
 */
const redirectTarget = fc
  .tuple(
    fc.constantFrom("/", "/", "/", "", "\\", " "),
    fc.array(
      fc.constantFrom(
        "/",
        "\\",
        "\t",
        "\n",
        "\r",
        ".",
        "..",
        "%09",
        "%2F",
        "%5C",
        "@",
        "https:",
        "javascript:",
        "x",
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.constantFrom("evil.example", "evil.example/home", ""),
  )
  .map(([start, middle, host]) => start + middle.join("") + host);

const value = fc.oneof(
  { weight: 2, arbitrary: redirectTarget },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: odd },
  { weight: 2, arbitrary: fc.integer().map(String) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), tag, fc.string({ maxLength: 8 })).map((p) => p.join("")),
  },
  // Just under the 1 MB body limit: it reaches the parser and the schemas.
  { weight: 1, arbitrary: fc.constant("x".repeat(1_000_000)) },
);
/** Values that exist (ids of a live poll, a question, a video, prices): posts get past the id checks. */
type Known = Record<string, string[]>;

/**
 * A value each field takes, so a post is whole but for what the generator makes hostile. Passwords
 * are wrong ones: a post that deletes the account would leave the rest of the run at the door.
 */
const PLAUSIBLE: Record<string, string> = {
  email: "fuzz@example.com",
  password: "geheim-123",
  password_repeat: "geheim-123",
  current_password: "geheim-123",
  code: "123456",
  redirect: "/home",
  redirectTo: "/home",
  ...PRACTICE_BILLING,
  gender: "FEMALE",
  title: "DR",
  profession: "DOCTOR",
  employment: "CLINIC",
  field_id: "3",
  fieldIds: "3",
  ids: "3",
  recipient: "SUPPORT",
  name: "Lena Brandt",
  subject: "Frage zum Zertifikat",
  message: "Guten Tag,\r\nmein Zertifikat fehlt.",
  text: "Gilt das auch für Kinder?",
  rating: "4",
  type: "Field",
  id: "3",
  notify: "true",
  option: "0",
  action: "HIDE",
  question: "Wie oft?",
  "options[0]": "Täglich",
  "options[1]": "Nie",
  anonymous: "on",
  locale: "de",
  summary_frequency: "WEEKLY",
  notify_promotions: "on",
  q: "1",
  move: "next",
  consent: "on",
  date: "2026-01-01",
  discount_code: "EKG25",
  enabled: "false",
  position: "10",
  format: "json",
  fileName: "nachweis.pdf",
  purpose: "user_validation",
  q2: "4",
  terms: "on",
  // The contact form's field people never see: a browser leaves it empty.
  website: "",
  efn: VALID_EFN,
  fieldSubscriptions: "3",
  registrationCode: "123456",
  self_attributions: "SEARCH",
};
const plausible = (name: string, known: Known) => known[name]?.[0] ?? PLAUSIBLE[name] ?? "Hallo";

/** The forms of a route that a path takes: all but those meant for another of its paths. */
function formsAt(route: string, path: string): [intent: string, names: string[]][] {
  return Object.entries(ACTION_FORMS[route]?.forms ?? {}).flatMap(([key, names]) => {
    const [intent = "", only] = key.split(" ");
    return only === undefined || path.includes(only) ? [[intent, names] as [string, string[]]] : [];
  });
}

/**
 * Numbers every numeric field gets (the largest Int, an id that exists nowhere, first), and the
 * control characters text fields get.
 */
const SWEEP_NUMBERS = ["2147483647", "2147483648", "-2147483649", "9007199254740992", "1e308", "NaN", "-1"];
const SWEEP_TEXTS = ["\u0000", "Frage\r\nBcc: evil@example.com", "\u001b[31m", "x\u0085y"];

/**
 * Every form a path takes: once whole and plausible (so the sweep gets past the schema to the API),
 * then once per hostile value of each field, the rest of the form plausible.
 */
function sweepFor(path: string, route: string, known: Known): [string, string][][] {
  const numbers = new Set(ACTION_FORMS[route]?.numbers ?? []);
  return formsAt(route, path).flatMap(([intent, names]) => {
    const post = (target?: string, bad?: string): [string, string][] => [
      ...(intent ? [["intent", intent] as [string, string]] : []),
      ...names.map((name): [string, string] => [name, name === target ? bad! : plausible(name, known)]),
    ];
    return [
      post(),
      ...names.flatMap((target, index) =>
        (numbers.has(target) ? SWEEP_NUMBERS : [SWEEP_TEXTS[index % SWEEP_TEXTS.length]!]).map((bad) =>
          post(target, bad),
        ),
      ),
    ];
  });
}
const SWEEP_POSTS = paths.reduce((sum, [path, route]) => sum + sweepFor(path, route, {}).length, 0);
const RUNS_PER_PATH = Math.max(20, Math.ceil((POSTS_AT_LEAST - SWEEP_POSTS) / paths.length));

/**
 * Posts to one action: mostly one of its forms whole, with one field made hostile (out-of-range
 * numbers in numeric fields, control characters in text) and maybe a stray field; otherwise any of
 * its fields and the product's, in any number, with any intent.
 */
function fieldsFor(path: string, route: string, known: Known) {
  const forms = formsAt(route, path);
  const numbers = new Set(ACTION_FORMS[route]?.numbers ?? []);
  const ownNames = [...new Set(forms.flatMap(([, names]) => names))];
  const hostile = (name: string) =>
    numbers.has(name)
      ? fc.oneof({ weight: 3, arbitrary: outOfRange }, withControl, value)
      : fc.oneof({ weight: 3, arbitrary: withControl }, { weight: 2, arbitrary: value });
  const anyName = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(ownNames.length ? ownNames : FIELD_NAMES)) },
    { weight: 2, arbitrary: fc.constantFrom(...FIELD_NAMES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const anyPair = anyName.chain((name) =>
    fc
      .oneof(
        { weight: 3, arbitrary: value },
        { weight: 2, arbitrary: hostile(name) },
        ...(known[name]?.length ? [{ weight: 2, arbitrary: fc.constantFrom(...known[name]) }] : []),
      )
      .map((text) => [name, text] as [string, string]),
  );
  const whole = fc
    .constantFrom(...forms)
    .chain(([intent, names]) =>
      fc
        .tuple(
          names.length ? fc.constantFrom(...names) : fc.constant(""),
          fc.array(anyPair, { maxLength: 2 }),
        )
        .chain(([target, extra]) =>
          (target ? hostile(target) : fc.constant("")).map((bad) => [
            ...(intent ? [["intent", intent] as [string, string]] : []),
            ...names.map((name): [string, string] => [name, name === target ? bad : plausible(name, known)]),
            ...extra,
          ]),
        ),
    );
  const intents = [...new Set([...forms.map(([intent]) => intent).filter(Boolean), ...INTENTS])];
  const loose = fc
    .tuple(fc.option(fc.constantFrom(...intents), { freq: 4 }), fc.array(anyPair, { maxLength: 8 }))
    .map(([intent, pairs]) => (intent ? [["intent", intent] as [string, string], ...pairs] : pairs));
  return fc.oneof({ weight: 3, arbitrary: whole }, { weight: 2, arbitrary: loose });
}

type Post = { body: BodyInit | null; type: string | null; signedIn: boolean; label: string };

const postsOf = (fields: fc.Arbitrary<[string, string][]>): fc.Arbitrary<Post> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fields, fc.boolean()).map(([pairs, signedIn]) => ({
        body: new URLSearchParams(pairs),
        type: "application/x-www-form-urlencoded",
        signedIn,
        label: "form",
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fields, fc.boolean(), fc.option(fc.uint8Array({ maxLength: 256 })))
        .map(([pairs, signedIn, file]) => {
          const form = new FormData();
          for (const [name, text] of pairs) form.append(name, text);
          if (file)
            form.append("validation_file", new Blob([file], { type: "application/pdf" }), "nachweis.pdf");
          return { body: form, type: null, signedIn, label: "multipart" };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ unit: "binary", maxLength: 200 }),
          fc.constantFrom("x", "", "--", "a".repeat(80)),
          fc.boolean(),
        )
        .map(([raw, boundary, signedIn]) => ({
          body: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${raw}`,
          type: `multipart/form-data; boundary=${boundary}`,
          signedIn,
          label: "broken multipart",
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 100 }),
          fc.constantFrom(
            "application/json",
            "text/plain",
            "application/xml",
            "application/x-www-form-urlencoded; charset=utf-16",
            null,
          ),
          fc.boolean(),
        )
        .map(([raw, type, signedIn]) => ({
          body: raw,
          type,
          signedIn,
          label: `content type ${type}`,
        })),
    },
  );

let app: AppProcess;
let posts = 0;
const UNESCAPED_TAG = /<fz\d+ /;
const known: Known = {
  action: ["ANSWER", "ACTIVATE", "HIDE", "UNHIDE", "ACCEPT", "DECLINE", "FINISH"],
  recipient: ["SUPPORT", "SALES"],
  gender: ["FEMALE"],
  country: ["DE"],
  rating: ["1", "5"],
  q2: ["1", "5"],
};
let surveyToken = "";
/** Posts that went on to the payment provider: the pay step reached startCheckout. */
let checkoutsStarted = 0;

/** Ids that exist: the live stream's, a poll open in it, a question asked there, a video's. */
async function arrange() {
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const viewer = await api.login(await freshUser("arzt@example.com"));
  const { livestream } = await api.gql<{ livestream: { id: string } }>(
    "query($s: String!) { livestream(slug: $s) { id } }",
    { s: LIVE_SLUG },
    viewer,
  );
  const { openPoll } = await api.gql<{ openPoll: { id: string } }>(
    "mutation($i: OpenPollInput!) { openPoll(input: $i) { id } }",
    { i: { livestream_id: livestream.id, question: "Wie oft?", options: ["Täglich", "Nie"] } },
    staff,
  );
  const { askQuestion } = await api.gql<{ askQuestion: { id: string } }>(
    "mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }",
    { i: { livestream_id: livestream.id, text: "Gilt das auch für Kinder?" } },
    viewer,
  );
  const video = await api.content("VOD", "PUBLIC");
  Object.assign(known, {
    livestreamId: [livestream.id],
    pollId: [openPoll.id],
    targetId: [askQuestion.id],
    contentId: [video.id, livestream.id],
  });
  surveyToken = (await surveyInvitePath(api)).split("/").pop()!;
  // The contact form's start, sealed by the app, as a browser has it from the page's hidden field.
  const contact = await (await fetch(`${app.url}/contact`)).text();
  const started = /<input[^>]*name="started"[^>]*>/.exec(contact)?.[0];
  known.started = [/value="([^"]+)"/.exec(started ?? "")?.[1] ?? ""];
  expect(known.started[0]).toMatch(/^v1\./);
}

beforeAll(async () => {
  app = await startApp({
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_EMAIL: "100000",
    UPSTREAM_TIMEOUT_MS: "8000",
    // A contact form may be sent as soon as its page is loaded (its start still has to be ours).
    CONTACT_MIN_FILL_SECONDS: "0",
    // Where the payment provider sends the browser back: the site the reference API knows (its default).
    SITE_URL: "http://localhost:3000",
  });
  await arrange();
});
afterAll(() => app.stop());

/** The checkout of `cookie`'s user at its summary: a price chosen, the address given. */
async function toSummary(cookie: string) {
  const page = await (await fetch(`${app.url}/registration/${EVENT_SLUG}`, { headers: { cookie } })).text();
  const prices = [
    ...page.matchAll(/name="price_id"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="price_id"/g),
  ].map((match) => match[1] ?? match[2]!);
  known.price_id = prices;
  for (const price of prices) {
    const form = new FormData();
    form.set("price_id", price);
    const chosen = await fetch(`${app.url}/registration/${EVENT_SLUG}?step=1`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, cookie },
      body: form,
    });
    await chosen.arrayBuffer();
    if (chosen.headers.get("Location")?.endsWith("step=2")) break;
  }
  const address = await postForm(
    app,
    `/registration/${EVENT_SLUG}?step=2`,
    {
      first_name: "Lena",
      last_name: "Brandt",
      street: "Hauptstraße 1",
      zip: "10115",
      city: "Berlin",
      country: "DE",
    },
    { cookie },
  );
  expect(address.headers.get("Location")).toMatch(/step=3$/);
}

/** Where a post may send the browser: this site, or the payment provider for a started checkout. */
const allowedLocation = (location: string | null) =>
  isSameSiteLocation(location) || (location?.startsWith(`${PAYMENT_ORIGIN}/`) ?? false);

/** The registration dialog's later steps: their forms are read in a session that reached them. */
const isRegisterStep = (path: string) =>
  REGISTER_STEPS.some((step) => path.endsWith(`dialog=register&step=${step}`));

/** A user of its own per path (a post may log out, delete the account or change the password). */
async function userFor(route: string, path: string) {
  if (isRegisterStep(path)) return atRegistrationCode(app);
  const form = ACTION_FORMS[route];
  if (form?.user === "staff")
    return signIn((await api.createUser({ like: "team@example.com", staff: true })).email);
  const cookie = await signIn(
    await freshUser(form?.user === "doctor" ? "arzt@example.com" : "studentin@example.com"),
  );
  if (form?.user === "doctor") await toSummary(cookie);
  return cookie;
}

const signIn = (email: string) => signInAt(app, email);

describe("generated posts to every action", () => {
  it("knows the forms of every action", () => {
    expect(Object.keys(ACTION_FORMS).sort()).toEqual(routes.map(([route]) => route).sort());
    expect(SWEEP_POSTS).toBeLessThan(POSTS_AT_LEAST);
  });

  it.each(paths)("%s: no 5xx, no off-site redirect, no unescaped echo", async (listed, route) => {
    const path = listed.replace(SURVEY_TOKEN, surveyToken);
    const cookie = await userFor(route, listed);
    const send = async (body: BodyInit | null, type: string | null, signedIn: boolean) => {
      const headers: Record<string, string> = { Origin: app.url };
      if (type) headers["Content-Type"] = type;
      if (signedIn) headers.Cookie = cookie;
      const response = await fetch(app.url + path, { method: "POST", redirect: "manual", headers, body });
      posts++;
      const text = await response.text();
      expect(response.status, `${path}: ${body instanceof URLSearchParams ? String(body) : ""}`).toBeLessThan(
        500,
      );
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get("Location");
        expect(allowedLocation(location)).toBe(true);
        if (location?.startsWith(`${PAYMENT_ORIGIN}/`)) checkoutsStarted++;
      }
      expect(UNESCAPED_TAG.exec(text)?.[0] ?? null).toBeNull();
    };
    // Every numeric field with every out-of-range number, every text field with a control character.
    for (const pairs of sweepFor(listed, route, known))
      await send(new URLSearchParams(pairs), "application/x-www-form-urlencoded", true);
    await fc.assert(
      fc.asyncProperty(postsOf(fieldsFor(listed, route, known)), ({ body, type, signedIn }) =>
        send(body, type, signedIn),
      ),
      { numRuns: RUNS_PER_PATH },
    );
  });

  it(`sent at least ${POSTS_AT_LEAST} posts`, () => {
    expect(posts).toBeGreaterThanOrEqual(POSTS_AT_LEAST);
  });

  it("got past the forms to the API: a contact request was mailed to the team, a checkout went to the provider", async () => {
    const contactMails = (await api.outbox(company.support_email)).filter((mail) =>
      mail.body.includes(`<${PLAUSIBLE.email}>`),
    );
    expect(contactMails.length).toBeGreaterThan(0);
    expect(checkoutsStarted).toBeGreaterThan(0);
  });
});

describe("generated numbers in query parameters", () => {
  it("never answer 5xx on the pages and streams that read them", async () => {
    const cookie = await signIn(await freshUser("arzt@example.com"));
    const video = await api.content("VOD", "PUBLIC");
    const urls: ((n: string) => string)[] = [
      (n) => `/search/herz?page=${n}`,
      (n) => `/cme-fortbildungen?page=${n}&points=${n}&field=${n}`,
      (n) => `/profile/certificates?year=${n}`,
      (n) => `/video/${video.slug}?t=${n}`,
      (n) => `/video/${video.slug}?dialog=cme-test&q=${n}`,
      (n) => `/?dialog=register&step=${n}`,
      (n) => `/registration/${EVENT_SLUG}?step=${n}`,
      (n) => `/home?dialog=confirm-data&step=${n}`,
      (n) => `/live/${LIVE_SLUG}/events?after=${n}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), outOfRange, async (url, n) => {
        const response = await fetch(app.url + url(encodeURIComponent(n)), {
          headers: { cookie },
          redirect: "manual",
        });
        // The event stream never ends by itself: its status is all this needs.
        await response.body?.cancel();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });
});

describe("generated forms over the 1 MB body limit", () => {
  it.each(paths)("%s refuses them with 413 before it acts", async (listed, route) => {
    const path = listed.replace(SURVEY_TOKEN, surveyToken);
    const cookie = isRegisterStep(listed)
      ? await atRegistrationCode(app)
      : await signIn(await freshUser("studentin@example.com"));
    await fc.assert(
      fc.asyncProperty(fieldsFor(listed, route, known), async (pairs) => {
        const body = new URLSearchParams([...pairs, ["filler", "x".repeat(1_100_000)]]);
        const response = await fetch(app.url + path, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: app.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        await response.arrayBuffer();
        expect(response.status).toBe(413);
      }),
      { numRuns: 3 },
    );
  });
});

describe("generated redirect targets never lead off the site", () => {
  // The action must succeed for its redirect to be followed: a language switch (no account) and a
  // login with the right password.
  it("a language switch with a generated redirectTo", async () => {
    await fc.assert(
      fc.asyncProperty(redirectTarget, async (redirectTo) => {
        const response = await postForm(app, "/locale", { locale: "de", redirectTo });
        expect(response.status).toBe(302);
        expect(isSameSiteLocation(response.headers.get("Location"))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it("a successful login with a generated redirect", async () => {
    const email = await freshUser("arzt@example.com");
    await fc.assert(
      fc.asyncProperty(redirectTarget, async (redirect) => {
        const response = await postForm(app, "/?index&dialog=login", {
          intent: "login",
          email,
          password: DEMO_PASSWORD,
          redirect,
        });
        expect(response.status).toBe(302);
        expect(isSameSiteLocation(response.headers.get("Location"))).toBe(true);
      }),
      // Each run is a real login (a password hash in the API, about 0.1 s, several times that on a
      // loaded machine): the 1,000 targets above already reach the same helper.
      { numRuns: 40 },
    );
  });
});

/** As React writes an attribute value. */
const inAttribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const typed = fc
  .oneof(
    fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }),
    fc.tuple(fc.string({ maxLength: 8 }), tag).map((p) => p.join("")),
  )
  .filter((text) => text.trim() === text && text.length > 0);

describe("a form that re-renders keeps what was typed, escaped", () => {
  it("the login dialog keeps any email (never the password)", async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (email) => {
        const response = await postForm(app, "/?index&dialog=login", {
          intent: "login",
          email,
          password: "geheim-123",
        });
        const html = await response.text();
        expect(response.status).toBe(400);
        expect(html).toContain(`value="${inAttribute(email)}"`);
        expect(html).not.toContain("geheim-123");
        expect(UNESCAPED_TAG.test(html)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("personal details keep any last name when the first name is missing", async () => {
    const cookie = await signIn(await freshUser("arzt@example.com"));
    await fc.assert(
      fc.asyncProperty(typed, async (lastName) => {
        const response = await postForm(
          app,
          "/profile/personal-details",
          { gender: "FEMALE", title: "", first_name: "", last_name: lastName },
          { cookie },
        );
        const html = await response.text();
        expect(response.status).toBe(400);
        expect(html).toContain(`value="${inAttribute(lastName)}"`);
        expect(UNESCAPED_TAG.test(html)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
