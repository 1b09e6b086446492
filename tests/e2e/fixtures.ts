import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { DEMO_PASSWORD, referenceApi, type ReferenceApi } from "../support/reference-api";
import { freePort } from "../support/free-port";
import { stopProcess } from "../support/stop-process";

export { DEMO_PASSWORD };

// Every worker runs its own platform (app + reference API with the test surface, own data directory
// and ports), so workers run in parallel without sharing state. Demo users are logged in once per
// worker; axe checks every page a test visits, once per distinct page in the whole run.

type Stack = {
  url: string;
  api: ReferenceApi;
  /** Everything the platform printed so far (its JSON logs, errors included). */
  output: () => string;
};

type WorkerFixtures = {
  stack: Stack;
  /** Session cookies per demo user, made once per worker by a real login. */
  sessions: (email: string) => Promise<Parameters<BrowserContext["addCookies"]>[0]>;
  /** A JavaScript-enabled page that checks HTML with axe (the same for both projects). */
  axeChecker: Page;
};

type Fixtures = {
  /** True in the JavaScript-on project. */
  js: boolean;
  /** The worker's reference API: its test surface sets up state. */
  api: ReferenceApi;
  /** Opens a path and waits until the page is ready for the project's mode. */
  visit: (path: string) => Promise<void>;
  /** Checks the page as it is now with axe (the pages a test visits are checked anyway). */
  checkA11y: () => Promise<void>;
  /** Logs in through the login dialog (for tests of logging in, or that change the session). */
  login: (email: string, password?: string) => Promise<void>;
  /** Starts the test signed in as a demo user, with the worker's session: no login page. */
  signIn: (email: string) => Promise<void>;
  /** Starts the test signed in as a new user made like a demo user, whose state it may change; its email. */
  signInAsNew: (user: Parameters<ReferenceApi["createUser"]>[0]) => Promise<string>;
  /** Starts the test signed in as a new copy of the demo doctor, whose state it may change; its email. */
  signInAsNewDoctor: () => Promise<string>;
  /** Starts signed in as a new staff member with this role, on the home page with the staff menu open. */
  openStaffMenu: (role: string) => Promise<void>;
  /** Every page the test visited is checked with axe when it ends. */
  a11yOfVisitedPages: void;
  /** A failed test reports the errors the platform logged meanwhile. */
  platformErrors: void;
};

/** Waits for hydration with JavaScript on; with it off, proves no script ran. */
export async function ready(page: Page, js: boolean) {
  if (js) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  else await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
}

/**
 * Scrolls to an element below content cards and waits until it stays put. Cards out of view are laid
 * out only when they come near (`content-visibility: auto`, decision 021), so whatever follows them
 * moves once scrolled to; a click while it moves can land beside it, and without JavaScript nothing
 * notices. An element that never settles fails here, with its position.
 */
export async function scrollToSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const settled = box === last;
        last = box;
        return settled ? "settled" : box;
      },
      { intervals: [100] },
    )
    .toBe("settled");
}

/** Leaves a video page by the header's logo: with JavaScript a navigation inside the app. */
export async function leaveVideoByLogo(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Fortbildung/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/video\//);
}

export const OPERATOR_LINKS = {
  admin: "https://verwaltung.fortbildung.test/",
  support: "https://support.fortbildung.test/tickets/neu",
  video: "https://video.fortbildung.test/kanal",
  network: "https://netzwerk.fortbildung.test/fortbildung",
};

async function startStack(): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-e2e-")),
      GRAPHQL_URL: "",
      API_TEST_SURFACE: "true",
      RATE_LIMIT_PER_IP: "10000",
      RATE_LIMIT_PER_EMAIL: "50",
      // Playwright fills a form faster than a person: the bot check has its integration tests.
      CONTACT_MIN_FILL_SECONDS: "0",
      LOG_REQUESTS: "false",
      // Addresses an operator sets (unset in the demo: not shown).
      ADMIN_DASHBOARD_URL: OPERATOR_LINKS.admin,
      SUPPORT_TICKET_URL: OPERATOR_LINKS.support,
      VIDEO_CHANNEL_URL: OPERATOR_LINKS.video,
      PROFESSIONAL_NETWORK_URL: OPERATOR_LINKS.network,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (!output.includes("Fortbildung is running")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the platform did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stack: { url, api: referenceApi(`http://127.0.0.1:${apiPort}/graphql`), output: () => output },
    stop: () => stopProcess(child),
  };
}

