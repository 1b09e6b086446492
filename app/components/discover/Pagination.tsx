import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Previous/next and numbered page links (a window around the current page), plain links: no JS needed. */
export function Pagination({
  page,
  lastPage,
  href,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("discover");
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === lastPage || Math.abs(n - page) <= 2,
  );
  const item = "inline-flex min-h-10 min-w-10 items-center justify-center rounded border px-3";
  return (
    <nav aria-label={t("cme.pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${item} border-line text-primary hover:bg-primary-light`}
            >
              {t("cme.previous")}
            </Link>
          </li>
        ) : null}
        {pages.map((n, index) => (
          <li key={n} className="flex items-center gap-2">
            {index > 0 && n - (pages[index - 1] ?? n) > 1 ? (
              <span aria-hidden="true" className="text-muted">
                …
              </span>
            ) : null}
            {n === page ? (
              <span
                aria-current="page"
                className={`${item} border-primary bg-primary font-semibold text-white`}
              >
                <span className="sr-only">{t("cme.page_n", { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                to={href(n)}
                aria-label={t("cme.page_n", { page: n })}
                className={`${item} border-line text-primary hover:bg-primary-light`}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < lastPage ? (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${item} border-line text-primary hover:bg-primary-light`}
            >
              {t("cme.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
