import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD } from "./helpers";

// A signed-in visitor still gets the legal pages while the upstream is down; pages
// that need the upstream answer 503. Two app processes share one session store: the first signs in
// against the reference API, the second runs against an upstream nobody listens on.

describe("with the upstream down", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cme-int-down-"));
  let down: AppProcess;
  let cookie = "";

  beforeAll(async () => {
    const up = await startApp({ DATA_DIR: dataDir });
    const login = await postForm(up, "/?index&dialog=login", {
      intent: "login",
      email: "arzt@example.com",
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(302);
    cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    await up.stop();
    // Port 9 (discard) on loopback: nothing listens, every request is refused at once.
    down = await startApp({ DATA_DIR: dataDir, GRAPHQL_URL: "http://127.0.0.1:9/graphql" });
  });
  afterAll(() => down.stop());

  it.each([
    ["/imprint", "Impressum"],
    ["/terms", "Allgemeine Geschäftsbedingungen"],
    ["/privacy-policy", "Datenschutzerklärung"],
    ["/accessibility-policy", "Erklärung zur Barrierefreiheit"],
  ])("%s renders for a signed-in visitor", async (page, heading) => {
    const response = await fetch(down.url + page, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(heading);
    // No login offered to someone who is signed in.
    expect(html).not.toMatch(/>Registrieren</);
  });

  it("a page that needs the upstream answers 503 with a way to try again", async () => {
    const response = await fetch(`${down.url}/home`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Der Dienst ist gerade nicht erreichbar");
    expect(html).toContain("Erneut versuchen");
  });
});
