import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { openStreamCount } from "./live-streams";

/**
 * The process's Prometheus metrics (decision 031). One registry of the app's own, not prom-client's
 * global one: the front server (scripts/) takes it from the build's entry module (entry.server.tsx)
 * and serves it on the operator's port. Handed over so, it is the one the loaders record into
 * whether or not Vite bundles prom-client into the server build (today it stays an external import,
 * but two copies of the module would otherwise mean two registries, one of them never served).
 *
 * Labels are bounded: route patterns (never paths), the app's own operation names, a few kinds.
 * Labelled children are looked up once and kept, so a request costs one observation.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Requests the app answered (static files excepted) by method, route pattern and status; _count counts them",
  labelNames: ["method", "route", "status"] as const,
  buckets: SECONDS,
  registers: [registry],
});

const upstreamDuration = new Histogram({
  name: "upstream_graphql_duration_seconds",
  help: "How long each GraphQL operation waited for the upstream (the operations of one batch each wait for the batch), by operation name",
  labelNames: ["operation"] as const,
  buckets: SECONDS,
  registers: [registry],
});

const upstreamErrors = new Counter({
  name: "upstream_graphql_errors_total",
  help: "GraphQL operations the upstream did not answer with data, by operation name and kind",
  labelNames: ["operation", "kind"] as const,
  registers: [registry],
});

const sessionStoreErrors = new Counter({
  name: "session_store_errors_total",
  help: "Session store calls that failed (the visitor got a 503), by store and operation",
  labelNames: ["store", "operation"] as const,
  registers: [registry],
});

new Gauge({
  name: "live_event_streams_open",
  help: "Live session event streams this process holds open (or is opening)",
  registers: [registry],
  // Read when scraped: nothing to do per stream.
  collect() {
    this.set(openStreamCount());
  },
});

type Observer = { observe(value: number): void };
const httpChildren = new Map<string, Observer>();
const upstreamChildren = new Map<string, Observer>();

// Node parses some 35 methods; each other than these would multiply the series by the routes and
// statuses (a client sending PROPFIND, LOCK, … to every page): they share one label.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** One answered request (scripts/app-server.mjs), by its route pattern, never its path. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const label = METHODS.has(method) ? method : "other";
  const key = `${label} ${status} ${route}`;
  let child = httpChildren.get(key);
  if (!child) {
    child = httpDuration.labels(label, route, String(status));
    httpChildren.set(key, child);
  }
  child.observe(seconds);
}

/** How long an operation waited for the upstream's answer. */
export function observeUpstream(operation: string, seconds: number): void {
  let child = upstreamChildren.get(operation);
  if (!child) {
    child = upstreamDuration.labels(operation);
    upstreamChildren.set(operation, child);
  }
  child.observe(seconds);
}

/**
 * Why an operation got no data, as app/.server/api.ts tells failures apart: the upstream's faults
 * (timeout, network, http_5xx, invalid_answer, graphql: an error the app does not expect) and its
 * refusals (unauthenticated, rate_limited, validation, read_only: a simulation's change).
 */
export type UpstreamErrorKind =
  | "timeout"
  | "network"
  | "http_5xx"
  | "invalid_answer"
  | "graphql"
  | "unauthenticated"
  | "rate_limited"
  | "validation"
  | "read_only";

export function countUpstreamError(operation: string, kind: UpstreamErrorKind): void {
  upstreamErrors.inc({ operation, kind });
}

export function countSessionStoreError(store: "redis" | "file", operation: string): void {
  sessionStoreErrors.inc({ store, operation });
}

/** What the front server needs: the registry it serves and the request observer. */
export const metrics = { registry, observeRequest };
