import { randomUUID } from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data, redirect } from "@remix-run/node";
import * as Sentry from "@sentry/remix";
import { ClientError, GraphQLClient } from "graphql-request";
import { safeRedirect } from "~/lib/redirect";
import { env } from "./env";
import { fetchWithDeadline } from "./fetch-deadline";
import { destroySession, getSession } from "./session";
import { log } from "./log";

/** Field messages of a Laravel-style validation error, keyed like `email` or `input.email`. */
export class UpstreamValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string[]>,
  ) {
    super(message);
    this.name = "UpstreamValidationError";
  }
}

/**
 * The answer getApi throws when the upstream failed (503 unavailable, 500 unexpected), for actions
 * that show it in place (spec §8: "other errors go to the error snackbar") instead of the error page.
 */
export function upstreamFailure(
  thrown: unknown,
): { status: number; messageKey: string; retryAfterSeconds?: number } | null {
  if (
    typeof thrown !== "object" ||
    thrown === null ||
    (thrown as { type?: string }).type !== "DataWithResponseInit"
  ) {
    return null;
  }
  const { data: body, init } = thrown as {
    data: { reason?: string; retryAfter?: number };
    init: ResponseInit | null;
  };
  if (body?.reason === "rate_limited") {
    return {
      status: 429,
      messageKey: "common:errors.rate_limited",
      retryAfterSeconds: body.retryAfter ?? 60,
    };
  }
  if (body?.reason === "upstream_unavailable")
    return { status: 503, messageKey: "common:errors.unavailable" };
  if (body?.reason === "unexpected")
    return { status: init?.status ?? 500, messageKey: "common:errors.unexpected" };
  return null;
}

export type ApiOptions = { locale?: string };

type GraphQLErrorShape = {
  message?: string;
  extensions?: { category?: string; validation?: Record<string, string[]>; retryAfter?: number };
};

function fullPath(request: Request) {
  const url = new URL(request.url);
  return safeRedirect(url.pathname + url.search, "/");
}

/**
 * The request-scoped upstream client (design.md): Bearer token from the server-side session,
 * Accept-Language, a request id and a timeout; errors mapped as spec §8 says.
 * Throws Responses for what the error boundary shows (503, 500) and redirects for `Unauthenticated.`;
 * throws UpstreamValidationError for actions to turn into field messages.
 */
export async function getApi(request: Request, options: ApiOptions = {}) {
  const session = await getSession(request);
  const token = session.get("token");
  // The front server's id (scripts/app-server.mjs sets the header on every request): one id from the
  // proxy in front to the upstream API. A new one only where no front server ran (tests of loaders).
  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.locale) headers["Accept-Language"] = options.locale;

  const client = new GraphQLClient(env.GRAPHQL_URL, {
    headers,
    fetch: (input, init) =>
      fetchWithDeadline(input, init ?? {}, { timeoutMs: env.UPSTREAM_TIMEOUT_MS, signal: request.signal }),
  });

  async function mapError(error: unknown): Promise<unknown> {
    if (error instanceof ClientError) {
      const errors = (error.response.errors ?? []) as GraphQLErrorShape[];
      if (errors.some((e) => e.message === "Unauthenticated.")) {
        // Spec §8: with a session, log out and reload the same full path; the guards take it from there.
        const headers = token ? { "Set-Cookie": await destroySession(session) } : undefined;
        return redirect(fullPath(request), { headers });
      }
      if (error.response.status >= 500 && errors.length === 0) return unavailable(error.response.status);
      // Too many attempts for an account (the upstream's own limit): a 429 with its wait.
      const limited = errors.find((e) => e.extensions?.category === "rate_limited");
      if (limited) {
        const retryAfter = Math.max(1, Number(limited.extensions?.retryAfter) || 60);
        return data(
          { reason: "rate_limited", retryAfter },
          { status: 429, headers: { "Retry-After": String(retryAfter) } },
        );
      }
      const validation = errors.find((e) => e.extensions?.category === "validation");
      if (validation) {
        return new UpstreamValidationError(validation.message ?? "", validation.extensions?.validation ?? {});
      }
      if (error.response.status >= 500) return unavailable(error.response.status);
      return unexpected(error);
    }
    if (isNetworkError(error)) return unavailable(0, error);
    return unexpected(error);
  }

  function unavailable(status: number, cause?: unknown) {
    log.warn("upstream unavailable", {
      requestId,
      status,
      cause: cause instanceof Error ? cause.name : undefined,
    });
    return data({ reason: "upstream_unavailable" }, { status: 503 });
  }

  function unexpected(error: unknown) {
    Sentry.captureException(error, { tags: { requestId } });
    log.error("unexpected upstream answer", {
      requestId,
      error: error instanceof Error ? error.message : "unknown",
    });
    return data({ reason: "unexpected" }, { status: 500 });
  }

  return {
    requestId,
    async request<TResult, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TResult, TVariables>,
      ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
      try {
        return await client.request<TResult>(document, variables as Record<string, unknown> | undefined);
      } catch (error) {
        throw await mapError(error);
      }
    },
  };
}

export type Api = Awaited<ReturnType<typeof getApi>>;

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "AbortError" ||
    error.name === "TimeoutError" ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  );
}
