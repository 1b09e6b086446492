// `npm start`: builds when needed, starts the reference API with demo data (unless GRAPHQL_URL is set)
// and the app, and prints where to go and how to log in.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { appNodeArgs } from "./app-node-args.mjs";
import { buildIfStale } from "./build-if-stale.mjs";
import { fillLocalSecrets } from "./local-secrets.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");

// An empty value means not set (.env.example's promise): "BUILD_DIR=" copied from it must not name
// the project's root as the build directory, which the build empties first.
const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
env.NODE_ENV ??= "production";
env.PORT ??= "3000";
env.API_PORT ??= "4000";
env.DATA_DIR ??= ".data";
// Sessions, secrets and the reference API's database: for the owner only, also in a directory made before.
mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
chmodSync(env.DATA_DIR, 0o700);

const demoMode = !env.GRAPHQL_URL;
// The demo's reference API: started here, or already running elsewhere (DEMO_API_URL: compose.yaml,
// where it has an image of its own; docs/decisions/033-images-and-compose.md).
const ownApi = demoMode && !env.DEMO_API_URL;
if (env.GRAPHQL_URL && env.DEMO_API_URL) {
  console.error("Set GRAPHQL_URL (your API) or DEMO_API_URL (the reference API of a demo), not both.");
  process.exit(1);
}
if (ownApi && !existsSync("server/index.ts")) {
  console.error(
    "GRAPHQL_URL is not set, and this installation has no reference API (the app's image carries only " +
      "the app). Set GRAPHQL_URL and SESSION_SECRET for your API, or run the demo, the reference API's " +
      "image beside this one, with `docker compose up` (compose.yaml); see the README's Docker section.",
  );
  process.exit(1);
}
let demoApiGraphql;
if (env.DEMO_API_URL) {
  try {
    demoApiGraphql = new URL("/graphql", env.DEMO_API_URL).href;
  } catch {
    console.error(
      `DEMO_API_URL must be the reference API's address, e.g. http://api:4000; got "${env.DEMO_API_URL}".`,
    );
    process.exit(1);
  }
}
if (demoMode) {
  // The demo's secrets an operator did not set: random ones, kept beside the data (scripts/local-secrets.mjs).
  // A reference API elsewhere keeps its own keys.
  fillLocalSecrets(env, env.DATA_DIR, ownApi ? undefined : ["SESSION_SECRET"]);
} else if (!env.SESSION_SECRET?.trim()) {
  // A real upstream: a secret made here would differ per container and per restart without a
  // volume, and every session would be lost with it.
  console.error(
    "SESSION_SECRET is not set. With GRAPHQL_URL (a real upstream) every app instance needs the same " +
      "secret of at least 32 characters, e.g. from `openssl rand -hex 32`; see .env.example.",
  );
  process.exit(1);
}

if (!buildIfStale(env)) process.exit(1);

const children = new Set();
/** Both are up: from now on a process that stops is started again. */
let running = false;
/**
 * Runs a child process and, once the platform is up, starts it again whenever it stops, so one
 * never takes the other down: while the reference API is away the app answers 503; while the app is
 * away (a crash) the API keeps running. Soon after a run that lasted, less and less often while it
 * keeps failing at once. A process that stops before the platform was up (a configuration error)
 * stops everything.
 */
function run(name, args, childEnv) {
  let delay = 500;
  const start = () => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, args, { stdio: "inherit", env: childEnv });
    children.add(child);
    console.log(`${name} started (pid ${child.pid}).`);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (shuttingDown) return;
      if (!running) {
        console.error(`${name} stopped (${signal ?? code}) while starting; stopping everything.`);
        shutdown(code || 1);
        return;
      }
      delay = Date.now() - startedAt > 30_000 ? 1000 : Math.min(delay * 2, 30_000);
      console.error(`${name} stopped (${signal ?? code}); starting it again in ${delay / 1000} s.`);
      setTimeout(() => shuttingDown || start(), delay);
    });
  };
  start();
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(
    [...children].map(
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

if (demoMode) {
  // The reference API's media, uploads, payment pages and outbox through the app's own port, named at
  // whatever address the browser uses (docs/decisions/032-one-port-demo.md): one port to publish.
  env.API_FORWARD_PATH ||= "/demo-api";
  // The demo is tried from other machines over plain HTTP, where browsers drop a Secure cookie and
  // nobody could sign in (decision 030). Behind HTTPS an operator sets COOKIE_SECURE=true.
  env.COOKIE_SECURE ||= "false";
  if (ownApi) {
    run("Reference API", ["--import", "tsx", "server/index.ts"], env);
    await waitFor(`http://127.0.0.1:${env.API_PORT}/healthz`, "The reference API");
    env.GRAPHQL_URL = `http://127.0.0.1:${env.API_PORT}/graphql`;
  } else {
    // Until it answers the app's pages say 503 and /readyz is false: nothing to wait for here.
    env.GRAPHQL_URL = demoApiGraphql;
  }
}

run("App", [...appNodeArgs(env), "--import", "./instrument.server.mjs", "scripts/serve-app.mjs"], env);
await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, "The app");
running = true;

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

  Mail outbox (registration and reset codes): http://localhost:${env.PORT}${env.API_FORWARD_PATH}/outbox
  Decide pending proofs: ${ownApi ? "" : "in the reference API's container, "}npx tsx server/cli/validations.ts list | accept <email> | reject <email>
`
    : ""
}
  Stop with Ctrl+C.
`);
