import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "fortbildung2026";

type Fixtures = {
  /** True in the JavaScript-on project. */
  js: boolean;
  /** Opens a path and waits until the page is ready for the project's mode. */
  visit: (path: string) => Promise<void>;
  /** Fails on any axe violation of the current page. */
  checkA11y: () => Promise<void>;
  login: (email: string, password?: string) => Promise<void>;
};

/** Waits for hydration with JavaScript on; with it off, proves no script ran. */
export async function ready(page: Page, js: boolean) {
  if (js) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  else await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
}

/** The HTML of the page's last document, as the server sent it (JavaScript-off pages cannot be read by script). */
const lastDocument = new WeakMap<Page, Promise<string>>();

async function runAxe(page: Page, url = page.url()) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${url}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  page: async ({ page }, use) => {
    // design.md: console.error in a test fails it.
    const errors: string[] = [];
    page.on("console", (message) => {
      // The browser's own note on a 4xx/5xx document (a 404 page, a 400 form answer) is expected.
      if (
        message.type() === "error" &&
        !message.text().startsWith("Failed to load resource: the server responded")
      ) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (
        response.request().isNavigationRequest() &&
        response.frame() === page.mainFrame() &&
        (response.status() < 300 || response.status() >= 400)
      ) {
        lastDocument.set(
          page,
          response.text().catch(() => ""),
        );
      }
    });
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  visit: async ({ page, js }, use) =>
    use(async (path) => {
      await page.goto(path);
      await ready(page, js);
    }),
  checkA11y: async ({ page, js, browser }, use) =>
    use(async () => {
      if (js) return runAxe(page);
      // axe needs script; with JavaScript off, check the very same server HTML (scripts removed) in a
      // script-enabled page, with the real stylesheets.
      const html = (await lastDocument.get(page))?.replace(/<script\b[\s\S]*?<\/script>/gi, "") ?? "";
      expect(html, "server HTML of the page").toContain("</main>");
      const target = page.url();
      const context = await browser.newContext({ javaScriptEnabled: true });
      const copy = await context.newPage();
      await copy.route(
        (url) => url.href === target,
        (route) => route.fulfill({ body: html, contentType: "text/html" }),
      );
      await copy.goto(target);
      try {
        await runAxe(copy, page.url());
      } finally {
        await context.close();
      }
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
});

export { expect };
