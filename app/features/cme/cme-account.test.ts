import { describe, expect, it } from "vitest";
import { currentCycle, cycleFrom, pointsAccount, type AccountCertificate } from "./cme-account";

const cert = (
  points: number,
  issuedAt: string,
  extra: Partial<AccountCertificate> = {},
): AccountCertificate => ({
  points,
  status: "ACCREDITED",
  requester: "PLATFORM",
  issuedAt,
  inSpecialty: false,
  ...extra,
});

describe("the 5-year cycle", () => {
  it("ends the day before the fifth anniversary, also from a leap day", () => {
    expect(cycleFrom("2024-01-01")).toEqual({ start: "2024-01-01", end: "2028-12-31" });
    expect(cycleFrom("2024-02-29")).toEqual({ start: "2024-02-29", end: "2029-02-28" });
  });

  it("rolls on to the cycle today falls in", () => {
    expect(currentCycle("2015-07-01", new Date("2026-11-24T10:00:00Z"))).toEqual({
      start: "2025-07-01",
      end: "2030-06-30",
    });
    expect(currentCycle("2026-01-01", new Date("2026-11-24T10:00:00Z")).start).toBe("2026-01-01");
  });
});

describe("the points account", () => {
  const cycle = cycleFrom("2024-01-01");

  it("counts credited points of the cycle, keeps pending ones apart and leaves others out", () => {
    const account = pointsAccount(
      [
        cert(3, "2024-03-01T10:00:00Z", { inSpecialty: true }),
        cert(2, "2025-05-01T10:00:00Z"),
        cert(4, "2026-01-10T10:00:00Z", { status: "REQUESTED" }),
        cert(1, "2026-02-10T10:00:00Z", { status: "RELEASE_PENDING", inSpecialty: true }),
        cert(2, "2026-03-10T10:00:00Z", { status: "TO_BE_REQUESTED" }),
        cert(9, "2023-12-31T10:00:00Z"),
        cert(2, "2026-04-01T10:00:00Z", {
          status: "TO_BE_REQUESTED",
          requester: "EXTERNAL",
          inSpecialty: true,
        }),
      ],
      cycle,
    );
    expect(account).toMatchObject({ earned: 7, pending: 5, specialty: 5, remaining: 243 });
    expect(account.years).toEqual([
      { year: 2026, earned: 2, pending: 5 },
      { year: 2025, earned: 2, pending: 0 },
      { year: 2024, earned: 3, pending: 0 },
    ]);
  });

  it("needs nothing more at 250 points", () => {
    expect(pointsAccount([cert(260, "2025-01-01T00:00:00Z")], cycle).remaining).toBe(0);
  });
});
