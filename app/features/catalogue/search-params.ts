/** Highest page number a URL may ask for (keeps the upstream Int in range). */
const MAX_PAGE = 10_000;

/** `?page=` as a page number: a positive integer, else 1. */
export function pageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE);
}
