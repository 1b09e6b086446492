/** Input rules shared by resolvers (spec 5). */
import { MAILED_CODE } from "../shared/mailed-code.ts";
import { message, type FieldError, type Validation } from "./errors.ts";

// Local part: printable ASCII without spaces; domain: at least one dot, no spaces.
const EMAIL = /^[\x21-\x3f\x41-\x7e]+@[^\s@]+\.[^\s@.]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

export const MAX_STRING = 255;

/** GraphQL IDs arrive as strings; ours are positive integers. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The record a client's id names, looked up by `find`: null for a malformed id or one that names none. */
export function findById<T>(value: string, find: (id: number) => T | null | undefined): T | null {
  const id = parseId(value);
  return id === null ? null : (find(id) ?? null);
}

export const PASSWORD_MIN = 8;

/**
 * A mailed code under `key`: required, 6 digits, then `verify` (null while another field already
 * failed, e.g. the address it was mailed to), whose refusal adds `refused`. Answers the code's id.
 */
export function readCode(
  validation: Validation,
  key: string,
  value: string,
  refused: FieldError,
  verify: ((code: string) => number | null) | null,
): number | null {
  const code = value.trim();
  if (code === "") validation.add(key, message.required(key));
  else if (!MAILED_CODE.test(code)) validation.add(key, message.digits(key, 6));
  else if (verify) {
    const id = verify(code);
    if (id === null) validation.add(key, refused);
    return id;
  }
  return null;
}

/**
 * Email rules (required, at most 255, valid with a printable-ASCII local part), adding a message
 * under `key` when broken; answers the address trimmed and lower-cased either way.
 */
export function readEmail(validation: Validation, key: string, value: string): string {
  const email = value.trim().toLowerCase();
  if (email === "") validation.add(key, message.required(key));
  else if (email.length > MAX_STRING) validation.add(key, message.max(key, MAX_STRING));
  else if (!isEmail(email)) validation.add(key, message.email(key));
  return email;
}

/** Password rules: required, 8 to 255 characters (spaces count; nothing is trimmed). */
export function checkPassword(validation: Validation, key: string, value: string): void {
  if (value === "") validation.add(key, message.required(key));
  else if (value.length < PASSWORD_MIN) validation.add(key, message.min(key, PASSWORD_MIN));
  else if (value.length > MAX_STRING) validation.add(key, message.max(key, MAX_STRING));
}

/** Required text of at most 255 characters; answers it trimmed. */
export function readText(validation: Validation, key: string, value: string): string {
  const text = value.trim();
  if (text === "") validation.add(key, message.required(key));
  else if (text.length > MAX_STRING) validation.add(key, message.max(key, MAX_STRING));
  return text;
}

/** Academic titles as they are written before a name (users.title holds the code). */
export const ACADEMIC_TITLES: Record<string, string> = {
  DR: "Dr.",
  PROF: "Prof.",
  PROF_DR: "Prof. Dr.",
  PD: "PD Dr.",
};

/** The words of the academic titles, with and without their dot ("dr.", "dr", "pd"). */
const TITLE_WORDS = new Set(
  Object.values(ACADEMIC_TITLES)
    .flatMap((title) => title.toLowerCase().split(" "))
    .flatMap((word) => [word, word.replace(/\.$/, "")]),
);
/** A faculty after a doctorate: "med." in "Dr. med.", "rer." and "nat." in "Dr. rer. nat.". */
const FACULTY = /^\p{L}{2,6}\.$/u;

/**
 * A name as staff search for it, lower case: without academic titles ("Dr. med. Markus Hoffmann"
 * is "markus hoffmann", as names are stored without them), commas and extra spaces. A query of
 * titles alone stays as it is.
 */
export function nameQuery(query: string): string {
  const words = query.toLowerCase().replace(/,/g, " ").split(/\s+/).filter(Boolean);
  const name: string[] = [];
  let afterDoctor = false;
  for (const word of words) {
    if (TITLE_WORDS.has(word) || (afterDoctor && FACULTY.test(word))) {
      if (word.startsWith("dr")) afterDoctor = true;
      continue;
    }
    afterDoctor = false;
    name.push(word);
  }
  return name.length > 0 ? name.join(" ") : words.join(" ");
}

/** A user's name as others see it: "Dr. Lena Brandt". */
export const personName = (user: { title: string | null; first_name: string; last_name: string }) =>
  [user.title ? ACADEMIC_TITLES[user.title] : null, user.first_name, user.last_name]
    .filter(Boolean)
    .join(" ");