// ---- axe ----------------------------------------------------------------------------------------

/** Pages already checked in this run, across workers and both projects (by their content). */
const checkedDir = path.join(tmpdir(), `cme-e2e-axe-${process.env.E2E_RUN_ID ?? "local"}`);
mkdirSync(checkedDir, { recursive: true });

/**
 * What makes a page this page for axe: its route modules, status, open dialog and step, language,
 * whether someone is signed in and whether it shows form errors. Content differs by item, user and
 * time; the markup axe judges does not. Checking every distinct kind once per run keeps the whole
 * suite covered at a cost the CI can carry (an axe run takes 2–8 s on the 2-core machines).
 */
function pageKind(url: string, status: number, html: string): string {
  const routes =
    /__remixRouteModules = \{([^}]*)\}/
      .exec(html)?.[1]
      ?.match(/"[^"]+"/g)
      ?.join("+") ?? "static";
  const query = new URL(url).searchParams;
  return [
    status,
    routes,
    query.get("dialog") ?? "",
    query.get("step") ?? "",
    /<html[^>]*\slang="(\w+)"/.exec(html)?.[1] ?? "",
    html.includes('href="/watchlist"') ? "signed-in" : "anonymous",
    html.includes('aria-invalid="true"') ? "errors" : "",
    html.includes('role="alertdialog"') || html.includes('role="dialog"') ? "dialog" : "",
  ].join("|");
}
const fingerprint = (kind: string) => createHash("sha256").update(kind).digest("hex").slice(0, 32);

/** Scripts and nonces differ on every response: not part of what a page is. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/\snonce="[^"]*"/g, "");

async function analyse(page: Page, where: string) {
  // Only violations are reported: details of passes would cost time for nothing. Legacy mode runs
  // axe in the page itself instead of finishing in an extra blank page: a third of the time, and
  // the same result for pages without iframes (the platform has none).
  expect(await page.locator("iframe").count(), `axe here does not look into iframes (${where})`).toBe(0);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** Runs `check` unless a page with this fingerprint was checked before in this run. */
async function once(key: string, check: () => Promise<void>) {
  const marker = path.join(checkedDir, key);
  if (existsSync(marker)) return;
  await check();
  writeFileSync(marker, "");
}

