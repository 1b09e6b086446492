import type { GraphQLError } from "graphql";
// Errors are built by yoga's copy of graphql: under vitest, `graphql` can resolve to a second
// copy (index.mjs vs index.js), and then `instanceof` checks across the two fail.
import { createGraphQLError } from "graphql-yoga";
import type { ErrorCode } from "./generated/resolvers-types.ts";

/**
 * Every refusal's machine code, sent as `extensions.code` beside Lighthouse's shape (decision 034).
 * Stable: a client maps them to its own words and never shows `message`. The contract lists them as
 * `enum ErrorCode` (server/schema.graphql), with the operations that answer each; the type is
 * generated from it.
 */
export type { ErrorCode };

/** One refusal of one field: its code and Lighthouse's English message (for logs and old clients). */
export type FieldError = { code: ErrorCode; message: string };

export const fieldError = (code: ErrorCode, text: string): FieldError => ({ code, message: text });

/** Lighthouse's shape, which the BFF maps to "log out and reload" (spec 8). */
export function unauthenticated(): GraphQLError {
  return createGraphQLError("Unauthenticated.", {
    extensions: { category: "authentication", code: "UNAUTHENTICATED" satisfies ErrorCode },
  });
}

/** Staff simulating a chosen person change nothing and take nothing of theirs away (decision 037). */
export function simulationReadOnly(): GraphQLError {
  return createGraphQLError("Read only while simulating a user.", {
    extensions: { category: "authorization", code: "SIMULATION_READ_ONLY" satisfies ErrorCode },
  });
}

/**
 * Too many attempts: try again after `retryAfter` seconds. CODE_TRIES_EXCEEDED where the client must
 * tell the cause apart (an email change's code that took too many wrong tries).
 */
export function rateLimited(
  retryAfterSeconds: number,
  code: "RATE_LIMITED" | "CODE_TRIES_EXCEEDED" = "RATE_LIMITED",
): GraphQLError {
  const text = code === "RATE_LIMITED" ? "Too Many Attempts." : "Too many wrong codes.";
  return createGraphQLError(text, {
    extensions: { category: "rate_limited", code, retryAfter: retryAfterSeconds },
  });
}

/**
 * A limit over stored records in a sliding window (contact requests, questions, feedback): `count`
 * answers how many were made after a time and when the oldest of them was. At `max`, rate_limited
 * until the oldest leaves the window.
 */
export function throwIfOverLimit(
  count: (after: Date) => { n: number; first: string | null },
  max: number,
  windowMs: number,
  now: Date,
): void {
  const wait = limitWait(count, max, windowMs, now);
  if (wait > 0) throw rateLimited(wait);
}

/** Seconds until such a limit lets the next one through; 0 when it does now. */
export function limitWait(
  count: (after: Date) => { n: number; first: string | null },
  max: number,
  windowMs: number,
  now: Date,
): number {
  const recent = count(new Date(now.getTime() - windowMs));
  if (recent.n < max || !recent.first) return 0;
  return Math.max(1, Math.ceil((Date.parse(recent.first) + windowMs - now.getTime()) / 1000));
}

export type FieldErrors = Record<string, FieldError[]>;

/**
 * Lighthouse's validation error, with the codes beside the messages: `code` and `field` name the
 * first refusal, `codes` every one per key in the order of `validation` (decision 034). `extra`
 * carries what a code needs besides (CME_ATTEMPTS_USED: `retakeAt`).
 */
export function validationFailed(
  operationField: string,
  errors: FieldErrors,
  extra: Record<string, string> = {},
): GraphQLError {
  const entries = Object.entries(errors).filter(([, list]) => list.length > 0);
  const [field, [first] = []] = entries[0] ?? [];
  return createGraphQLError(`Validation failed for the field [${operationField}].`, {
    extensions: {
      category: "validation",
      code: first?.code ?? "INVALID",
      field,
      validation: Object.fromEntries(entries.map(([key, list]) => [key, list.map((e) => e.message)])),
      codes: Object.fromEntries(entries.map(([key, list]) => [key, list.map((e) => e.code)])),
      ...extra,
    },
  });
}

// Laravel writes attributes in messages as snake case with spaces: input.field_id -> "input.field id".
const attribute = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/_/g, " ");

