import { startApi } from "./app.ts";
import { readEnv, type ServerEnv } from "./env.ts";
import { MIN_SECRET_LENGTH, missingSigningSecrets } from "./secrets.ts";

// Every variable checked before anything starts: one message names each wrong value.
let values: ServerEnv;
try {
  values = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const missing = missingSigningSecrets(values);
if (missing.length > 0) {
  console.error(
    `Reference API: ${missing.join(", ")} must be set in production (random, at least ${MIN_SECRET_LENGTH} characters): ` +
      "without them anyone could sign media addresses, upload tickets or notification links.",
  );
  process.exit(1);
}

const api = await startApi({
  port: values.API_PORT,
  host: values.API_HOST,
  dataDir: values.DATA_DIR,
  publicUrl: values.API_PUBLIC_URL,
  siteUrl: values.SITE_URL,
  warmPdfFonts: true,
});
console.log(`Reference API: http://localhost:${api.port}/graphql`);
// Behind the app (npm start) the outbox is the app's to name: its address there is the one that works.
if (!values.API_FORWARD_PATH)
  console.log(`Reference API: mail outbox at http://localhost:${api.port}/outbox`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await api.close();
    process.exit(0);
  } catch (error) {
    console.error(`Reference API: shutdown after ${signal} failed`, error);
    process.exit(1);
  }
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
