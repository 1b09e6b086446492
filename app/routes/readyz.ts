import { readiness } from "~/.server/readiness";

/** /readyz: ready when the upstream API and the session store both answer. */
export const loader = () => readiness();
