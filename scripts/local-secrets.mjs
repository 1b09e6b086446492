// `npm start` without configured secrets: random ones, made once per data directory and kept there
// (readable by the owner only), so sessions, media addresses and upload tickets stay valid across
// restarts while no two installations share a key.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The app's and the reference API's secrets, and the file in the data directory each is kept in. */
export const LOCAL_SECRETS = {
  SESSION_SECRET: "session-secret",
  MEDIA_SECRET: "media-secret",
  UPLOAD_SECRET: "upload-secret",
  NOTIFICATION_SECRET: "notification-secret",
};

/** The reference API's signing keys (its own image keeps them in its own data directory). */
export const API_SECRETS = ["MEDIA_SECRET", "UPLOAD_SECRET", "NOTIFICATION_SECRET"];

/**
 * Fills every unset secret of `names` in `env` from `dataDir`, creating the ones that do not exist
 * yet. Default: all of them (`npm start` runs the app and the API with one data directory).
 */
export function fillLocalSecrets(env, dataDir, names = Object.keys(LOCAL_SECRETS)) {
  for (const name of names) {
    const file = LOCAL_SECRETS[name];
    if (env[name]) continue;
    const where = path.join(dataDir, file);
    if (!existsSync(where)) writeFileSync(where, randomBytes(32).toString("hex"), { mode: 0o600 });
    env[name] = readFileSync(where, "utf8").trim();
  }
  return env;
}
