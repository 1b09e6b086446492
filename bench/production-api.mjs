// The reference API as the benchmarks run it: in production mode, over a data directory of the run's own.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

/** Seeds the demo data and a catalogue of `size` items into `dataDir`. */
export function seedLargeCatalogue(dataDir, size) {
  console.log(`Seeding the demo data and a ${size.toLocaleString("en")}-item catalogue …`);
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/cli/seed-large.ts", String(size)], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) throw new Error("seeding failed");
}

/** The API's environment on `port` over `dataDir`, in production mode. */
export const productionApiEnv = (port, dataDir) => ({
  API_PORT: String(port),
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  // Production refuses development keys (server/secrets.ts): throwaway ones for this run.
  MEDIA_SECRET: randomBytes(32).toString("hex"),
  UPLOAD_SECRET: randomBytes(32).toString("hex"),
  NOTIFICATION_SECRET: randomBytes(32).toString("hex"),
});
