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

/** Fills every unset secret of `env` from `dataDir`, creating the ones that do not exist yet. */
export function fillLocalSecrets(env, dataDir) {
  for (const [name, file] of Object.entries(LOCAL_SECRETS)) {
    if (env[name]) continue;
    const where = path.join(dataDir, file);
    if (!existsSync(where)) writeFileSync(where, randomBytes(32).toString("hex"), { mode: 0o600 });
    env[name] = readFileSync(where, "utf8").trim();
  }
  return env;
}
