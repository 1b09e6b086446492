// How an item is accredited (decision 016), after the German chambers' rules kept simple: the
// points follow from the nominal length, the test opens after a share of it, and each accreditor
// has its own kind of event number.

/** A point per unit of 45 minutes (a Fortbildungseinheit). */
export const MINUTES_PER_POINT = 45;

export type CmeCategory = "A" | "D";

/** Live with discussion (A) or on demand with a test (D). */
export const categoryOf = (kind: string): CmeCategory => (kind === "LIVESTREAM" ? "A" : "D");

/**
 * Points for a nominal length: 1 per full 45 minutes of learning with a test (at least 1), live
 * (A) or on demand (D) alike, so a 45-minute item earns 1 point and a 90-minute one 2.
 */
export const cmePoints = (nominalMinutes: number): number =>
  Math.max(1, Math.floor(nominalMinutes / MINUTES_PER_POINT));

/** Minutes of real watching (or presence) before the test opens: two thirds of the nominal length. */
export const thresholdMinutes = (nominalMinutes: number): number =>
  Math.max(1, Math.round((nominalMinutes * 2) / 3));

/**
 * Demo items: a 1-minute threshold so the flow can be tried with the short sample media
 * (64–80 s); the box says so.
 */
export const DEMO_THRESHOLD_MINUTES = 1;

/** The chambers' two-digit numbers in the VNR (the demo's own, in AUTHORITIES order). */
export function vnr(chamberIndex: number, year: number, running: number): string {
  return `276${String(chamberIndex + 1).padStart(2, "0")}${year}${String(running).padStart(10, "0")}`;
}

/** A German chamber's VNR: 19 digits beginning with 276 (Germany). */
export const isGermanVnr = (value: string): boolean => /^276\d{16}$/.test(value);

/** EACCME's event code of a live educational event: LEEA, the year's last two digits, a number. */
export const eaccmeCode = (year: number, running: number): string =>
  `LEEA${String(year % 100).padStart(2, "0")}-${String(running % 100_000).padStart(5, "0")}`;

/** The EBAP's reference of an accredited activity (the demo's format). */
export const ebapCode = (year: number, running: number): string =>
  `EBAP-${year}-${String(running % 10_000).padStart(4, "0")}`;
