import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logEntries, postForm, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD, freshUser } from "./helpers";

// Decision 030: a production setup that would lose every session says so instead.

describe("npm start against a real upstream", () => {
  it("refuses to start without SESSION_SECRET and names it", async () => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        GRAPHQL_URL: "https://api.fortbildung.test/graphql",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-nosecret-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain("SESSION_SECRET is not set");
    expect(output).not.toContain("Fortbildung is running");
  });
});

describe("Secure session cookie over plain HTTP", () => {
  let app: AppProcess;
  beforeAll(async () => {
    // As behind a TLS proxy: the scheme and host come from its X-Forwarded headers.
    app = await startApp({ COOKIE_SECURE: "true", TRUST_PROXY: "loopback" });
  });
  afterAll(() => app.stop());

  const through = (proto: string, host: string) => ({
    "X-Forwarded-Proto": proto,
    "X-Forwarded-Host": host,
    Origin: `${proto}://${host}`,
  });
  const login = async (headers: Record<string, string>) =>
    postForm(
      app,
      "/?index&dialog=login",
      { intent: "login", email: await freshUser("arzt@example.com"), password: DEMO_PASSWORD },
      headers,
    );
  const explanation = "Anmelden und Registrieren gehen hier nur über eine sichere Verbindung";
  const warnings = () =>
    logEntries(app).filter((entry) => String(entry.message).startsWith("session cookie is Secure"));

  it("refuses a login over HTTP to another host with a German explanation and logs the cause once", async () => {
    const first = await login(through("http", "fortbildung.example"));
    expect(first.status).toBe(403);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(await first.text()).toContain(explanation);
    const again = await login(through("http", "fortbildung.example"));
    expect(again.status).toBe(403);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: "warn", host: "fortbildung.example" });
    expect(String(warnings()[0]!.message)).toContain("TRUST_PROXY");
  });

  it("refuses registration's first step the same way, keeping the email", async () => {
    const response = await postForm(
      app,
      "/?dialog=register&step=1&index",
      {
        intent: "next",
        email: "neu@example.com",
        password: "sicheres-passwort",
        password_repeat: "sicheres-passwort",
      },
      through("http", "fortbildung.example"),
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(explanation);
    expect(html).toContain('value="neu@example.com"');
  });

  it("signs in over HTTPS at the proxy, and over HTTP on localhost, with a Secure cookie", async () => {
    for (const headers of [through("https", "fortbildung.example"), through("http", "localhost:3000")]) {
      const response = await login(headers);
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie().join()).toMatch(/__session=.*; Secure/);
    }
  });
});
