import { describe, expect, it } from "vitest";
import type { AutoDiscount } from "./pricing.ts";
import {
  activeAutoDiscount,
  bookableTypes,
  bookingGroup,
  codeHeldOut,
  codeState,
  codeUsedUp,
  discountAmount,
  quote,
  salePhase,
  taxOf,
  type DiscountCode,
} from "./pricing.ts";

describe("booking groups and their prices", () => {
  it.each([
    ["DOCTOR", "PRIMARY", ["PRIMARY_PROFESSIONS", "FULL"]],
    ["PHARMACIST", "PRIMARY", ["PRIMARY_PROFESSIONS", "FULL"]],
    ["NURSE", "EXTENDED", ["EXTENDED_PROFESSIONS", "FULL"]],
    ["MEDICAL_STUDENT", "STUDENT", ["STUDENT", "FULL"]],
    ["ASSISTANT_DOCTOR", "ASSISTANT", ["ASSISTANT", "PRIMARY_PROFESSIONS", "FULL"]],
  ])("%s is %s and books %j of a SPECIFIC event", (profession, group, types) => {
    expect(bookingGroup(profession)).toBe(group);
    expect(bookableTypes("SPECIFIC", bookingGroup(profession))).toEqual(types);
  });

  it("a UNIFIED event has one price for every group", () => {
    for (const profession of ["DOCTOR", "NURSE", "MEDICAL_STUDENT", "ASSISTANT_DOCTOR"]) {
      expect(bookableTypes("UNIFIED", bookingGroup(profession))).toEqual(["BASE", "FULL"]);
    }
  });
});

describe("sale phase and early bird at their boundaries", () => {
  const sale = { starts_at: "2026-12-01T00:00:00.000Z", ends_at: "2027-01-10T00:00:00.000Z" };
  it("is pre-sale until the start, on sale until the end, post-sale from the end", () => {
    expect(salePhase(sale, new Date("2026-11-30T23:59:59.999Z"))).toBe("PRE_SALE");
    expect(salePhase(sale, new Date("2026-12-01T00:00:00.000Z"))).toBe("ON_SALE");
    expect(salePhase(sale, new Date("2027-01-09T23:59:59.999Z"))).toBe("ON_SALE");
    expect(salePhase(sale, new Date("2027-01-10T00:00:00.000Z"))).toBe("POST_SALE");
    expect(salePhase({ starts_at: null, ends_at: null }, new Date())).toBe("ON_SALE");
  });

  it("takes the early-bird phase that ends first, until its last millisecond", () => {
    const phases: AutoDiscount[] = [
      { category: "EARLY_BIRD_2", unit: "PERCENT" as const, value: 10, until: "2026-12-20T00:00:00.000Z" },
      { category: "EARLY_BIRD_1", unit: "PERCENT" as const, value: 20, until: "2026-12-10T00:00:00.000Z" },
    ];
    expect(activeAutoDiscount(phases, new Date("2026-12-09T23:59:59.999Z"))?.category).toBe("EARLY_BIRD_1");
    expect(activeAutoDiscount(phases, new Date("2026-12-10T00:00:00.000Z"))?.category).toBe("EARLY_BIRD_2");
    expect(activeAutoDiscount(phases, new Date("2026-12-20T00:00:00.000Z"))).toBeNull();
  });
});

describe("discounts and tax", () => {
  it("FLAT and PERCENT never go below zero", () => {
    expect(discountAmount("FLAT", 5000, 12900)).toBe(5000);
    expect(discountAmount("FLAT", 50000, 12900)).toBe(12900);
    expect(discountAmount("PERCENT", 15, 12900)).toBe(1935);
    expect(discountAmount("PERCENT", 150, 12900)).toBe(12900);
    expect(discountAmount("FLAT", -100, 12900)).toBe(0);
  });

  it("rounds the contained tax to the cent", () => {
    expect(taxOf(11900, 19)).toBe(1900);
    expect(taxOf(999, 19)).toBe(160); // 159.5 → 160
    expect(taxOf(0, 19)).toBe(0);
    expect(taxOf(10700, 7)).toBe(700);
  });

  it("applies the early bird first, then the code on the rest", () => {
    const early: AutoDiscount = {
      category: "EARLY_BIRD_1",
      unit: "PERCENT" as const,
      value: 20,
      until: "2099-01-01T00:00:00Z",
    };
    expect(quote(20000, early, { unit: "FLAT", value: 2500 }, 19)).toEqual({
      base: 20000,
      autoDiscount: 4000,
      codeDiscount: 2500,
      total: 13500,
      taxRate: 19,
      tax: 2155,
    });
    expect(quote(20000, null, { unit: "PERCENT", value: 100 }, 19).total).toBe(0);
  });
});

describe("code states", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const code: DiscountCode = {
    unit: "PERCENT",
    value: 10,
    valid_from: "2026-11-01T00:00:00Z",
    valid_until: "2026-12-31T00:00:00Z",
    max_uses: 2,
    uses: 0,
    held: 0,
    event_ids: [7],
  };
  it("is VALID, INVALID (unknown, not yet valid, used up), EXPIRED or INAPPLICABLE", () => {
    expect(codeState(code, [7], now)).toBe("VALID");
    expect(codeState(null, [7], now)).toBe("INVALID");
    expect(codeState({ ...code, valid_from: "2026-12-02T00:00:00Z" }, [7], now)).toBe("INVALID");
    expect(codeState({ ...code, uses: 2 }, [7], now)).toBe("INVALID");
    expect(codeState({ ...code, valid_until: "2026-12-01T12:00:00Z" }, [7], now)).toBe("EXPIRED");
    expect(codeState(code, [8], now)).toBe("INAPPLICABLE");
    expect(codeState({ ...code, event_ids: null }, [8], now)).toBe("VALID");
  });

  it("is used up when paid orders took every use of a code that is otherwise valid here", () => {
    expect(codeUsedUp({ ...code, uses: 2 }, [7], now)).toBe(true);
    expect(codeUsedUp({ ...code, uses: 1, held: 1 }, [7], now)).toBe(false);
    expect(codeUsedUp(null, [7], now)).toBe(false);
    expect(codeUsedUp({ ...code, uses: 2, valid_until: "2026-12-01T12:00:00Z" }, [7], now)).toBe(false);
    expect(codeUsedUp({ ...code, uses: 2 }, [8], now)).toBe(false);
  });

  it("is held out while open checkouts hold every use it has left, not once the uses are paid", () => {
    expect(codeHeldOut({ ...code, uses: 1, held: 1 })).toBe(true);
    expect(codeHeldOut({ ...code, uses: 0, held: 1 })).toBe(false);
    expect(codeHeldOut({ ...code, uses: 2, held: 0 })).toBe(false);
    expect(codeHeldOut({ ...code, max_uses: null, held: 5 })).toBe(false);
  });
});
