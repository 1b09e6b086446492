import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { SearchPageDocument } from "~/.server/graphql/search";
import { getFixedT, getLocale } from "~/.server/i18n";
import { NoResults } from "~/components/search/NoResults";
import { Pagination } from "~/components/Pagination";
import { ResultGroups } from "~/components/search/ResultGroups";
import { TypeFilter } from "~/components/search/TypeFilter";
import { isResultType } from "~/components/search/types";
import { pageParam } from "~/components/search/params";
import { useRootData } from "~/root";
import { labelIn } from "~/lib/labels";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { outlineButtonClass } from "~/components/ui/buttonStyles";

const SEARCH_PER_PAGE = 20;
/** Fields suggested when nothing is found. */
const SUGGESTED_FIELDS = 8;
const MAX_TERM_LENGTH = 200;

// /search/{term}: hits grouped by type with counts, `?type=` narrows, `?page=` pages.
// One upstream request: search (and fieldsOverview for the suggestions of an empty result).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const term = (params.term ?? "").trim().slice(0, MAX_TERM_LENGTH);
  if (!term) throw redirect("/search");
  const url = new URL(request.url);
  const typeParam = url.searchParams.get("type");
  const type = isResultType(typeParam) ? typeParam : null;
  const page = pageParam(url.searchParams.get("page"));
  // Only items no industry supporter stands behind.
  const independent = url.searchParams.get("unabhaengig") === "1";
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const { search, fieldsOverview } = await api.request(SearchPageDocument, {
    term,
    page,
    perPage: SEARCH_PER_PAGE,
    type,
    independent,
  });
  const t = await getFixedT(request);
  const suggestions =
    search.total > 0
      ? []
      : fieldsOverview
          .filter((item) => item.field.relevant)
          .sort((a, b) => b.content_count - a.content_count)
          .slice(0, SUGGESTED_FIELDS)
          .map(({ field }) => ({
            id: field.id,
            slug: field.slug,
            name: labelIn(locale, field),
            icon: field.icon,
            color: field.color,
          }));
  return {
    title: pageTitle(t, "search:title_term", { term }),
    term,
    type,
    independent,
    total: search.total,
    groups: search.groups,
    hits: search.data,
    pageInfo: search.paginatorInfo,
    suggestions,
  };
}

export const meta = pageMeta;

export default function SearchResults() {
  const { t } = useTranslation("search");
  const { term, type, independent, total, groups, hits, pageInfo, suggestions } =
    useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const filter = <IndependentFilter type={type} independent={independent} />;
  if (total === 0)
    return (
      <>
        {independent ? filter : null}
        <NoResults term={term} fields={suggestions} />
      </>
    );
  return (
    <>
      {filter}
      <p className="text-ink" data-testid="search-total">
        {t("total", { count: total, term })}
      </p>
      <TypeFilter groups={groups} total={total} active={type} pathname={pathname} search={search} />
      {hits.length === 0 ? <p className="mt-8 text-muted">{t("page_empty")}</p> : null}
      <ResultGroups
        hits={hits}
        groups={groups}
        active={type}
        signedIn={signedIn}
        pathname={pathname}
        search={search}
      />
      <Pagination info={pageInfo} pathname={pathname} search={search} />
    </>
  );
}

/** "Industry-independent only": a GET form, submitted at once with JavaScript. */
function IndependentFilter({ type, independent }: { type: string | null; independent: boolean }) {
  const { t } = useTranslation("search");
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-center gap-3"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          name="unabhaengig"
          value="1"
          defaultChecked={independent}
          className="size-4 accent-primary"
        />
        {t("independent")}
      </label>
      {hydrated ? null : (
        <button type="submit" className={outlineButtonClass}>
          {t("apply")}
        </button>
      )}
    </Form>
  );
}
