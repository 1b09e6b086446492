import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { freePort } from "../support/free-port";
import { DEMO_PASSWORD } from "../support/reference-api";
import { stopProcess } from "../support/stop-process";

/**
 * The built app served the way production serves it (`scripts/serve-app.mjs`: the Express front
 * server with the request id, CSP, Origin check and client address), as its own process on a free
 * port, talking to the integration tests' reference API. For what only the HTTP door shows:
 * headers, client addresses, body limits, logs. Every app gets its own data directory.
 */
export type AppProcess = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every line the process wrote to stdout and stderr so far. */
  lines: string[];
  /** The process, for tests that stop or signal it. */
  child: ChildProcess;
  stop(): Promise<void>;
};

export async function startApp(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<AppProcess> {
  const child = spawn(process.execPath, [...nodeArgs, "scripts/serve-app.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      GRAPHQL_URL: inject("graphqlUrl"),
      SESSION_SECRET: "http-integration-secret-http-integration-secret",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-http-")),
      COOKIE_SECURE: "false",
      UPSTREAM_TIMEOUT_MS: "1500",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Another checkout's build, to see what the suites find in older code (decision 022).
    cwd: process.env.APP_UNDER_TEST_DIR ?? process.cwd(),
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${lines.join("\n")}`)), 30_000);
    const onData = () => {
      for (const line of lines) {
        if (!line.includes('"app listening"')) continue;
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve((JSON.parse(line) as { port: number }).port);
        return;
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}):\n${lines.join("\n")}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    lines,
    child,
    stop: () => stopProcess(child),
  };
}

/**
 * The app as its own process for the tests of the enclosing block (a file or a describe): started
 * before them, stopped after them. Read its fields in the tests, not before they run.
 */
export function appAroundTests(env: Record<string, string> = {}, nodeArgs: string[] = []): AppProcess {
  let started: AppProcess | undefined;
  beforeAll(async () => {
    started = await startApp(env, nodeArgs);
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error("the app starts before the block's tests");
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get lines() {
      return current().lines;
    },
    get child() {
      return current().child;
    },
    stop: () => current().stop(),
  };
}

/** A form post the way a browser without JavaScript sends it (same-origin, url-encoded). */
export function postForm(
  app: Pick<AppProcess, "url">,
  pathname: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(app.url + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...headers },
    body: new URLSearchParams(form),
  });
}

/** The cookies a response set, as the Cookie header a browser sends back. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

/** Signs in through the login form as a browser without JavaScript does; answers the session cookie. */
export async function signInAt(app: Pick<AppProcess, "url">, email: string): Promise<string> {
  const login = await postForm(app, "/?index&dialog=login", {
    intent: "login",
    email,
    password: DEMO_PASSWORD,
  });
  expect(login.status, `login of ${email}`).toBe(302);
  return cookieOf(login);
}

/** The app's JSON log entries so far. */
export const logEntries = (app: AppProcess) =>
  app.lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);

/** The first log entry that matches, waiting for it a little (lines arrive after the answer). */
export async function logEntry(
  app: AppProcess,
  matches: (entry: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const found = logEntries(app).find(matches);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The operator's metrics address the app logged (METRICS_PORT=0 picks a free port). */
export async function metricsUrl(app: AppProcess): Promise<string> {
  const line = await logEntry(app, (entry) => entry.message === "metrics listening");
  if (!line) throw new Error("the app serves no metrics: start it with METRICS_PORT");
  return `http://127.0.0.1:${String(line.port)}/metrics`;
}

/** The metrics as Prometheus scrapes them, with the bearer token when one is set. */
export async function scrapeMetrics(app: AppProcess, token?: string): Promise<string> {
  const response = await fetch(await metricsUrl(app), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.status !== 200) throw new Error(`the metrics answered ${response.status}`);
  return response.text();
}

/**
 * The value of the sample `name` whose labels include `labels`, from Prometheus text; 0 when there
 * is none (a counter nothing counted yet). Several matching samples are added up.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const found = Object.fromEntries(
      [...(sample[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(sample[3]);
  }
  return total;
}

/** The platform as `npm start` runs it (scripts/start.mjs): the reference API and the app. */
export type Platform = {
  /** The app, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The reference API's own port (not for browsers). */
  apiUrl: string;
  /** Every line the processes wrote to stdout and stderr so far. */
  lines: string[];
  child: ChildProcess;
  stop(): Promise<void>;
};

/** Starts `npm start` on free ports with its own data directory; resolves once its banner is out. */
export async function startPlatform(env: Record<string, string> = {}): Promise<Platform> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-int-start-")),
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n"));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 120_000;
  while (!lines.some((line) => line.includes("Fortbildung is running"))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the platform did not start:\n${lines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    lines,
    child,
    stop: () => stopProcess(child),
  };
}
