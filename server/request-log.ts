import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";

// One JSON line per request and per unexpected error, with the request id the BFF sent
// (X-Request-Id) and the trace id of its W3C `traceparent`, so one page render can be followed across
// the app and this API, and joined with an operator's tracing.

/** The caller's request id when it looks like one; else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers["x-request-id"];
  return typeof header === "string" && /^[A-Za-z0-9._:-]{8,128}$/.test(header) ? header : randomUUID();
}

/** The trace id of a valid W3C `traceparent` (version 00, not all zeros); else undefined. */
export function traceIdOf(req: IncomingMessage): string | undefined {
  const header = req.headers.traceparent;
  const traceId =
    typeof header === "string"
      ? /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(header.trim())?.[1]
      : undefined;
  return traceId && !/^0+$/.test(traceId) ? traceId : undefined;
}

/** What a request addressed, without ids or tokens (media addresses carry a signed token). */
export function routeOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0] ?? "/";
  if (path.startsWith("/videos/")) return "/videos/:token/*";
  if (path.startsWith("/media/")) return "/media/*";
  return /^\/(graphql|uploads|outbox(\.json)?|healthz)?$/.test(path) ? path : "other";
}

export function logLine(level: "info" | "error", message: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** Logs the request when it is answered; GraphQL requests with their operation's name. */
export function logRequest(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    logLine("info", "request", {
      requestId,
      traceId: traceIdOf(req),
      method: req.method,
      route: routeOf(req.url),
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
    });
  });
}

/** Logs every error that is not one of ours on purpose (those answer "Internal server error"). */
export function unexpectedErrorLog(isDeliberate: (error: unknown) => boolean): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!("errors" in result) || !result.errors) return;
          const request = (args.contextValue as { request?: Request }).request;
          for (const error of result.errors) {
            if (isDeliberate(error)) continue;
            const cause = error.originalError ?? error;
            logLine("error", "unexpected error", {
              requestId: request?.headers.get("x-request-id") ?? undefined,
              // Clients need not name the operation in the request (the BFF does not): its document does.
              operation: args.operationName ?? getOperationAST(args.document)?.name?.value,
              error: cause instanceof Error ? cause.name : "unknown",
              detail: cause instanceof Error ? cause.message : String(cause),
              stack: cause instanceof Error ? cause.stack : undefined,
            });
          }
        },
      };
    },
  };
}
