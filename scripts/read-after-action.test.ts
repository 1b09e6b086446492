import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Browser tests wait for the state the user waits for: the lint rule flags a value read once right
// after an action (scripts/eslint-read-after-action.mjs).

const eslint = new ESLint();
// Loading the configuration and parsers takes seconds on a busy machine: once, outside the tests' 5 s.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "tests/e2e/probe.spec.ts" }), 60_000);
const races = async (body: string, filePath = "tests/e2e/probe.spec.ts") => {
  const code = `import { expect, test } from "./fixtures";\ntest("probe", async ({ page, visit }) => {\n${body}\n});\n`;
  return (await eslint.lintText(code, { filePath }))[0]!.messages.filter(
    (message) => message.ruleId === "e2e/read-after-action",
  ).length;
};

const RACES = [
  // The filter's URL changed at once; the filtered list had not arrived (a real CI failure).
  `await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(/year=2025/);
  const shown = await page.getByTestId("certificate").count();
  expect(shown).toBeLessThan(5);`,
  `await page.goto("/event/x");
  const row = page.getByTestId("ticket-prices");
  expect(await row.innerText()).toContain("€");`,
  `await page.getByLabel("Suche").fill("Herz");
  const text = (await page.getByTestId("search-total").textContent()) ?? "";
  expect(text).toContain("Herz");`,
  `await page.getByRole("link", { name: "Weiter" }).click();
  for (let i = 0; i < (await page.locator("li").count()); i++) expect(i).toBeGreaterThan(-1);`,
];

const WAITS = [
  `await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByTestId("certificate")).toHaveCount(1);
  const title = await page.getByTestId("certificate").first().textContent();
  expect(title).toBeTruthy();`,
  `await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect.poll(() => page.getByTestId("certificate").count()).toBeLessThan(5);`,
  `await visit("/shorts");
  const title = await page.locator("h2").first().textContent();
  expect(title).toBeTruthy();`,
];

describe("browser tests wait for a state after an action", () => {
  it.each(RACES)("flags a read right after an action: %s", async (body) => {
    expect(await races(body)).toBe(1);
  });

  it.each(WAITS)("lets a read follow a wait: %s", async (body) => {
    expect(await races(body)).toBe(0);
  });

  it("applies to browser tests only", async () => {
    expect(await races(RACES[0]!, "tests/integration/probe.test.ts")).toBe(0);
  });
});
