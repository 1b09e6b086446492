// Countries for the registration (spec 3.6): DE, AT and CH first, then the rest alphabetically in the UI language.
export const PRIMARY_COUNTRIES = ["DE", "AT", "CH"] as const;

// ISO 3166-1 alpha-2 codes of the countries users come from (Europe and beyond).
const OTHER_COUNTRIES = [
  "AD",
  "AE",
  "AL",
  "AR",
  "AU",
  "BA",
  "BE",
  "BG",
  "BR",
  "BY",
  "CA",
  "CN",
  "CY",
  "CZ",
  "DK",
  "DZ",
  "EE",
  "EG",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IL",
  "IN",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JO",
  "JP",
  "KR",
  "KZ",
  "LB",
  "LI",
  "LT",
  "LU",
  "LV",
  "MA",
  "MC",
  "MD",
  "ME",
  "MK",
  "MT",
  "MX",
  "NL",
  "NO",
  "NZ",
  "PL",
  "PT",
  "RO",
  "RS",
  "RU",
  "SA",
  "SE",
  "SI",
  "SK",
  "SM",
  "SY",
  "TN",
  "TR",
  "UA",
  "US",
  "VA",
  "XK",
  "ZA",
] as const;

export const COUNTRY_CODES: readonly string[] = [...PRIMARY_COUNTRIES, ...OTHER_COUNTRIES];

/** A country's name in the UI language ("Deutschland", "Germany"); the code if it has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
}

export function countryOptions(locale: string): {
  primary: Array<{ code: string; name: string }>;
  other: Array<{ code: string; name: string }>;
} {
  const named = (code: string) => ({ code, name: countryName(code, locale) });
  const collator = new Intl.Collator(locale);
  return {
    primary: PRIMARY_COUNTRIES.map(named),
    other: OTHER_COUNTRIES.map(named).sort((a, b) => collator.compare(a.name, b.name)),
  };
}
