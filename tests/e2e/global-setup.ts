import { buildIfStale } from "../../scripts/build-if-stale.mjs";

/** One build for every worker's platform (each `npm start` would otherwise check, and maybe build, alone). */
export default function globalSetup() {
  if (!buildIfStale()) throw new Error("The app did not build.");
}
