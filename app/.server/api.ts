import { randomUUID } from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { getOperationAST, print, type DocumentNode } from "graphql";
import { data, redirect } from "@remix-run/node";
import * as Sentry from "@sentry/remix";
import { ClientError, GraphQLClient } from "graphql-request";
import { safeRedirect } from "~/lib/redirect";
import { isMultiLine, isSingleLine } from "~/lib/validation";
import { forwardedHeaders } from "./api-forward";
import { env } from "./env";
import { fetchWithDeadline } from "./fetch-deadline";
import { refusal } from "./form";
import { destroySession, getSession } from "./session";
import { log } from "./log";
import { countUpstreamError, observeUpstream, type UpstreamErrorKind } from "./metrics";
import { forgetInRequest, inRequestScope, sharedInRequest } from "./request-scope";
import { ERROR_CODES, type ErrorCode } from "./graphql/generated/error-codes";

/**
 * An upstream refusal's code (`extensions.code`, decision 034); null when it sent none (an upstream
 * in Lighthouse's shape without codes) or one this BFF does not know (a newer upstream).
 */
export type UpstreamCode = ErrorCode | null;

const knownCodes: ReadonlySet<string> = new Set(ERROR_CODES);
export const codeOf = (value: unknown): UpstreamCode =>
  typeof value === "string" && knownCodes.has(value) ? (value as ErrorCode) : null;

/** `email` and `input.email` name the same field of a form. */
const fieldName = (key: string) => key.replace(/^input\./, "");

/**
 * A Laravel-style validation error as its codes per key (`email`, `input.email`). The upstream's
 * English messages are not kept: a user reads the BFF's words for the code (refusals.ts).
 */
export class UpstreamValidationError extends Error {
  constructor(
    /** Every refused key, with the code of each refusal on it (null where none came). */
    readonly fields: Record<string, UpstreamCode[]>,
    /** The error's own code, when the upstream names one beside (or without) the fields. */
    readonly errorCode: UpstreamCode = null,
    /** What a code needs besides: CME_ATTEMPTS_USED's time of the next attempt. */
    readonly retakeAt: string | null = null,
  ) {
    super(`upstream validation: ${JSON.stringify(fields)}`);
    this.name = "UpstreamValidationError";
  }

  /** The codes on `field` (`email` finds `input.email` too), or on every field. */
  codes(field?: string): UpstreamCode[] {
    const entries = Object.entries(this.fields);
    return (field === undefined ? entries : entries.filter(([key]) => fieldName(key) === field)).flatMap(
      ([, codes]) => codes,
    );
  }

  /** Whether the upstream refused with `code` (on `field`). */
  has(code: ErrorCode, field?: string): boolean {
    return (field === undefined && this.errorCode === code) || this.codes(field).includes(code);
  }

  /** The first code (on `field`): what a form shows for it. */
  code(field?: string): UpstreamCode {
    if (field !== undefined) return this.codes(field)[0] ?? null;
    return this.errorCode ?? this.codes()[0] ?? null;
  }
}

