// The CME points account: the points of the user's current 5-year cycle (Musterfortbildungs-
// ordnung: 250 points in 5 years; specialists 150 of them in their specialty), credited points apart
// from those still at the chamber, and a year-by-year breakdown. Pure: the page feeds it certificates.

export const CYCLE_YEARS = 5;
export const REQUIRED_POINTS = 250;
export const SPECIALTY_POINTS = 150;

export type AccountCertificate = {
  points: number;
  status: "TO_BE_REQUESTED" | "REQUESTED" | "RELEASE_PENDING" | "ACCREDITED";
  requester: "PLATFORM" | "EXTERNAL";
  issuedAt: string;
  /** Whether the course belongs to the user's main field. */
  inSpecialty: boolean;
};

export type Cycle = { start: string; end: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The cycle that starts on `start` (YYYY-MM-DD): five years, ending the day before the fifth anniversary. */
export function cycleFrom(start: string): Cycle {
  const [year, month, date] = start.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + CYCLE_YEARS, month - 1, date) - 24 * 60 * 60 * 1000);
  return { start, end: day(end) };
}

/**
 * The cycle `today` falls in, counting whole cycles on from `start`; a start in the future stays as it is.
 * (Chambers count cycles back to back: the next begins the day after one ends.)
 */
export function currentCycle(start: string, today: Date): Cycle {
  let cycle = cycleFrom(start);
  while (cycle.end < day(today)) {
    const next = new Date(Date.parse(`${cycle.end}T00:00:00Z`) + 24 * 60 * 60 * 1000);
    cycle = cycleFrom(day(next));
  }
  return cycle;
}

const inCycle = (cycle: Cycle, iso: string) => {
  const date = iso.slice(0, 10);
  return cycle.start <= date && date <= cycle.end;
};

type Counted = Pick<AccountCertificate, "status" | "requester">;

/** Credited: ACCREDITED by the chamber, or an EXTERNAL certificate the user submits themselves. */
export const credited = (c: Counted) => c.status === "ACCREDITED" || c.requester === "EXTERNAL";
/** Applied for and still on its way through the chamber. */
export const pending = (c: Counted) =>
  c.requester === "PLATFORM" && (c.status === "REQUESTED" || c.status === "RELEASE_PENDING");

export function pointsAccount(certificates: AccountCertificate[], cycle: Cycle) {
  const within = certificates.filter((c) => inCycle(cycle, c.issuedAt));
  const sum = (list: AccountCertificate[]) => list.reduce((total, c) => total + c.points, 0);
  const earned = sum(within.filter(credited));
  const years = new Map<number, { year: number; earned: number; pending: number }>();
  for (const c of within) {
    const year = Number(c.issuedAt.slice(0, 4));
    const row = years.get(year) ?? { year, earned: 0, pending: 0 };
    if (credited(c)) row.earned += c.points;
    else if (pending(c)) row.pending += c.points;
    years.set(year, row);
  }
  return {
    earned,
    pending: sum(within.filter(pending)),
    specialty: sum(within.filter((c) => credited(c) && c.inSpecialty)),
    remaining: Math.max(0, REQUIRED_POINTS - earned),
    years: [...years.values()].sort((a, b) => b.year - a.year),
  };
}
