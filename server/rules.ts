/** Input rules shared by resolvers (spec 5). */

// Local part: printable ASCII without spaces; domain: at least one dot, no spaces.
const EMAIL = /^[\x21-\x3f\x41-\x7e]+@[^\s@]+\.[^\s@.]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

export const MAX_STRING = 255;

/** GraphQL IDs arrive as strings; ours are positive integers. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
