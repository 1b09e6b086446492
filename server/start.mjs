// The reference API's image entry (server/Dockerfile): `node --import tsx server/start.mjs`. Its
// signing keys an operator did not set are made once and kept in DATA_DIR, as `npm start` does
// (scripts/local-secrets.mjs), so media addresses and upload tickets outlive a restart.
import { mkdirSync } from "node:fs";
import { API_SECRETS, fillLocalSecrets } from "../scripts/local-secrets.mjs";

process.env.DATA_DIR ||= ".data";
mkdirSync(process.env.DATA_DIR, { recursive: true, mode: 0o700 });
fillLocalSecrets(process.env, process.env.DATA_DIR, API_SECRETS);
await import("./index.ts");
