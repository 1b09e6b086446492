// Postcodes by country (the checkout's billing address): the form each country's post uses, and an
// example the message names. Countries without a rule here (or without postcodes at all) get the
// loose check: 3 to 10 letters, digits, spaces or hyphens.

export type PostcodeRule = {
  pattern: RegExp;
  /** A real postcode of the country, shown in the message. */
  example: string;
  /** Set when the postcode is just this many digits: the message says so. */
  digits?: number;
};

const digits = (count: number, example: string, prefix?: string): PostcodeRule => ({
  pattern: new RegExp(`^${prefix ? `(?:${prefix}-?)?` : ""}\\d{${count}}$`, "i"),
  example,
  digits: count,
});
const form = (pattern: RegExp, example: string): PostcodeRule => ({ pattern, example });

export const GENERIC_POSTCODE = /^[A-Za-z0-9 -]{3,10}$/;

export const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  DE: digits(5, "10115"),
  AT: digits(4, "1010"),
  CH: digits(4, "8001"),
  LI: digits(4, "9490"),
  AL: digits(4, "1001"),
  AU: digits(4, "2000"),
  BE: digits(4, "1000"),
  BG: digits(4, "1000"),
  CY: digits(4, "1010"),
  DK: digits(4, "1050"),
  HU: digits(4, "1051"),
  LU: digits(4, "1009", "L"),
  LV: digits(4, "1050", "LV"),
  MD: digits(4, "2001", "MD"),
  MK: digits(4, "1000"),
  NO: digits(4, "0150"),
  NZ: digits(4, "6011"),
  SI: digits(4, "1000"),
  TN: digits(4, "1000"),
  ZA: digits(4, "0001"),
  BA: digits(5, "71000"),
  DZ: digits(5, "16000"),
  EE: digits(5, "10111"),
  EG: digits(5, "11511"),
  ES: digits(5, "28001"),
  FI: digits(5, "00100"),
  FR: digits(5, "75001"),
  HR: digits(5, "10000"),
  IQ: digits(5, "10001"),
  IT: digits(5, "00184"),
  JO: digits(5, "11118"),
  KR: digits(5, "03187"),
  LT: digits(5, "01100", "LT"),
  MA: digits(5, "10000"),
  MC: digits(5, "98000"),
  ME: digits(5, "81000"),
  MX: digits(5, "06000"),
  RS: digits(5, "11000"),
  SA: digits(5, "11564"),
  SM: digits(5, "47890"),
  TR: digits(5, "06100"),
  UA: digits(5, "01001"),
  VA: digits(5, "00120"),
  XK: digits(5, "10000"),
  BY: digits(6, "220030"),
  CN: digits(6, "100000"),
  IN: digits(6, "110001"),
  KZ: digits(6, "010000"),
  RO: digits(6, "010011"),
  RU: digits(6, "101000"),
  IS: digits(3, "101"),
  IL: digits(7, "9100001"),
  CZ: form(/^\d{3} ?\d{2}$/, "110 00"),
  GR: form(/^\d{3} ?\d{2}$/, "105 57"),
  SE: form(/^\d{3} ?\d{2}$/, "111 22"),
  SK: form(/^\d{3} ?\d{2}$/, "811 01"),
  PL: form(/^\d{2}-\d{3}$/, "00-950"),
  PT: form(/^\d{4}-\d{3}$/, "1000-001"),
  NL: form(/^\d{4} ?[A-Za-z]{2}$/, "1012 AB"),
  MT: form(/^[A-Za-z]{3} ?\d{4}$/, "VLT 1117"),
  AD: form(/^AD ?\d{3}$/i, "AD500"),
  GB: form(/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, "SW1A 1AA"),
  IE: form(/^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/, "D02 X285"),
  CA: form(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, "K1A 0B1"),
  US: form(/^\d{5}(?:-\d{4})?$/, "10001"),
  JP: form(/^\d{3}-?\d{4}$/, "100-0001"),
  BR: form(/^\d{5}-?\d{3}$/, "01310-100"),
  AR: form(/^(?:[A-Za-z]\d{4}[A-Za-z]{3}|\d{4})$/, "C1425ABC"),
  IR: form(/^\d{5}-?\d{5}$/, "11369-14111"),
  LB: form(/^\d{4}(?: ?\d{4})?$/, "1107 2810"),
};

/** The rule a postcode of `country` fails, or null when it fits (the loose check without a rule). */
export function postcodeProblem(postcode: string, country: string): PostcodeRule | "generic" | null {
  const rule = POSTCODE_RULES[country];
  if (rule) return rule.pattern.test(postcode) ? null : rule;
  return GENERIC_POSTCODE.test(postcode) ? null : "generic";
}