type ErrorExtensions = {
  category?: string;
  code?: unknown;
  field?: unknown;
  validation?: unknown;
  codes?: unknown;
  retryAfter?: number;
  retakeAt?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The one place that reads codes off an upstream validation error: `codes` per key beside
 * Lighthouse's `validation`, or only `code` and `field`, or (an older upstream) the keys alone.
 */
export function validationErrorOf(extensions: ErrorExtensions | undefined): UpstreamValidationError {
  const messages = isRecord(extensions?.validation) ? extensions.validation : {};
  const codes = isRecord(extensions?.codes) ? extensions.codes : {};
  const fields: Record<string, UpstreamCode[]> = {};
  for (const key of new Set([...Object.keys(messages), ...Object.keys(codes)])) {
    const given = Array.isArray(codes[key]) ? codes[key].map(codeOf) : [];
    const count = Math.max(1, given.length, Array.isArray(messages[key]) ? messages[key].length : 0);
    fields[key] = Array.from({ length: count }, (_, index) => given[index] ?? null);
  }
  const errorCode = codeOf(extensions?.code);
  const field = typeof extensions?.field === "string" ? extensions.field : null;
  if (field !== null && errorCode !== null && !fields[field]?.includes(errorCode)) {
    const known = fields[field] ?? [];
    fields[field] = known[0] === null ? [errorCode, ...known.slice(1)] : [errorCode, ...known];
  }
  const retakeAt = typeof extensions?.retakeAt === "string" ? extensions.retakeAt : null;
  return new UpstreamValidationError(fields, errorCode, retakeAt);
}

/**
 * The answer getApi throws when the upstream failed (503 unavailable, 500 unexpected) or refused a
 * simulation's change (403), for actions that show it in place (spec §8: "other errors go to the
 * error snackbar") instead of the error page.
 */
export function upstreamFailure(
  thrown: unknown,
): { status: number; messageKey: string; retryAfterSeconds?: number; code?: UpstreamCode } | null {
  if (
    typeof thrown !== "object" ||
    thrown === null ||
    (thrown as { type?: string }).type !== "DataWithResponseInit"
  ) {
    return null;
  }
  const { data: body, init } = thrown as {
    data: { reason?: string; retryAfter?: number; code?: unknown };
    init: ResponseInit | null;
  };
  if (body?.reason === "rate_limited") {
    return {
      status: 429,
      messageKey: "common:errors.rate_limited",
      retryAfterSeconds: body.retryAfter ?? 60,
      // Which limit it was, where the upstream tells several apart (the email change's wrong codes).
      code: codeOf(body.code),
    };
  }
  // The session store down reads to the user like the upstream down (session.ts).
  if (body?.reason === "upstream_unavailable" || body?.reason === "store_unavailable")
    return { status: 503, messageKey: "common:errors.unavailable" };
  if (body?.reason === "simulation_read_only")
    return { status: 403, messageKey: "common:errors.simulation_read_only" };
  if (body?.reason === "unexpected")
    return { status: init?.status ?? 500, messageKey: "common:errors.unexpected" };
  return null;
}

export type ApiOptions = { locale?: string };

type GraphQLErrorShape = { message?: string; extensions?: ErrorExtensions };

function fullPath(request: Request) {
  const url = new URL(request.url);
  return safeRedirect(url.pathname + url.search, "/");
}

/**
 * The request-scoped upstream client (decision 001): Bearer token from the server-side session,
 * Accept-Language, a request id and a timeout; errors mapped as spec §8 says.
 * Throws Responses for what the error boundary shows (503, 500) and redirects for `Unauthenticated.`;
 * throws UpstreamValidationError (codes, never the upstream's text) for actions to turn into messages.
 */
export async function getApi(request: Request, options: ApiOptions = {}) {
  const session = await getSession(request);
  const token = session.get("token");
  // The front server's id (scripts/app-server.mjs sets the header on every request): one id from the
  // proxy in front to the upstream API. A new one only where no front server ran (tests of loaders).
  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  // The same request as a W3C trace (decision 031): the front server checked or made it.
  const traceparent = request.headers.get("traceparent");
  if (traceparent) headers.traceparent = traceparent;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.locale) headers["Accept-Language"] = options.locale;
  // Under the forward the upstream names its media, uploads and payment pages at this site (decision 032).
  Object.assign(headers, forwardedHeaders(request));

  // graphql-request reads status, ok, headers and text() of what its fetch answers: nothing else.
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    fetchWithDeadline(input, init ?? {}, {
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      signal: request.signal,
    })) as unknown as typeof globalThis.fetch;
  // The documents go as their printed text (queryText), so the client neither prints nor parses them.
  const client = new GraphQLClient(env.GRAPHQL_URL, { headers, fetch, excludeOperationName: true });
  // The batch transport answers every operation's errors in its place instead of throwing.
  const batchClient = new GraphQLClient(env.GRAPHQL_URL, {
    headers,
    fetch,
    excludeOperationName: true,
    errorPolicy: "all",
  });

  /** The answer for a failure of these operations; counted by kind (decision 031). */
  async function mapError(error: unknown, operations: string[]): Promise<unknown> {
    const count = (kind: UpstreamErrorKind) => {
      for (const operation of operations) countUpstreamError(operation, kind);
    };
    if (error instanceof ClientError) {
      const errors = (error.response.errors ?? []) as GraphQLErrorShape[];
      if (errors.some(isUnauthenticated)) {
        count("unauthenticated");
        // Spec §8: with a session, log out and reload the same full path; the guards take it from there.
        const headers = token ? { "Set-Cookie": await destroySession(session) } : undefined;
        return redirect(fullPath(request), { headers });
      }
      if (error.response.status >= 500 && errors.length === 0) {
        count("http_5xx");
        return unavailable(error.response.status);
      }
      // Too many attempts for an account (the upstream's own limit): a 429 with its wait.
      const limited = errors.find((e) => e.extensions?.category === "rate_limited");
      if (limited) {
        count("rate_limited");
        const retryAfter = Math.max(1, Number(limited.extensions?.retryAfter) || 60);
        return data(
          { reason: "rate_limited", retryAfter, code: codeOf(limited.extensions?.code) },
          { status: 429, headers: { "Retry-After": String(retryAfter) } },
        );
      }
      // Staff simulating a chosen person change nothing (decision 037): a 403 that says so.
      if (errors.some((e) => e.extensions?.code === "SIMULATION_READ_ONLY")) {
        count("read_only");
        return data({ reason: "simulation_read_only" }, { status: 403 });
      }
      const validation = errors.find((e) => e.extensions?.category === "validation");
      if (validation) {
        count("validation");
        return validationErrorOf(validation.extensions);
      }
      if (error.response.status >= 500) {
        count("http_5xx");
        return unavailable(error.response.status);
      }
      count("graphql");
      return unexpected(error);
    }
    if (isNetworkError(error)) {
      // A browser that left aborted the call: no fault of the upstream's.
      if (!request.signal.aborted) count((error as Error).name === "TimeoutError" ? "timeout" : "network");
      return unavailable(0, error);
    }
    count("invalid_answer");
    return unexpected(error);
  }

  function unavailable(status: number, cause?: unknown) {
    // A browser that stops waiting aborts its page's upstream calls: not the upstream's failure.
    if (!request.signal.aborted) {
      log.warn("upstream unavailable", {
        requestId,
        status,
        cause: cause instanceof Error ? cause.name : undefined,
      });
    }
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

  /**
   * Decision 006: the queries that the loaders of one page send in the same tick travel as
   * one HTTP request (an array of operations), each answered and mapped on its own. Mutations, and
   * everything outside a page request, go alone. Same headers, same batch: the key holds them.
   */
  function batched(document: DocumentNode, operation: string, variables: Variables): Promise<unknown> {
    const key = `upstream-batch:${requestId}:${token ?? ""}:${options.locale ?? ""}`;
    return new Promise((resolve, reject) => {
      const batch = sharedInRequest(key, () => {
        const pending: Pending[] = [];
        setImmediate(() => {
          forgetInRequest(key);
          void send(pending);
        });
        return pending;
      });
      batch.push({ document, operation, variables, resolve, reject });
    });
  }

  async function send(pending: Pending[]) {
    const [only] = pending;
    if (only && pending.length === 1) {
      return client.request(queryText(only.document), only.variables).then(only.resolve, only.reject);
    }
    let results: { data?: unknown; errors?: unknown[] }[];
    try {
      results = await batchClient.batchRequests(
        pending.map(({ document, variables }) => ({ document: queryText(document), variables })),
      );
      if (!Array.isArray(results) || results.length !== pending.length) {
        throw new Error(`the upstream answered a batch of ${pending.length} with something else`);
      }
    } catch (error) {
      // One failure of the whole request: mapped (and logged) once, the same answer for every loader.
      const operations = pending.map(({ operation }) => operation);
      const answer = new MappedFailure(await mapError(error, operations));
      for (const { reject } of pending) reject(answer);
      return;
    }
    pending.forEach(({ resolve, reject }, i) => {
      const result = results[i] ?? {};
      if (!result.errors?.length) return resolve(result.data);
      reject(
        new ClientError(
          {
            data: result.data,
            errors: result.errors as never,
            status: 200,
            headers: new Headers(),
            body: "",
          },
          { query: "(batched)" },
        ),
      );
    });
  }

  return {
    requestId,
    async request<TResult, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TResult, TVariables>,
      ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
      // Decision 025: no control character goes upstream, which would refuse it with a validation
      // error that a loader has no field to show on. Lookups (queries) are one line; mutations'
      // multi-line fields were checked by their forms' schemas, this is the net under them.
      if (refusedText(variables, isQuery(document))) throw refusal(400, "control_characters");
      const operation = operationName(document);
      const started = performance.now();
      // The wait for the upstream, unless a browser that left cut it short.
      const observe = () => {
        if (!request.signal.aborted) observeUpstream(operation, (performance.now() - started) / 1000);
      };
      let result: TResult;
      try {
        result =
          batching && isQuery(document) && inRequestScope()
            ? ((await batched(document, operation, variables as Variables)) as TResult)
            : await client.request<TResult>(queryText(document), variables as Variables);
      } catch (error) {
        observe();
        if (error instanceof MappedFailure) throw error.answer;
        throw await mapError(error, [operation]);
      }
      observe();
      return result;
    },
  };
}

