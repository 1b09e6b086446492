// /cme-fortbildungen: the GET form's parameters. Unknown or malformed values are ignored, never an
// error, so a shared or hand-edited URL always shows a page.

export const CME_TYPES = ["LIVE", "VOD", "E_LEARNING"] as const;
export const CME_SORTS = ["NEWEST", "POINTS", "TITLE"] as const;
export const MIN_POINTS = [1, 2, 3, 4] as const;
export const PER_PAGE = 24;

export type CmeType = (typeof CME_TYPES)[number];
export type CmeSortValue = (typeof CME_SORTS)[number];

export type CmeParams = {
  field: string | null;
  types: CmeType[];
  minPoints: number | null;
  sort: CmeSortValue;
  page: number;
  /** Only items no industry supporter stands behind (`?unabhaengig=1`). */
  independent: boolean;
};

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

export function parseCmeParams(search: URLSearchParams): CmeParams {
  const field = search.get("field");
  const types = CME_TYPES.filter((type) => search.getAll("type").includes(type));
  const points = positiveInt(search.get("points"));
  const sort = search.get("sort");
  return {
    field: field && /^\d{1,6}$/.test(field) ? field : null,
    types,
    minPoints: points && (MIN_POINTS as readonly number[]).includes(points) ? points : null,
    sort: (CME_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CmeSortValue) : "NEWEST",
    page: positiveInt(search.get("page")) ?? 1,
    independent: search.get("unabhaengig") === "1",
  };
}

/** The query string of these parameters (defaults left out), for pagination links. */
export function cmeSearch(params: CmeParams, page: number): string {
  const search = new URLSearchParams();
  if (params.field) search.set("field", params.field);
  for (const type of params.types) search.append("type", type);
  if (params.minPoints) search.set("points", String(params.minPoints));
  if (params.sort !== "NEWEST") search.set("sort", params.sort);
  if (params.independent) search.set("unabhaengig", "1");
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
