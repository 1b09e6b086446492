import { startApi } from "./app.ts";
import { MIN_SECRET_LENGTH, missingSigningSecrets } from "./secrets.ts";

const missing = missingSigningSecrets();
if (missing.length > 0) {
  console.error(
    `Reference API: ${missing.join(", ")} must be set in production (random, at least ${MIN_SECRET_LENGTH} characters): ` +
      "without them anyone could sign media addresses, upload tickets or notification links.",
  );
  process.exit(1);
}

const port = Number(process.env.API_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Reference API: API_PORT must be a port number, got "${process.env.API_PORT}"`);
  process.exit(1);
}

const api = await startApi({
  port,
  host: process.env.API_HOST,
  dataDir: process.env.DATA_DIR,
  // Empty means unset (a copied .env.example).
  publicUrl: process.env.API_PUBLIC_URL || undefined,
  siteUrl: process.env.SITE_URL || undefined,
  warmPdfFonts: true,
});
console.log(`Reference API: http://localhost:${api.port}/graphql`);
// Behind the app (npm start) the outbox is the app's to name: its address there is the one that works.
if (!process.env.API_FORWARD_PATH)
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
