import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx } from "~/components/ui/cx";

export type PageInfo = { currentPage: number; lastPage: number };

/** `?page=n` on the current path with every other parameter kept; page 1 has no parameter. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Numbered pages around the current one, with the first and the last: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number): Array<number | "gap"> {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && page - previous > 1) result.push("gap");
    result.push(page);
  }
  return result;
}

const item =
  "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-semibold";

/** Pagination as links (works without JavaScript; the URL can be shared). */
export function Pagination({ info, pathname, search }: { info: PageInfo; pathname: string; search: string }) {
  const { t } = useTranslation();
  if (info.lastPage <= 1) return null;
  const { currentPage: current, lastPage: last } = info;
  return (
    <nav aria-label={t("pagination.label")} className="mt-10">
      <p className="sr-only">{t("pagination.status", { page: current, last })}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              to={pageHref(pathname, search, Math.min(current - 1, last))}
              className={cx(item, "border-line bg-white text-primary hover:bg-primary-light")}
            >
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(current, last), last).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={pageHref(pathname, search, page)}
                aria-label={t("pagination.page", { page })}
                aria-current={page === current ? "page" : undefined}
                className={cx(
                  item,
                  page === current
                    ? "border-primary bg-primary text-white"
                    : "border-line bg-white text-primary hover:bg-primary-light",
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link
              to={pageHref(pathname, search, current + 1)}
              className={cx(item, "border-line bg-white text-primary hover:bg-primary-light")}
            >
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