type Variables = Record<string, unknown> | undefined;
type Pending = {
  document: DocumentNode;
  operation: string;
  variables: Variables;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
};

const batching = env.UPSTREAM_BATCHING === "true";

/** A batch's failure, already mapped to the answer every operation in it gets. */
class MappedFailure {
  constructor(readonly answer: unknown) {}
}

/**
 * A document's text, printed once per process: graphql-request would print the document on every
 * request (about 2 % of a page's render, decision 006). The operation's name travels inside the text.
 */
const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** The operation's name (the metrics' label; the app's documents all have one), found once per process. */
const names = new WeakMap<DocumentNode, string>();
function operationName(document: DocumentNode): string {
  let name = names.get(document);
  if (name === undefined) {
    name = getOperationAST(document)?.name?.value ?? "anonymous";
    names.set(document, name);
  }
  return name;
}

/** Whether any text in the variables breaks the rule (single-line, or multi-line at most). */
function refusedText(value: unknown, singleLine: boolean): boolean {
  if (typeof value === "string") return !(singleLine ? isSingleLine(value) : isMultiLine(value));
  if (Array.isArray(value)) return value.some((item) => refusedText(item, singleLine));
  if (typeof value === "object" && value !== null)
    return Object.values(value).some((item) => refusedText(item, singleLine));
  return false;
}

const isQuery = (document: DocumentNode) =>
  document.definitions.every(
    (definition) => definition.kind !== "OperationDefinition" || definition.operation === "query",
  );

export type Api = Awaited<ReturnType<typeof getApi>>;

/** Lighthouse's `Unauthenticated.`, known by its category (and code), not by its text. */
export const isUnauthenticated = (error: { extensions?: { category?: unknown; code?: unknown } }) =>
  error.extensions?.category === "authentication" || error.extensions?.code === "UNAUTHENTICATED";

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "AbortError" ||
    error.name === "TimeoutError" ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  );
}
