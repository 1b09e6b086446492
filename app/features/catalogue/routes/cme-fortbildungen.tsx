import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCmeCourses } from "../discover.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentGrid } from "~/components/content/ContentGrid";
import { CmeFilters } from "../CmeFilters";
import { cmeSearch } from "../cme-filter";
import { useBusy } from "../useBusy";
import { cx } from "~/components/ui/cx";
import { Pagination } from "~/components/Pagination";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /cme-fortbildungen: CME content filtered by field, type and minimum points, sorted, paginated.
export const loader = ({ request }: LoaderFunctionArgs) => loadCmeCourses(request);

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
          <ContentGrid items={items} signedIn={signedIn} />
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
