import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { CmeContentDocument } from "~/.server/graphql/discover";
import { getFixedT, getLocale } from "~/.server/i18n";
import { ContentCard } from "~/components/content/ContentCard";
import { CmeFilters } from "~/components/discover/CmeFilters";
import { cmeSearch, parseCmeParams, PER_PAGE } from "~/components/discover/cme-filter";
import { listable } from "~/components/discover/Shelf";
import { useBusy } from "~/components/discover/useBusy";
import { cx } from "~/components/ui/cx";
import { Pagination } from "~/components/Pagination";
import { useRootData } from "~/root";
import { labelIn } from "~/lib/labels";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

// /cme-fortbildungen: CME content filtered by field, type and minimum points, sorted, paginated.
// The filters are the URL's query (a GET form). One upstream request: cmeContent plus the field list.
export async function loader({ request }: LoaderFunctionArgs) {
  const params = parseCmeParams(new URL(request.url).searchParams);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ cmeContent, fields }, t] = await Promise.all([
    api.request(CmeContentDocument, {
      filter: {
        fieldIds: params.field ? [params.field] : null,
        types: params.types.length > 0 ? params.types : null,
        minPoints: params.minPoints,
        industry_independent: params.independent || null,
      },
      sort: params.sort,
      page: params.page,
      perPage: PER_PAGE,
    }),
    getFixedT(request),
  ]);
  const collator = new Intl.Collator(locale === "en" ? "en" : "de");
  const fieldOptions = fields
    .filter((field) => field.mappedId === null)
    .map((field) => ({ id: field.id, name: labelIn(locale, field) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    title: pageTitle(t, "discover:cme.title"),
    params,
    fields: fieldOptions,
    items: listable(cmeContent.data),
    paginator: cmeContent.paginatorInfo,
  };
}

export const meta = pageMeta;

export default function CmeCourses() {
  const { t } = useTranslation("discover");
  const { params, fields, items, paginator } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const busy = useBusy();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("cme.title")}</h1>
      <p className="mt-2 text-muted">{t("cme.intro")}</p>
      <CmeFilters params={params} fields={fields} />
      <section
        aria-labelledby="cme-results"
        aria-busy={busy}
        className={cx("mt-8 transition-opacity", busy && "opacity-60")}
      >
        <h2 id="cme-results" className="sr-only">
          {t("cme.results_label")}
        </h2>
        <p role="status" className="font-semibold text-ink" data-testid="cme-count">
          {t("cme.results", { count: paginator.total })}
          {paginator.lastPage > 1
            ? ` · ${t("cme.page_of", { page: paginator.currentPage, last: paginator.lastPage })}`
            : null}
        </p>
        {items.length === 0 ? (
          <p className="mt-4 text-ink">{t("cme.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <ContentCard item={item} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          info={paginator}
          pathname="/cme-fortbildungen"
          search={cmeSearch(params, paginator.currentPage)}
        />
      </section>
    </div>
  );
}
