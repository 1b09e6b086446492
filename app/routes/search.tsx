import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useNavigation, useOutlet, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getFixedT } from "~/.server/i18n";
import { SearchField } from "~/components/search/SearchField";
import { cx } from "~/components/ui/cx";
import { searchPath } from "~/lib/links";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

// /search and the layout of /search/{term}: heading, the page's search field, loading state.
// The search field's no-JavaScript GET form lands here (`?term=`) and is sent on to /search/{term}.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const term = url.searchParams.get("term");
  if (term !== null && url.pathname.replace(/\/+$/, "") === "/search") throw redirect(searchPath(term));
  const t = await getFixedT(request);
  return { title: pageTitle(t, "search:title") };
}

export const meta = pageMeta;

export default function SearchLayout() {
  const { t } = useTranslation("search");
  const term = useParams().term ?? "";
  const outlet = useOutlet();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">
        {term.trim() ? t("heading_term", { term: term.trim() }) : t("heading")}
      </h1>
      <SearchField term={term} />
      <p role="status" className="mt-3 min-h-6 text-sm text-muted" data-testid="search-loading">
        {loading ? t("loading") : ""}
      </p>
      <div aria-busy={loading} className={cx("transition-opacity", loading && "opacity-60")}>
        {outlet ?? <p className="mt-4 max-w-3xl text-muted">{t("start")}</p>}
      </div>
    </div>
  );
}
