/**
 * Prices, discounts and tax of the checkout (spec 3.6, §4, §5, §6; decision 020). Pure: the
 * resolvers pass the rows and the clock. Amounts are gross euro cents; the server alone computes them.
 */
import { NARROW_CIRCLE } from "../seed/professions.ts";

export const PRICE_TYPES = [
  "BASE",
  "PRIMARY_PROFESSIONS",
  "EXTENDED_PROFESSIONS",
  "STUDENT",
  "ASSISTANT",
  "FULL",
] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export type PriceCategory = "UNIFIED" | "SPECIFIC";
export type DiscountUnit = "FLAT" | "PERCENT";
export type DiscountState = "VALID" | "INVALID" | "EXPIRED" | "INAPPLICABLE";
export type SalePhase = "PRE_SALE" | "ON_SALE" | "POST_SALE";

/** Spec §6: booking options by group; assistant doctors need a proof for their own price. */
export type BookingGroup = "PRIMARY" | "EXTENDED" | "STUDENT" | "ASSISTANT";

const STUDENTS = new Set(["MEDICAL_STUDENT", "VETERINARY_STUDENT", "PHARMACY_STUDENT"]);

export function bookingGroup(profession: string): BookingGroup {
  if (profession === "ASSISTANT_DOCTOR") return "ASSISTANT";
  if (STUDENTS.has(profession)) return "STUDENT";
  return NARROW_CIRCLE.has(profession) ? "PRIMARY" : "EXTENDED";
}

/**
 * The price types a group may book. UNIFIED: the one BASE price for everyone. SPECIFIC: the group's
 * own price; assistant doctors may also pay the doctors' price without a proof. FULL is a bundle's
 * price and open to every group.
 */
export function bookableTypes(category: PriceCategory, group: BookingGroup): PriceType[] {
  if (category === "UNIFIED") return ["BASE", "FULL"];
  const own: Record<BookingGroup, PriceType[]> = {
    PRIMARY: ["PRIMARY_PROFESSIONS"],
    EXTENDED: ["EXTENDED_PROFESSIONS"],
    STUDENT: ["STUDENT"],
    ASSISTANT: ["ASSISTANT", "PRIMARY_PROFESSIONS"],
  };
  return [...own[group], "FULL"];
}

/** True while `now` is before the moment `iso` (dates compared as instants, not as strings). */
const before = (now: Date, iso: string): boolean => now.getTime() < Date.parse(iso);

export function salePhase(sale: { starts_at: string | null; ends_at: string | null }, now: Date): SalePhase {
  if (sale.starts_at && before(now, sale.starts_at)) return "PRE_SALE";
  if (sale.ends_at && !before(now, sale.ends_at)) return "POST_SALE";
  return "ON_SALE";
}

export type AutoDiscountCategory = "EARLY_BIRD_1" | "EARLY_BIRD_2" | "EARLY_BIRD_3" | "UNCATEGORIZED";
export type AutoDiscount = {
  category: AutoDiscountCategory;
  unit: DiscountUnit;
  value: number;
  until: string;
};

/** Early-bird phases: the one that ends first among those still running (EARLY_BIRD_1 before _2 …). */
export function activeAutoDiscount(discounts: AutoDiscount[], now: Date): AutoDiscount | null {
  return (
    [...discounts]
      .filter((discount) => before(now, discount.until))
      .sort((a, b) => Date.parse(a.until) - Date.parse(b.until))[0] ?? null
  );
}

/** What a discount takes off `amount` cents: FLAT in cents, PERCENT of the amount (rounded); never more than the amount. */
export function discountAmount(unit: DiscountUnit, value: number, amount: number): number {
  const off = unit === "FLAT" ? value : Math.round((amount * value) / 100);
  return Math.min(Math.max(0, off), amount);
}

/** The tax contained in a gross amount at `rate` percent, rounded to the cent. */
export const taxOf = (gross: number, rate: number): number => Math.round((gross * rate) / (100 + rate));

export type DiscountCode = {
  unit: DiscountUnit;
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  /** Paid orders with the code. */
  uses: number;
  /** Uses held by other users' open checkouts (decision 020). */
  held: number;
  /** Null: every event and bundle. */
  event_ids: number[] | null;
};

/** Spec 3.6 DiscountState of a code for one product (its events) at `now`; an unknown code is INVALID. */
export function codeState(code: DiscountCode | null, eventIds: number[], now: Date): DiscountState {
  if (!code) return "INVALID";
  if (
    (code.valid_from && before(now, code.valid_from)) ||
    (code.max_uses !== null && code.uses >= code.max_uses)
  ) {
    return "INVALID";
  }
  if (code.valid_until && !before(now, code.valid_until)) return "EXPIRED";
  if (code.event_ids && !eventIds.some((id) => code.event_ids?.includes(id))) return "INAPPLICABLE";
  return "VALID";
}

/**
 * INVALID only because paid orders took every use it had: a real code, redeemed already, which the
 * page names as such ("bereits eingelöst") rather than as unknown.
 */
export const codeUsedUp = (code: DiscountCode | null, eventIds: number[], now: Date): boolean =>
  code !== null &&
  code.max_uses !== null &&
  code.uses >= code.max_uses &&
  codeState({ ...code, max_uses: null }, eventIds, now) === "VALID";

/** Every use the code has left is held by open checkouts right now: it may be free again once they end. */
export const codeHeldOut = (code: Pick<DiscountCode, "max_uses" | "uses" | "held">): boolean =>
  code.max_uses !== null && code.uses < code.max_uses && code.uses + code.held >= code.max_uses;

export type Quote = {
  /** The price before any discount (struck through when a discount applies). */
  base: number;
  autoDiscount: number;
  codeDiscount: number;
  total: number;
  taxRate: number;
  tax: number;
};

/** The early bird first, then the one code, on what is left; never below zero. */
export function quote(
  price: number,
  auto: AutoDiscount | null,
  code: Pick<DiscountCode, "unit" | "value"> | null,
  taxRate: number,
): Quote {
  const autoDiscount = auto ? discountAmount(auto.unit, auto.value, price) : 0;
  const codeDiscount = code ? discountAmount(code.unit, code.value, price - autoDiscount) : 0;
  const total = price - autoDiscount - codeDiscount;
  return { base: price, autoDiscount, codeDiscount, total, taxRate, tax: taxOf(total, taxRate) };
}
