import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSameSiteLocation } from "../fixtures/hostile-redirects";
import { postForm, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD, freshUser } from "./helpers";
import { ACTION_PATHS, SCRIPT_PATHS } from "./support/action-paths";

// Issue 16, suite 2: every route with an action receives generated posts (fast-check): wrong types,
// missing and repeated fields, 1 MB values, control characters, unicode edge cases, broken
// multipart bodies and wrong content types, signed in and not. None may answer 5xx, send the
// visitor off-site, or echo a tag from the input unescaped (in HTML or in the inline JSON that
// hydrates the page); a form that re-renders keeps what was typed. A failure prints fast-check's
// seed and the shrunk post, so it can be replayed.

const POSTS_AT_LEAST = 1_000;
const paths = [...Object.values(ACTION_PATHS).flat(), ...Object.values(SCRIPT_PATHS).flat()];
const RUNS_PER_PATH = Math.ceil(POSTS_AT_LEAST / paths.length);

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
];

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
const field = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const fields = fc
  .tuple(
    fc.option(fc.constantFrom(...INTENTS), { freq: 4 }),
    fc.array(fc.tuple(field, value), { maxLength: 8 }),
  )
  .map(([intent, pairs]) => (intent ? [["intent", intent] as [string, string], ...pairs] : pairs));

type Post = { body: BodyInit | null; type: string | null; signedIn: boolean; label: string };

const post: fc.Arbitrary<Post> = fc.oneof(
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

beforeAll(async () => {
  app = await startApp({
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_EMAIL: "100000",
    UPSTREAM_TIMEOUT_MS: "8000",
  });
});
afterAll(() => app.stop());

async function signIn(email: string) {
  const login = await postForm(app, "/?index&dialog=login", {
    intent: "login",
    email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(302);
  return login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

describe("generated posts to every action", () => {
  it.each(paths)("%s: no 5xx, no off-site redirect, no unescaped echo", async (path) => {
    // A user of its own per path: a post may log out, delete the account or change the password.
    const cookie = await signIn(await freshUser("studentin@example.com"));
    await fc.assert(
      fc.asyncProperty(post, async ({ body, type, signedIn }) => {
        const headers: Record<string, string> = { Origin: app.url };
        if (type) headers["Content-Type"] = type;
        if (signedIn) headers.Cookie = cookie;
        const response = await fetch(app.url + path, { method: "POST", redirect: "manual", headers, body });
        posts++;
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 300 && response.status < 400) {
          expect(isSameSiteLocation(response.headers.get("Location"))).toBe(true);
        }
        expect(UNESCAPED_TAG.exec(text)?.[0] ?? null).toBeNull();
      }),
      { numRuns: RUNS_PER_PATH },
    );
  });

  it(`sent at least ${POSTS_AT_LEAST} posts`, () => {
    expect(posts).toBeGreaterThanOrEqual(POSTS_AT_LEAST);
  });
});

describe("generated forms over the 1 MB body limit", () => {
  it.each(paths)("%s refuses them with 413 before it acts", async (path) => {
    const cookie = await signIn(await freshUser("studentin@example.com"));
    await fc.assert(
      fc.asyncProperty(fields, async (pairs) => {
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
      { numRuns: 150 },
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
