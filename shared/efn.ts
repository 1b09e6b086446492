// Rules of the spec that the app (the forms' checks) and the reference API (the authority) apply
// alike: pure functions, written once. shared/ imports neither app/ nor server/ (ESLint).

const COUNTRY_CODES = new Set(["276", "040", "756"]);

/**
 * EFN (Einheitliche Fortbildungsnummer, spec §5): 15 digits, digits 3 to 5 a country code (276 DE,
 * 040 AT, 756 CH) and a Luhn checksum over all 15 digits divisible by 10.
 */
export function isValidEfn(efn: string): boolean {
  if (!/^\d{15}$/.test(efn) || !COUNTRY_CODES.has(efn.slice(2, 5))) return false;
  let sum = 0;
  // Luhn from the right: every second digit, starting with the one left of the check digit, doubled.
  for (let i = 0; i < 15; i += 1) {
    let digit = Number(efn[14 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The EFN belongs to doctors in Germany only (spec §5); everyone else uploads a proof. */
export function efnApplies(profession: string | undefined, country: string | undefined): boolean {
  return profession === "DOCTOR" && country === "DE";
}
