import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../support/free-port";
import { logEntries, postForm, startApp, type AppProcess } from "./app-process";
import { CookieJar, DEMO_PASSWORD, freshUser } from "./helpers";

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

  it("takes the empty values of a .env copied from .env.example for unset: the build stays in build/", async () => {
    const started = start({
      GRAPHQL_URL: "https://api.fortbildung.test/graphql",
      SESSION_SECRET: "s".repeat(40),
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-emptyvalues-")),
      BUILD_DIR: "",
      TAX_RATE: "",
      SENTRY_ENVIRONMENT: "",
    });
    try {
      expect(await started.outcome, started.output()).toBeNull();
      expect(started.output()).not.toContain("Building the app");
      expect(existsSync("package.json"), "the project is still there").toBe(true);
    } finally {
      await started.stop();
    }
  });

  it("takes a SESSION_SECRET of spaces for none", async () => {
    const started = start({
      GRAPHQL_URL: "https://api.fortbildung.test/graphql",
      SESSION_SECRET: " ".repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-blanksecret-")),
    });
    const code = await started.outcome;
    expect(code, "exited (null: it runs)").toEqual(expect.any(Number));
    expect(code).not.toBe(0);
    expect(started.output()).toContain("SESSION_SECRET is not set");
    await started.stop();
  });
});

/** `npm start` (the images' entry) as its own process; resolves when it exits or says it runs. */
function start(env: Record<string, string>, cwd = process.cwd()) {
  const child = spawn(process.execPath, [path.resolve("scripts/start.mjs")], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const outcome = new Promise<number | null>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Fortbildung is running")) resolve(null);
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", resolve);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { outcome, output: () => output, stop };
}

// Decision 033: the app's image carries no reference API; its demo runs the API's image beside it.
describe("npm start in the app's image", () => {
  it("refuses to start without GRAPHQL_URL where no reference API is installed, pointing to the compose demo", async () => {
    // The image's working directory: the app's scripts and build, no server/.
    const run = start(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-app-only-")) },
      mkdtempSync(path.join(tmpdir(), "cme-int-app-only-cwd-")),
    );
    expect(await run.outcome).not.toBe(0);
    expect(await run.outcome).not.toBeNull();
    expect(run.output()).toContain("GRAPHQL_URL is not set");
    expect(run.output()).toContain("docker compose up");
  });

  it("runs the demo against a reference API elsewhere (DEMO_API_URL): its own session secret, kept across a restart, and the forward", async () => {
    const env = {
      PORT: String(await freePort()),
      DEMO_API_URL: new URL(inject("graphqlUrl")).origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-demo-api-")),
      COOKIE_SECURE: "false",
      LOG_REQUESTS: "false",
    };
    const site = `http://127.0.0.1:${env.PORT}`;
    const jar = new CookieJar();
    const home = () =>
      fetch(`${site}/home`, { headers: { Cookie: jar.header() }, redirect: "manual" }).then((r) => r.status);

    const first = start(env);
    try {
      expect(await first.outcome, first.output()).toBeNull();
      expect(first.output()).toContain(`/demo-api/outbox`);
      const outbox = await fetch(`${site}/demo-api/outbox`);
      expect(outbox.status).toBe(200);
      const login = await fetch(`${site}/?index&dialog=login`, {
        method: "POST",
        headers: { Origin: site },
        body: new URLSearchParams({
          intent: "login",
          email: await freshUser("arzt@example.com"),
          password: DEMO_PASSWORD,
        }),
        redirect: "manual",
      });
      expect(login.status).toBe(302);
      jar.store({ status: login.status, headers: login.headers, data: null, location: null });
      expect(await home()).toBe(200);
    } finally {
      await first.stop();
    }

    // Restarted with the same data directory (the container's volume): still signed in.
    const again = start(env);
    try {
      expect(await again.outcome, again.output()).toBeNull();
      expect(await home()).toBe(200);
    } finally {
      await again.stop();
    }
  }, 90_000);
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
