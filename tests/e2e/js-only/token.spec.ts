import { tokensIn } from "../../support/api-tokens";
import { expect, test } from "../fixtures";

test("the API token never reaches the browser: not in HTML, loader data or readable cookies", async ({
  page,
  api,
  login,
  context,
}) => {
  const { email } = await api.createUser({ like: "arzt@example.com" });
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (/html|json|x-script|turbo|text\/x/.test(type) || response.url().includes(".data")) {
      bodies.push(await response.text().catch(() => ""));
    }
  });
  await login(email);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("link", { name: "Fachgebiete" }).first().hover();
  await page.goto("/imprint");
  await page.goto("/home");

  // The token the app holds for this user (only its hash leaves the API) …
  const tokens = await api.tokenHashes(email);
  expect(tokens).toHaveLength(1);
  // … would be found if it were there: a token in a text is recognised by its hash.
  const another = await api.login(email);
  expect(tokensIn(`<p>${another}</p>`, await api.tokenHashes(email))).toHaveLength(1);

  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(tokensIn(body, tokens)).toEqual([]);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect(tokensIn(JSON.stringify(cookies), tokens)).toEqual([]);
});
