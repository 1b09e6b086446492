import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx } from "~/components/ui/cx";
import type { SearchResultType } from "./search-types";

/** `?type=…` on the current path; a new type starts at page 1. */
export function typeHref(pathname: string, search: string, type: SearchResultType | null): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (type) params.set("type", type);
  else params.delete("type");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The hit counts by type as filter links ("Alle (71)", "Livestreams (14)", …): no JavaScript needed. */
export function TypeFilter({
  groups,
  total,
  active,
  pathname,
  search,
}: {
  groups: Array<{ type: SearchResultType; count: number }>;
  total: number;
  active: SearchResultType | null;
  pathname: string;
  search: string;
}) {
  const { t } = useTranslation("search");
  const entries = [{ type: null, count: total }, ...groups];
  return (
    <nav aria-label={t("filter_label")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const current = entry.type === active;
          return (
            <li key={entry.type ?? "all"}>
              <Link
                to={typeHref(pathname, search, entry.type)}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold",
                  current
                    ? "border-primary bg-primary text-white"
                    : "border-line bg-white text-primary hover:bg-primary-light",
                )}
              >
                {entry.type ? t(`types.${entry.type}`) : t("all")}
                <span className={current ? "text-white" : "text-muted"}>({entry.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
