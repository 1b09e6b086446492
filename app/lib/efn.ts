/**
 * EFN (uniform training number, spec §5): 15 digits, digits 3–5 a country code (276 DE, 040 AT,
 * 756 CH), and a Luhn checksum over all 15 digits divisible by 10. The same rule the upstream applies.
 */
const COUNTRY_CODES = new Set(["276", "040", "756"]);

export function isValidEfn(efn: string): boolean {
  if (!/^\d{15}$/.test(efn) || !COUNTRY_CODES.has(efn.slice(2, 5))) return false;
  let sum = 0;
  // From the right: every second digit, starting left of the check digit, doubled.
  for (let i = 0; i < 15; i += 1) {
    let digit = Number(efn[14 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The EFN option exists only for doctors in Germany (spec §5); everyone else uploads a proof. */
export function efnApplies(profession: string | undefined, country: string | undefined): boolean {
  return profession === "DOCTOR" && country === "DE";
}
