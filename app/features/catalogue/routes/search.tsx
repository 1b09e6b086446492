import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSearchLayout } from "../search.server";
import { useNavigation, useOutlet, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchField } from "../SearchField";
import { cx } from "~/components/ui/cx";
import { pageMeta } from "~/lib/page-meta";

// /search and the layout of /search/{term}: heading, the page's search field, loading state.
// The search field's no-JavaScript GET form lands here (`?term=`) and is sent on to /search/{term}.
export const loader = ({ request }: LoaderFunctionArgs) => loadSearchLayout(request);

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
