import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSearchPage } from "../search.server";
import { Form, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoResults } from "../NoResults";
import { Pagination } from "~/components/Pagination";
import { ResultGroups } from "../ResultGroups";
import { TypeFilter } from "../TypeFilter";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { outlineButtonClass } from "~/components/ui/buttonStyles";

// /search/{term}: hits grouped by type with counts, `?type=` narrows, `?page=` pages (search.server.ts).
export const loader = ({ request, params }: LoaderFunctionArgs) => loadSearchPage(request, params.term ?? "");

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
