/**
 * The reference API's environment, checked with zod like the app's (app/.server/env.ts): every
 * variable it reads, its default, and one clear error at start (index.ts, the CLIs) that names each
 * wrong value. The only module that reads process.env. Each value is read when used, not once at
 * import: tests set variables before they start an API or call a rule, as an operator does before
 * a start.
 */
import { z } from "zod";

/** What API_FORWARD_PATH may be: one or more path segments, no trailing slash. */
export const FORWARD_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

// Empty strings from .env files mean "not set".
const unset = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(unset, schema.default(value as never));
const flag = (value: "true" | "false") => withDefault(z.enum(["true", "false"]), value);
const port = z.coerce.number().int().min(0).max(65535);

const shape = {
  // Unset is neither development (no introspection) nor production (development keys allowed).
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  API_PORT: withDefault(port, 4000),
  API_HOST: optional(z.string()),
  // The database, proofs and uploads.
  DATA_DIR: withDefault(z.string(), ".data"),
  // Where browsers reach this API's public routes, and the product's site (decision 032).
  API_PUBLIC_URL: optional(z.url()),
  SITE_URL: optional(z.url()),
  API_FORWARD_PATH: optional(z.string().regex(FORWARD_PATH, "must be a path like /demo-api")),
  // The app's port on this machine: the site when nothing else says (npm start's PORT).
  PORT: withDefault(port, 3000),
  // The test-only staff operations (test-surface/): never in production.
  API_TEST_SURFACE: flag("false"),
  LOG_REQUESTS: flag("true"),
  // Live session changes through Redis, for several API processes on one database; unset: in-process.
  REDIS_URL: optional(z.url()),
  // Spec §5: an EFN value accepted without the checksum (operators' escape hatch); blank: none.
  EFN_BYPASS: optional(z.string()).transform((value) => value?.trim() || undefined),
  // Spec §9: shown as {taxRate} %; prices are gross.
  TAX_RATE: withDefault(z.coerce.number().min(0).max(100), 19),
  // Signing keys (secrets.ts: development values outside production, required in production).
  MEDIA_SECRET: optional(z.string()),
  UPLOAD_SECRET: optional(z.string()),
  NOTIFICATION_SECRET: optional(z.string()),
  MEDIA_URL_TTL_SECONDS: withDefault(z.coerce.number().int().positive(), 7200),
  // Without it each process signs its demo payment provider's webhooks with a random key of its own.
  PAYMENT_WEBHOOK_SECRET: optional(z.string()),
  // Failed password checks per email within 15 minutes (login-limit.ts).
  LOGIN_FAILURES_PER_EMAIL: withDefault(z.coerce.number().int().positive(), 10),
};

const schema = z.object(shape);
type Shape = typeof shape;
export type ServerEnv = z.output<typeof schema>;
type Source = Record<string, string | undefined>;

/** The problems, one line each with the variable's name, as an error an operator can act on. */
function invalid(problems: string[]): Error {
  return new Error(`Reference API: invalid environment:\n${problems.join("\n")}\nSee .env.example.`);
}

/** Every variable of `source` checked at once (a start, a CLI, a test's own values). */
export function readEnv(source: Source = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw invalid(parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`));
}

function readOne<K extends keyof Shape>(name: K): ServerEnv[K] {
  const parsed = shape[name].safeParse(process.env[name]);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `  ${name}: ${issue.message}`));
  return parsed.data as ServerEnv[K];
}

/** The environment as it is now, each variable checked when read. */
export const env: ServerEnv = Object.defineProperties(
  {},
  Object.fromEntries(
    (Object.keys(shape) as Array<keyof Shape>).map((name) => [
      name,
      { enumerable: true, get: () => readOne(name) },
    ]),
  ),
) as ServerEnv;
