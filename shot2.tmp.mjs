import { chromium } from "@playwright/test";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
page.on("console", (m) => {
  if (m.type() === "error") console.log("CONSOLE", m.text());
});
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
await page.goto("http://localhost:3000/?dialog=register");
await page.waitForSelector("html[data-hydrated]");
await page.getByLabel("E-Mail-Adresse").fill("neu" + Date.now() + "@example.com");
await page.getByLabel(/^Passwort$/).fill("geheim123");
await page.getByLabel(/^Passwort wiederholen$/).fill("geheim123");
await page.screenshot({ path: "/tmp/reg1.png" });
await page.getByRole("button", { name: "Weiter" }).click();
await page.waitForURL(/step=2/);
await page.getByLabel("Frau").check();
await page.getByLabel("Vorname").fill("Eva");
await page.getByLabel("Nachname").fill("Test");
await page.getByRole("button", { name: "Weiter" }).click();
await page.waitForURL(/step=3/);
await page.getByLabel("Beruf").selectOption("NURSE");
await page.getByLabel("Tätigkeitsbereich").selectOption("CLINIC");
await page.getByLabel("Land").selectOption("AT");
await page.getByRole("button", { name: "Weiter" }).click();
await page.waitForURL(/step=4/);
await page.getByLabel("Hauptfachgebiet").selectOption({ index: 3 });
await page.getByRole("button", { name: "Weiter" }).click();
await page.waitForURL(/step=5/);
await page.waitForTimeout(500);
await page.screenshot({ path: "/tmp/reg5.png" });
console.log(page.url());
await browser.close();
