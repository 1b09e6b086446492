import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import http from "node:http";
import { inject, vi } from "vitest";
import { DEMO_PASSWORD, referenceApi } from "../support/reference-api";

export { DEMO_PASSWORD };
export const BASE = "http://localhost:3000";

type RouteFunction = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

export type RouteResult = {
  status: number;
  headers: Headers;
  /** Loader/action data, when the answer is not a redirect. */
  data: unknown;
  location: string | null;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit"
  );
}

async function normalise(value: unknown): Promise<RouteResult> {
  if (value instanceof Response) {
    const text = await value.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: value.status, headers: value.headers, data, location: value.headers.get("Location") };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      headers,
      data: value.data,
      location: headers.get("Location"),
    };
  }
  return { status: 200, headers: new Headers(), data: value, location: null };
}

export type ProofFile = { name: string; bytes: Uint8Array; type: string };

/** A small valid PDF (the upload checks the magic bytes). */
export const SAMPLE_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function multipart(fields: Record<string, string>, file: ProofFile | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set(
    "proof_file",
    file
      ? new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type })
      : new File([], "", { type: "application/octet-stream" }),
  );
  return body;
}

/** Calls a loader or action the way Remix would, returning thrown and returned answers alike. */
export async function call(
  fn: RouteFunction,
  options: {
    path: string;
    method?: "GET" | "POST";
    form?: Record<string, string>;
    cookie?: string;
    context?: AppLoadContext;
    params?: Record<string, string>;
    /** Posts `form` as multipart with this file (null: none chosen) in `proof_file`, as a browser without JavaScript. */
    proofFile?: ProofFile | null;
  },
): Promise<RouteResult> {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  const init: RequestInit = { method: options.method ?? (options.form ? "POST" : "GET"), headers };
  if (options.proofFile !== undefined) init.body = multipart(options.form ?? {}, options.proofFile);
  else if (options.form) init.body = new URLSearchParams(options.form);
  const request = new Request(BASE + options.path, init);
  try {
    return await normalise(
      await fn({
        request,
        params: options.params ?? {},
        context: options.context ?? { clientIp: "203.0.113.7" },
      }),
    );
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return normalise(thrown);
  }
}

/** Keeps cookies across calls like a browser (name=value only). */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(result: RouteResult) {
    for (const header of result.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return result;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** The run's reference API: its test surface arranges state (users, livestreams, codes, mail). */
export const api = referenceApi(inject("graphqlUrl"));

/** A session signed in as `email` through the login dialog's action. */
export async function signedIn(email: string, jar = new CookieJar()): Promise<CookieJar> {
  const { action } = await import("~/routes/_index");
  const result = jar.store(
    await call(action, {
      path: "/?index&dialog=login",
      form: { intent: "login", email, password: DEMO_PASSWORD },
    }),
  );
  if (result.status !== 302) throw new Error(`login of ${email} answered ${result.status}`);
  return jar;
}

/** A copy of a demo user (no follows, no watch list, no progress) whose state a test may change. */
export async function freshUser(
  like = "arzt@example.com",
  state: Omit<Parameters<typeof api.createUser>[0], "like"> = {},
): Promise<string> {
  return (await api.createUser({ like, ...state })).email;
}

/** Calls the upstream API directly (to arrange or check state). */
export async function upstream<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(inject("graphqlUrl"), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as T;
}

/** The API token of a real login as this user (to act upstream in their name). */
export async function upstreamToken(email: string): Promise<string> {
  const answer = await upstream<{ data: { login: { token: string } } }>(
    "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }",
    { e: email, p: DEMO_PASSWORD },
  );
  return answer.data.login.token;
}

/** A session that has started to register (step 1 done), so it may ask for upload tickets. */
export async function registeringJar(): Promise<CookieJar> {
  const { action } = await import("~/routes/_index");
  const jar = new CookieJar();
  const result = jar.store(
    await call(action, {
      path: "/?dialog=register&step=1&index",
      form: {
        intent: "next",
        email: `neu.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: "sicheres-passwort",
        password_repeat: "sicheres-passwort",
      },
    }),
  );
  if (result.location !== "/?dialog=register&step=2") throw new Error(`step 1 failed: ${result.status}`);
  return jar;
}

/**
 * Counts the requests that go to the upstream API while `run` runs: the GraphQL client sends them
 * over node:http, other upstream calls (uploads) over fetch.
 */
export async function upstreamRequests<T>(run: () => Promise<T>): Promise<{ result: T; count: number }> {
  const viaFetch = vi.spyOn(globalThis, "fetch");
  const viaHttp = vi.spyOn(http, "request");
  try {
    const result = await run();
    const count = [...viaFetch.mock.calls, ...viaHttp.mock.calls].filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(inject("graphqlUrl")),
    ).length;
    return { result, count };
  } finally {
    viaFetch.mockRestore();
    viaHttp.mockRestore();
  }
}
