import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";

test("the API token never reaches the browser: not in HTML, loader data or readable cookies", async ({
  page,
  login,
  context,
}) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (/html|json|x-script|turbo|text\/x/.test(type) || response.url().includes(".data")) {
      bodies.push(await response.text().catch(() => ""));
    }
  });
  await login("arzt@example.com");
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("link", { name: "Fachgebiete" }).first().hover();
  await page.goto("/imprint");
  await page.goto("/home");

  // The token as the server-side session store holds it.
  const dir = path.join(process.env.E2E_DATA_DIR!, "sessions");
  const tokens = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .map((raw) => /"token":"([^"]+)"/.exec(raw)?.[1])
    .filter((token): token is string => Boolean(token));
  expect(tokens.length).toBeGreaterThan(0);
  expect(bodies.length).toBeGreaterThan(2);
  for (const token of tokens) {
    for (const body of bodies) expect(body.includes(token)).toBe(false);
  }
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  for (const token of tokens) expect(JSON.stringify(cookies).includes(token)).toBe(false);
});
