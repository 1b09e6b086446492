// `npm start`: builds when needed, starts the reference API with demo data (unless GRAPHQL_URL is set)
// and the app, and prints where to go and how to log in.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

if (existsSync(".env")) process.loadEnvFile(".env");

const env = { ...process.env };
env.NODE_ENV ??= "production";
env.PORT ??= "3000";
env.API_PORT ??= "4000";
env.DATA_DIR ??= ".data";
mkdirSync(env.DATA_DIR, { recursive: true });

// A stable secret for local runs, kept beside the data; production sets SESSION_SECRET itself.
if (!env.SESSION_SECRET) {
  const file = path.join(env.DATA_DIR, "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const serverBuild = path.join(env.BUILD_DIR ?? "build", "server/index.js");
// A checkout rebuilds when its sources are newer than the build; the Docker image ships only the build.
const sources = ["app", "locales", "public", "vite.config.ts"].filter(existsSync);
const stale =
  !existsSync(serverBuild) ||
  (existsSync("app") &&
    Math.max(
      ...sources.map((source) =>
        statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs,
      ),
    ) > statSync(serverBuild).mtimeMs);
if (stale) {
  console.log("Building the app …");
  const build = spawnSync("npx", ["remix", "vite:build"], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, args, childEnv) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: childEnv });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    shutdown(code ?? 1);
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve())),
    ),
  ).then(() => process.exit(code));
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, what) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(`${what} did not start at ${url}.`);
  shutdown(1);
}

const demoMode = !env.GRAPHQL_URL;
if (demoMode) {
  run("Reference API", ["--import", "tsx", "server/index.ts"], env);
  await waitFor(`http://127.0.0.1:${env.API_PORT}/healthz`, "The reference API");
  env.GRAPHQL_URL = `http://127.0.0.1:${env.API_PORT}/graphql`;
}

run("App", ["--import", "./instrument.server.mjs", "scripts/serve-app.mjs"], env);
await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, "The app");

console.log(`
  Fortbildung is running: http://localhost:${env.PORT}
  Upstream API: ${env.GRAPHQL_URL}${demoMode ? " (reference API with demo data)" : ""}
${
  demoMode
    ? `
  Demo logins (password for all: fortbildung2026)
    arzt@example.com         doctor in DE, EFN accepted, follows fields and channels
    studentin@example.com    medical student, validation expires soon
    apothekerin@example.com  pharmacist in AT, proof pending
    gesperrt@example.com     suspended: login opens validation renewal
    team@example.com         staff (super_admin): admin links, simulate user

  Mail outbox (registration and reset codes): http://localhost:${env.API_PORT}/outbox
  Decide pending proofs: npx tsx server/cli/validations.ts list | accept <email> | reject <email>
`
    : ""
}
  Stop with Ctrl+C.
`);