/** The refusals with Laravel's English messages; clients read the code, not the text. */
export const message = {
  required: (key: string) => fieldError("REQUIRED", `The ${attribute(key)} field is required.`),
  email: (key: string) =>
    fieldError("INVALID_EMAIL", `The ${attribute(key)} field must be a valid email address.`),
  max: (key: string, max: number) =>
    fieldError("TOO_LONG", `The ${attribute(key)} field must not be greater than ${max} characters.`),
  invalid: (key: string) => fieldError("INVALID", `The selected ${attribute(key)} is invalid.`),
  prohibited: (key: string) => fieldError("PROHIBITED", `The ${attribute(key)} field is prohibited.`),
  min: (key: string, min: number) =>
    fieldError("TOO_SHORT", `The ${attribute(key)} field must be at least ${min} characters.`),
  digits: (key: string, digits: number) =>
    fieldError("WRONG_FORMAT", `The ${attribute(key)} field must be ${digits} digits.`),
  between: (key: string, min: number, max: number) =>
    fieldError("OUT_OF_RANGE", `The ${attribute(key)} field must be between ${min} and ${max}.`),
  beforeOrEqual: (key: string, date: Date) =>
    fieldError(
      "OUT_OF_RANGE",
      `The ${attribute(key)} field must be a date before or equal to ${date.toISOString()}.`,
    ),
  atLeast: (key: string, min: number) =>
    fieldError("OUT_OF_RANGE", `The ${attribute(key)} field must be at least ${min}.`),
  minItems: (key: string, min: number) =>
    fieldError("TOO_FEW_ITEMS", `The ${attribute(key)} field must have at least ${min} items.`),
  maxItems: (key: string, max: number) =>
    fieldError("TOO_MANY_ITEMS", `The ${attribute(key)} field must not have more than ${max} items.`),
  emailTaken: (key: string) => fieldError("EMAIL_TAKEN", `The ${attribute(key)} has already been taken.`),
  /** A second vote in a poll (Laravel's `unique`). */
  voted: (key: string) => fieldError("ALREADY_VOTED", `The ${attribute(key)} has already been taken.`),
  requiredWithout: (key: string, other: string) =>
    fieldError(
      "REQUIRED",
      `The ${attribute(key)} field is required when ${attribute(other)} is not present.`,
    ),
  prohibits: (key: string, other: string) =>
    fieldError("PROHIBITED", `The ${attribute(key)} field prohibits ${attribute(other)} from being present.`),
  efn: (key: string) => fieldError("EFN_INVALID", `The ${attribute(key)} field must be a valid EFN.`),
  controlCharacters: (key: string) =>
    fieldError("CONTROL_CHARACTERS", `The ${attribute(key)} field must not contain control characters.`),
  /** Not about one field: the operation is for staff only (Laravel's authorization text). */
  unauthorized: () => fieldError("FORBIDDEN", "This action is unauthorized."),
  fileType: () => fieldError("FILE_TYPE", "The file must be a file of type: jpeg, png, pdf."),
  registrationCode: () => fieldError("CODE_INVALID", "The registration code is invalid."),
  resetCode: () => fieldError("CODE_INVALID", "The reset code is invalid."),
  emailCode: () => fieldError("CODE_INVALID", "The code is invalid."),
  /** The code took too many wrong tries: no code is accepted until a new one is asked for. */
  emailCodeTries: () => fieldError("CODE_TRIES_EXCEEDED", "Too many wrong codes. Request a new code."),
  credentials: () => fieldError("INVALID_CREDENTIALS", "These credentials do not match our records."),
  suspended: () => fieldError("ACCOUNT_SUSPENDED", "The account is suspended."),
  disabled: () => fieldError("ACCOUNT_DISABLED", "The account is disabled."),
  pending: () => fieldError("PROOF_PENDING", "A validation request is already pending."),
  renewalExpired: () => fieldError("RENEWAL_EXPIRED", "The renewal has expired. Please log in again."),
};

/** Collects refusals per key and throws them together, as Laravel's validator does. */
export class Validation {
  private readonly errors: FieldErrors = {};

  add(key: string, error: FieldError): this {
    (this.errors[key] ??= []).push(error);
    return this;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Refusals so far, to tell whether a group of checks added any. */
  get count(): number {
    return Object.values(this.errors).reduce((sum, list) => sum + list.length, 0);
  }

  has(key: string): boolean {
    return key in this.errors;
  }

  throwIfFailed(operationField: string): void {
    if (this.failed) throw validationFailed(operationField, this.errors);
  }
}

/**
 * Keeps errors we raised on purpose (and GraphQL's own syntax and validation errors);
 * anything else is an unexpected exception whose details must not reach clients.
 */
export function maskError(error: unknown): GraphQLError {
  if (isDeliberate(error)) {
    if (typeof error.extensions.code === "string") return error;
    // GraphQL's own (a syntax error, an unknown field, a variable of the wrong type): a code too.
    return createGraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError ?? undefined,
      extensions: { ...error.extensions, code: "BAD_REQUEST" satisfies ErrorCode },
    });
  }
  return createGraphQLError("Internal server error", {
    nodes: isGraphQLError(error) ? error.nodes : undefined,
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { category: "internal", code: "INTERNAL" satisfies ErrorCode },
  });
}

// By name, not instanceof, for the reason at the top of this file.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === "GraphQLError";

/** An error we raised on purpose (or GraphQL's own): its message may reach the client. */
export function isDeliberate(error: unknown): error is GraphQLError {
  if (!isGraphQLError(error)) return false;
  return error.originalError == null || isDeliberate(error.originalError);
}
