import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ResultCard } from "./ResultCard";
import { typeHref } from "./TypeFilter";
import { RESULT_TYPES, resultType, type SearchHit, type SearchResultType } from "./search-types";

const CONTENT_TYPES: SearchResultType[] = ["LIVESTREAM", "VOD", "SHORT"];

/**
 * The page's hits grouped by type (in the API's type order), each group headed with its total; a
 * group with more hits than this page shows links to the type filter.
 */
export function ResultGroups({
  hits,
  groups,
  active,
  signedIn,
  pathname,
  search,
}: {
  hits: SearchHit[];
  groups: Array<{ type: SearchResultType; count: number }>;
  active: SearchResultType | null;
  signedIn: boolean;
  pathname: string;
  search: string;
}) {
  const { t } = useTranslation("search");
  const byType = new Map<SearchResultType, SearchHit[]>();
  for (const hit of hits) {
    const type = resultType(hit);
    byType.set(type, [...(byType.get(type) ?? []), hit]);
  }
  const types = RESULT_TYPES.filter((type) => byType.has(type));
  return (
    <>
      {types.map((type) => {
        const items = byType.get(type) ?? [];
        const count = groups.find((group) => group.type === type)?.count ?? items.length;
        return (
          <section key={type} className="mt-8" aria-labelledby={`results-${type}`} data-result-type={type}>
            <h2 id={`results-${type}`} className="text-xl font-semibold text-ink">
              {t(`types.${type}`)} <span className="text-base font-normal text-muted">({count})</span>
            </h2>
            <ul
              className={
                CONTENT_TYPES.includes(type)
                  ? "mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
                  : "mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3"
              }
            >
              {items.map((hit) => (
                <li key={`${hit.__typename}:${hit.id}`}>
                  <ResultCard hit={hit} signedIn={signedIn} />
                </li>
              ))}
            </ul>
            {!active && count > items.length ? (
              <p className="mt-3">
                <Link to={typeHref(pathname, search, type)} className="font-semibold text-primary underline">
                  {t("show_all", { count, type: t(`types.${type}`) })}
                </Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
