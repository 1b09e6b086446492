/**
 * EFN (uniform training number, spec 5): 15 digits, digits 3 to 5 a country code
 * (276 Germany, 040 Austria, 756 Switzerland) and a Luhn checksum divisible by 10.
 */
const COUNTRY_CODES = new Set(["276", "040", "756"]);

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
