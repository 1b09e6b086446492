import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTagPage } from "../search.server";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentGrid } from "~/components/content/ContentGrid";
import { TitledSection } from "~/components/ui/TitledSection";
import { Pagination } from "~/components/Pagination";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /tag/{slug}: the tag's name and type and its content, newest first, paginated (search.server.ts).
export const loader = ({ request, params }: LoaderFunctionArgs) => loadTagPage(request, params.slug ?? "");

export const meta = pageMeta;

export default function TagPage() {
  const { t } = useTranslation("search");
  const { tag, items, pageInfo } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t(`tag.types.${tag.type}`)}
        </p>
        <h1 className="text-3xl font-bold text-ink">{tag.name}</h1>
        <p className="mt-1 text-muted" data-testid="tag-count">
          {t("tag.count", { count: pageInfo.total })}
        </p>
      </header>
      <TitledSection id="tag-content" className="mt-8" title={t("tag.content")}>
        {items.length === 0 ? (
          <p className="mt-4 text-muted">{pageInfo.total === 0 ? t("tag.empty") : t("tag.page_empty")}</p>
        ) : (
          <ContentGrid items={items} signedIn={signedIn} />
        )}
      </TitledSection>
      <Pagination info={pageInfo} pathname={pathname} search={search} />
    </div>
  );
}
