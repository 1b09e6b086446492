import type { GraphQLError } from "graphql";
// Errors are built by yoga's copy of graphql: under vitest, `graphql` can resolve to a second
// copy (index.mjs vs index.js), and then `instanceof` checks across the two fail.
import { createGraphQLError } from "graphql-yoga";

/** Lighthouse's shape, which the BFF maps to "log out and reload" (spec 8). */
export function unauthenticated(): GraphQLError {
  return createGraphQLError("Unauthenticated.", { extensions: { category: "authentication" } });
}

/**
 * Too many failed attempts for one account: try again after `retryAfter` seconds. A message of its own
 * where the client must tell the cause apart (Lighthouse's text otherwise).
 */
export function rateLimited(retryAfterSeconds: number, text = "Too Many Attempts."): GraphQLError {
  return createGraphQLError(text, {
    extensions: { category: "rate_limited", retryAfter: retryAfterSeconds },
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

export type ValidationMessages = Record<string, string[]>;

export function validationFailed(operationField: string, validation: ValidationMessages): GraphQLError {
  return createGraphQLError(`Validation failed for the field [${operationField}].`, {
    extensions: { category: "validation", validation },
  });
}

// Laravel writes attributes in messages as snake case with spaces: input.field_id -> "input.field id".
const attribute = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/_/g, " ");

/** English Laravel messages; the BFF translates by key, not by text. */
export const message = {
  required: (key: string) => `The ${attribute(key)} field is required.`,
  email: (key: string) => `The ${attribute(key)} field must be a valid email address.`,
  max: (key: string, max: number) =>
    `The ${attribute(key)} field must not be greater than ${max} characters.`,
  invalid: (key: string) => `The selected ${attribute(key)} is invalid.`,
  prohibited: (key: string) => `The ${attribute(key)} field is prohibited.`,
  min: (key: string, min: number) => `The ${attribute(key)} field must be at least ${min} characters.`,
  digits: (key: string, digits: number) => `The ${attribute(key)} field must be ${digits} digits.`,
  taken: (key: string) => `The ${attribute(key)} has already been taken.`,
  requiredWithout: (key: string, other: string) =>
    `The ${attribute(key)} field is required when ${attribute(other)} is not present.`,
  prohibits: (key: string, other: string) =>
    `The ${attribute(key)} field prohibits ${attribute(other)} from being present.`,
  efn: (key: string) => `The ${attribute(key)} field must be a valid EFN.`,
  controlCharacters: (key: string) => `The ${attribute(key)} field must not contain control characters.`,
  /** Not about one field: the operation is for staff only (Laravel's authorization text). */
  unauthorized: () => "This action is unauthorized.",
  fileType: () => "The file must be a file of type: jpeg, png, pdf.",
  registrationCode: () => "The registration code is invalid.",
  resetCode: () => "The reset code is invalid.",
  emailCode: () => "The code is invalid.",
  /** The code took too many wrong tries: no code is accepted until a new one is asked for. */
  emailCodeTries: () => "Too many wrong codes. Request a new code.",
  credentials: () => "These credentials do not match our records.",
  suspended: () => "The account is suspended.",
  disabled: () => "The account is disabled.",
  pending: () => "A validation request is already pending.",
  renewalExpired: () => "The renewal has expired. Please log in again.",
};

/** Collects messages per key and throws them together, as Laravel's validator does. */
export class Validation {
  private readonly messages: ValidationMessages = {};

  add(key: string, text: string): this {
    (this.messages[key] ??= []).push(text);
    return this;
  }

  get failed(): boolean {
    return Object.keys(this.messages).length > 0;
  }

  /** Messages so far, to tell whether a group of checks added any. */
  get count(): number {
    return Object.values(this.messages).reduce((sum, list) => sum + list.length, 0);
  }

  has(key: string): boolean {
    return key in this.messages;
  }

  throwIfFailed(operationField: string): void {
    if (this.failed) throw validationFailed(operationField, this.messages);
  }
}

/**
 * Keeps errors we raised on purpose (and GraphQL's own syntax and validation errors);
 * anything else is an unexpected exception whose details must not reach clients.
 */
export function maskError(error: unknown): GraphQLError {
  if (isDeliberate(error)) return error;
  return createGraphQLError("Internal server error", {
    nodes: isGraphQLError(error) ? error.nodes : undefined,
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { category: "internal" },
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
