import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApi, type RunningApi } from "../app.ts";
import { DEMO_PASSWORD } from "../seed/index.ts";

export interface GraphQLErrorJson {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

export interface TestApi {
  api: RunningApi;
  dataDir: string;
  dbFile: string;
  /** Posts one operation; `token` becomes the Bearer header, `authorization` overrides it verbatim. */
  gql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string; authorization?: string },
  ): Promise<GraphQLResponse<T>>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh API on a free port with its own database in a temp directory. */
export async function startTestApi(): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "cme-api-test-"));
  const api = await startApi({ port: 0, dataDir, log: false });

  const gql: TestApi["gql"] = async (query, options = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    const response = await fetch(api.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables: options.variables }),
    });
    return (await response.json()) as GraphQLResponse<never>;
  };

  const login = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
    const result = await gql<{ login: { status: string; token: string | null } }>(
      "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { status token } }",
      { variables: { email, password } },
    );
    const token = result.data?.login.token;
    if (!token) throw new Error(`login failed for a demo user: ${JSON.stringify(result)}`);
    return token;
  };

  return {
    api,
    dataDir,
    dbFile: join(dataDir, "api.sqlite"),
    gql,
    login,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const UNAUTHENTICATED = { message: "Unauthenticated.", extensions: { category: "authentication" } };
