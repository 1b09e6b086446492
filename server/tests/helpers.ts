import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startApi, type ApiOptions, type RunningApi } from "../app.ts";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { referenceApi, type ReferenceApi } from "../../tests/support/reference-api.ts";

export interface GraphQLErrorJson {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

import type { OutboxMailJson as OutboxMail } from "../outbox.ts";

export interface TestApi {
  api: RunningApi;
  /** http://127.0.0.1:<port>, for the routes next to /graphql. */
  origin: string;
  /** For the operator's CLI, which opens the API's database itself (a door of its own). */
  dataDir: string;
  /** The test surface (server/test-surface): clock, users, mail, uploads as the API sees them. */
  surface: ReferenceApi;
  /** Posts one operation; `token` becomes the Bearer header, `authorization` overrides it verbatim. */
  gql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string; authorization?: string },
  ): Promise<GraphQLResponse<T>>;
  login(email: string, password?: string): Promise<string>;
  /** The mail outbox, newest first; only mails to `to` when given. */
  outbox(to?: string): Promise<OutboxMail[]>;
  /** The code of the newest code mail to `to`. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh API on a free port with its own database in a temp directory (options: e.g. a clock). */
export async function startTestApi(
  options: Pick<ApiOptions, "now" | "mediaSecret" | "mediaTtlSeconds" | "testSurface" | "log"> = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "cme-api-test-"));
  const api = await startApi({ port: 0, dataDir, log: false, testSurface: true, ...options });

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

  const origin = new URL(api.url).origin;
  const outbox = async (to?: string): Promise<OutboxMail[]> => {
    const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
    return (await (await fetch(`${origin}/outbox.json${query}`)).json()) as OutboxMail[];
  };
  const latestCode = async (to: string): Promise<string> => {
    const code = (await outbox(to)).find((mail) => mail.code !== null)?.code;
    if (!code) throw new Error(`no code mail to ${to}`);
    return code;
  };

  return {
    api,
    origin,
    dataDir,
    surface: referenceApi(api.url),
    gql,
    login,
    outbox,
    latestCode,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh API for the calling test file: started before the file's tests (or before each test) and
 * closed after them. The answer stands for whichever API is running, so read it inside tests and hooks.
 */
export function testApiPer(
  scope: "file" | "test",
  options: Parameters<typeof startTestApi>[0] = {},
): TestApi {
  let running: TestApi | undefined;
  (scope === "test" ? beforeEach : beforeAll)(async () => {
    running = await startTestApi(options);
  });
  (scope === "test" ? afterEach : afterAll)(() => running?.close());
  return new Proxy({} as TestApi, {
    get(_, key) {
      if (!running) throw new Error("the test API runs only inside tests and their hooks");
      return running[key as keyof TestApi];
    },
  });
}

/** Signs these users in once the file's API runs; the tokens by the same names, read inside tests. */
export function signedIn<Name extends string>(
  t: TestApi,
  emails: Record<Name, string>,
): Record<Name, string> {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const [name, email] of Object.entries(emails) as [Name, string][]) {
      tokens[name] = await t.login(email);
    }
  });
  return tokens;
}

/** A staff account of its own (so a file's changes stay out of the demo staff's data); answers its email. */
export const newStaffEmail = async (t: TestApi): Promise<string> =>
  (await t.surface.createUser({ like: "team@example.com", staff: true })).email;

/** A clock that stands at `start` at the beginning of each test and moves only when the test moves it. */
export function stoppedClock(start: string) {
  let now = new Date(start);
  beforeEach(() => {
    now = new Date(start);
  });
  return {
    now: () => now,
    advance: (milliseconds: number) => {
      now = new Date(now.getTime() + milliseconds);
    },
  };
}

export const UNAUTHENTICATED = {
  message: "Unauthenticated.",
  extensions: { category: "authentication", code: "UNAUTHENTICATED" },
};

/** A small valid PDF (the upload endpoint checks the magic bytes). */
export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Takes an upload ticket (a proof of status by default, which needs no token) and posts the file
 * like a browser would; answers the upload's uuid.
 */
export async function uploadProof(
  t: TestApi,
  content = SAMPLE_PDF,
  fileName = "nachweis.pdf",
  { ticketField = "signedStorageUrlUserValidation", token }: { ticketField?: string; token?: string } = {},
): Promise<string> {
  const result = await t.gql<{ ticket: { uuid: string; url: string; inputs: string } }>(
    `mutation($f: String!) { ticket: ${ticketField}(fileName: $f) { uuid url inputs } }`,
    { variables: { f: fileName }, token },
  );
  const ticket = result.data?.ticket;
  if (!ticket) throw new Error(`no upload ticket: ${JSON.stringify(result)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(ticket.inputs) as Record<string, string>)) {
    form.append(name, value);
  }
  form.append("file", new Blob([content]), fileName);
  const response = await fetch(ticket.url, { method: "POST", body: form });
  if (response.status !== 204) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ticket.uuid;
}

/** The assistant doctor's proof for an ASSISTANT price, uploaded by the buyer; answers its uuid. */
export const uploadAssistantProof = (t: TestApi, token: string): Promise<string> =>
  uploadProof(t, SAMPLE_PDF, "assistenz.pdf", {
    ticketField: "signedStorageUrlAssistantPriceValidation",
    token,
  });

/** A user's account and proof as `me` reports them. */
export interface AccountState {
  status: string;
  validation_status: string | null;
  validation_expires_at: string | null;
  validation_expiring_soon: boolean;
  can_hwg: boolean;
}

/** EFNs with a valid check digit, one per country that has them. */
export const VALID_EFN = { DE: "802761234500004", AT: "800409876543211", CH: "807561111222234" };

/** A doctor's whole registration with this email and code; `overrides` change single fields. */
export const doctorRegistration = (
  email: string,
  registrationCode: string,
  overrides: Record<string, unknown> = {},
) => ({
  email,
  password: "sicheres-passwort",
  gender: "FEMALE",
  title: "DR",
  first_name: "Anna",
  last_name: "Berg",
  profession: "DOCTOR",
  field_id: "2",
  employment: "CLINIC",
  country: "DE",
  fieldSubscriptions: ["16", "8"],
  registrationCode,
  self_attributions: ["SEARCH", "COLLEAGUES", "SEARCH"],
  efn: VALID_EFN.DE,
  ...overrides,
});

/** A billing address for checkouts. */
export const BILLING = {
  first_name: "Lena",
  last_name: "Schäfer",
  street: "Hauptstraße 1",
  zip: "10115",
  city: "Berlin",
  country: "DE",
};
