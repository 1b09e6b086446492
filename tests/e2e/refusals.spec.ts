import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, ready, test } from "./fixtures";

// Every refusal shows its German message, with JavaScript on and off: too many
// login attempts (429), a form too large (413), a post from another site (403).

const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Anmelden" });

async function fillLogin(page: Page, email: string, password: string) {
  await loginDialog(page).getByLabel("E-Mail-Adresse").fill(email);
  await loginDialog(page)
    .getByLabel(/^Passwort$/)
    .fill(password);
}

test("too many login attempts: the dialog says when to try again", async ({
  page,
  js,
  api,
  request,
  checkA11y,
}) => {
  // Ten wrong passwords for one address, straight at the API: it stops checking that account.
  const email = `zu-oft.${js ? "js" : "nojs"}.${Date.now()}@example.com`;
  for (let i = 0; i < 10; i += 1) {
    await request.post(api.url, {
      data: { query: `mutation { login(email: "${email}", password: "falsch-${i}") { status } }` },
    });
  }
  await page.goto("/?dialog=login");
  await ready(page, js);
  await fillLogin(page, email, DEMO_PASSWORD);
  await loginDialog(page)
    .getByRole("button", { name: /^Anmelden$/ })
    .click();
  await expect(loginDialog(page).getByRole("alert")).toContainText(
    /Zu viele Anmeldeversuche\. Bitte versuche es in \d+ Minuten? erneut\./,
  );
  await expect(loginDialog(page).getByLabel("E-Mail-Adresse")).toHaveValue(email);
  await checkA11y();
});

test("a form over 1 MB gets the German 413 page", async ({ page, js, checkA11y }) => {
  await page.goto("/?dialog=login");
  await ready(page, js);
  await fillLogin(page, "arzt@example.com", DEMO_PASSWORD);
  // A field no form of ours has, with more than the limit in it.
  await page.evaluate(() => {
    const filler = document.createElement("input");
    filler.type = "hidden";
    filler.name = "filler";
    filler.value = "x".repeat(1_100_000);
    document.querySelector("form#login")?.append(filler);
  });
  await loginDialog(page)
    .getByRole("button", { name: /^Anmelden$/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die gesendeten Daten sind zu groß");
  await expect(page.getByText("Ein Formular darf höchstens 1 MB groß sein.")).toBeVisible();
  await checkA11y();
});

test("a form posted from another site gets the German 403 page", async ({ page, baseURL, checkA11y }) => {
  // A page of another site with a form aimed at the login.
  await page.route("http://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Other site</title><form method="post" action="${baseURL}/?index&dialog=login">
        <input name="email" value="arzt@example.com"><input name="password" value="x"><button>Send</button></form></html>`,
    }),
  );
  await page.goto("http://evil.example/");
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().startsWith(baseURL!)),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Anfrage ist nicht erlaubt");
  await checkA11y();
});

test("too many email change codes: the form says when to try again", async ({
  page,
  js,
  api,
  signIn,
  checkA11y,
}) => {
  const user = await api.createUser({ like: "arzt@example.com" });
  // Five codes within the hour, straight at the API: the limit of one user.
  const token = await api.login(user.email);
  for (let i = 0; i < 5; i += 1) {
    await api.gql(
      "mutation($e: String!, $p: String!) { requestEmailChange(email: $e, password: $p) }",
      { e: `viele-${js ? "js" : "nojs"}-${Date.now()}-${i}@example.com`, p: DEMO_PASSWORD },
      token,
    );
  }
  await signIn(user.email);
  await page.goto("/profile/email-change");
  await ready(page, js);
  await page.getByLabel("Neue E-Mail-Adresse").fill(`noch-eine-${Date.now()}@example.com`);
  await page.getByLabel("Passwort zur Bestätigung").fill(DEMO_PASSWORD);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === "POST"),
    page.getByRole("button", { name: "Code senden" }).click(),
  ]);
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByRole("main")).toContainText(
    /Zu viele Codes angefordert\. Bitte versuche es in \d+ Minuten? erneut\./,
  );
  await checkA11y();
});
