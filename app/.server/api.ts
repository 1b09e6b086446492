import { randomUUID } from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data, redirect } from "@remix-run/node";
import * as Sentry from "@sentry/remix";
import { ClientError, GraphQLClient } from "graphql-request";
import { env } from "./env";
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
export function upstreamFailure(thrown: unknown): { status: number; messageKey: string } | null {
  if (
    typeof thrown !== "object" ||
    thrown === null ||
    (thrown as { type?: string }).type !== "DataWithResponseInit"
  ) {
    return null;
  }
  const { data: body, init } = thrown as { data: { reason?: string }; init: ResponseInit | null };
  if (body?.reason === "upstream_unavailable")
    return { status: 503, messageKey: "common:errors.unavailable" };
  if (body?.reason === "unexpected")
    return { status: init?.status ?? 500, messageKey: "common:errors.unexpected" };
  return null;
}

export type ApiOptions = { locale?: string; requestId?: string };

type GraphQLErrorShape = {
  message?: string;
  extensions?: { category?: string; validation?: Record<string, string[]> };
};

function fullPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
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
  const requestId = options.requestId ?? request.headers.get("x-request-id") ?? randomUUID();
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.locale) headers["Accept-Language"] = options.locale;

  const client = new GraphQLClient(env.GRAPHQL_URL, {
    headers,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS)]),
      }),
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
