import { redirect } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { getFixedT, getLocale } from "~/.server/i18n";
import { labelIn } from "~/lib/labels";
import { searchPath } from "~/lib/links";
import { pageTitle, titleWith } from "~/lib/title";
import { pageParam } from "./search-params";
import { isResultType } from "./search-types";
import { SearchPageDocument, TagPageDocument } from "./search.graphql.server";

const SEARCH_PER_PAGE = 20;
/** Fields suggested when nothing is found. */
const SUGGESTED_FIELDS = 8;
const MAX_TERM_LENGTH = 200;
const TAG_PER_PAGE = 24;

/** /search: the search field's no-JavaScript GET form lands here (`?term=`) and is sent on to /search/{term}. */
export async function loadSearchLayout(request: Request) {
  const url = new URL(request.url);
  const term = url.searchParams.get("term");
  if (term !== null && url.pathname.replace(/\/+$/, "") === "/search") throw redirect(searchPath(term));
  const t = await getFixedT(request);
  return { title: pageTitle(t, "search:title") };
}

/**
 * /search/{term}: hits grouped by type with counts, `?type=` narrows, `?page=` pages, `?unabhaengig=1`
 * keeps only items no industry supporter stands behind. One upstream request: search (and
 * fieldsOverview for the suggestions of an empty result).
 */
export async function loadSearchPage(request: Request, rawTerm: string) {
  const term = rawTerm.trim().slice(0, MAX_TERM_LENGTH);
  if (!term) throw redirect("/search");
  const url = new URL(request.url);
  const typeParam = url.searchParams.get("type");
  const type = isResultType(typeParam) ? typeParam : null;
  const page = pageParam(url.searchParams.get("page"));
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

/**
 * /tag/{slug}: the tag's name and type and its content, newest first, paginated (`?page=`).
 * One upstream request: tagPage. Unknown slug → 404.
 */
export async function loadTagPage(request: Request, slug: string) {
  if (!slug || slug.length > 200) throw new Response(null, { status: 404 });
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const api = await getApi(request, { locale: await getLocale(request) });
  const { tagPage } = await api.request(TagPageDocument, { slug, page, perPage: TAG_PER_PAGE });
  if (!tagPage) throw new Response(null, { status: 404 });
  const t = await getFixedT(request);
  return {
    title: titleWith(t, tagPage.tag.name),
    tag: tagPage.tag,
    items: tagPage.content.data,
    pageInfo: tagPage.content.paginatorInfo,
  };
}
