/** Spec §9: EUR from cents, formatted de-DE (or the page's language). */
export function formatEuro(cents: number, locale = "de"): string {
  return new Intl.NumberFormat(locale === "en" ? "en-GB" : "de-DE", {
    style: "currency",
    currency: "EUR",
  }).format(cents / 100);
}