/** Checks server HTML in the checker page, with the real stylesheets (images are left out: faster). */
async function checkHtml(checker: Page, url: string, html: string) {
  await checker.route(
    (target) => target.href === url,
    (route) => route.fulfill({ body: html, contentType: "text/html" }),
  );
  try {
    await checker.goto(url);
    await analyse(checker, url);
  } finally {
    await checker.unroute((target) => target.href === url);
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument even when empty
    async ({}, use) => {
      const { stack, stop } = await startStack();
      await use(stack);
      await stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  api: async ({ stack }, use) => {
    await use(stack.api);
    // A test that moved the API's clock leaves real time to the next one.
    if (stack.api.clockMoved()) await stack.api.setClock();
  },

  sessions: [
    async ({ stack, playwright }, use) => {
      const made = new Map<string, ReturnType<WorkerFixtures["sessions"]>>();
      await use((email) => {
        let cookies = made.get(email);
        if (!cookies) {
          cookies = (async () => {
            const request = await playwright.request.newContext({ baseURL: stack.url });
            const response = await request.post("/?index&dialog=login", {
              form: { intent: "login", email, password: DEMO_PASSWORD },
              maxRedirects: 0,
            });
            if (response.status() !== 302) throw new Error(`login of ${email} answered ${response.status()}`);
            // The login's "you are signed in" message is shown here, not in the first test's page.
            await request.get("/home");
            const state = await request.storageState();
            await request.dispose();
            return state.cookies;
          })();
          made.set(email, cookies);
        }
        return cookies;
      });
    },
    { scope: "worker" },
  ],

  axeChecker: [
    async ({ browser }: { browser: Browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      // Images and media do not change what axe finds here; without them pages load at once.
      await context.route(/\.(svg|png|jpe?g|webp|mp4|m3u8|ts|m2t|vtt)(\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],

  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),

  platformErrors: [
    async ({ stack }, use, testInfo) => {
      const from = stack.output().length;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const errors = stack
        .output()
        .slice(from)
        .split("\n")
        .filter((line) => /"level":"(error|warn)"|Error/.test(line));
      if (errors.length > 0) console.log(`platform errors during "${testInfo.title}":\n${errors.join("\n")}`);
    },
    { auto: true },
  ],

  page: async ({ page }, use) => {
    // console.error in a test fails it: an error the page logs is a defect, not noise.
    const errors: string[] = [];
    page.on("console", (message) => {
      // The browser's own note on a 4xx/5xx document (a 404 page, a 400 form answer) is expected. So
      // is Remix's when a newer submission cancels a revalidation whose answer is still arriving
      // (single-fetch.js logs the aborted read, then drops the stale answer: nothing the user sees;
      // Chromium prints the error with or without its name).
      const text = message.text();
      if (
        message.type() === "error" &&
        !text.startsWith("Failed to load resource: the server responded") &&
        !/^(AbortError: )?signal is aborted without reason$/.test(text)
      ) {
        errors.push(text);
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },

  a11yOfVisitedPages: [
    async ({ page, js, axeChecker }, use, testInfo) => {
      const documents: Array<{ url: string; status: number; html: Promise<string> }> = [];
      page.on("response", (response) => {
        const status = response.status();
        if (
          response.request().isNavigationRequest() &&
          response.frame() === page.mainFrame() &&
          (status < 300 || status >= 400) &&
          (response.headers()["content-type"] ?? "").startsWith("text/html")
        ) {
          documents.push({ url: response.url(), status, html: response.text().catch(() => "") });
        }
      });
      await use();
      // A failed test has its own report; its pages are checked when it passes.
      if (testInfo.status !== testInfo.expectedStatus) return;
      // Every page the server sent, as sent (what a browser without JavaScript shows) …
      for (const document of documents) {
        const sent = await document.html;
        if (!sent.includes("</main>")) continue;
        const kind = `document|${pageKind(document.url, document.status, sent)}`;
        await once(fingerprint(kind), () => checkHtml(axeChecker, document.url, withoutScripts(sent)));
      }
      // … and, with JavaScript, the page as the test left it.
      if (js && !page.isClosed() && page.url().startsWith("http")) {
        const state = await page.content().catch(() => "");
        if (state.includes("</main>"))
          await once(fingerprint(`live|${pageKind(page.url(), 200, state)}`), () =>
            analyse(page, page.url()),
          );
      }
    },
    { auto: true },
  ],

  checkA11y: async ({ page, js }, use) =>
    use(async () => {
      const html = await page.content();
      expect(html, "the page has its main content").toContain("</main>");
      // Without JavaScript the page is the server's document, which the fixture above checks.
      if (js)
        await once(fingerprint(`live|${pageKind(page.url(), 200, html)}`), () => analyse(page, page.url()));
    }),

  visit: async ({ page, js }, use) =>
    use(async (target) => {
      await page.goto(target);
      await ready(page, js);
    }),

  login: async ({ page, js }, use) =>
    use(async (email, password = DEMO_PASSWORD) => {
      await page.goto("/?dialog=login");
      await ready(page, js);
      const dialog = page.getByRole("dialog", { name: /Anmelden|Log in/ });
      await dialog.getByLabel(/E-Mail-Adresse|Email address/).fill(email);
      await dialog.getByLabel(/^(Passwort|Password)$/).fill(password);
      await dialog.getByRole("button", { name: /^(Anmelden|Log in)$/ }).click();
    }),

  signIn: async ({ context, sessions }, use) =>
    use(async (email) => {
      await context.addCookies(await sessions(email));
    }),

  signInAsNew: async ({ api, signIn }, use) =>
    use(async (user) => {
      const { email } = await api.createUser(user);
      await signIn(email);
      return email;
    }),

  signInAsNewDoctor: async ({ signInAsNew }, use) => use(() => signInAsNew({ like: "arzt@example.com" })),

  openStaffMenu: async ({ page, signInAsNew, visit }, use) =>
    use(async (role) => {
      await signInAsNew({ like: "team@example.com", role });
      await visit("/home");
      await page.locator("#staff-menu-summary").click();
    }),
});

export { expect };
