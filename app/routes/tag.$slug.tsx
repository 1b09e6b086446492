import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { TagPageDocument } from "~/.server/graphql/search";
import { getFixedT, getLocale } from "~/.server/i18n";
import { ContentCard } from "~/components/content/ContentCard";
import { Pagination } from "~/components/Pagination";
import { pageParam } from "~/components/search/params";
import { useRootData } from "~/root";
import { titleWith } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

const TAG_PER_PAGE = 24;

// /tag/{slug}: the tag's name and type and its content, newest first, paginated (`?page=`).
// One upstream request: tagPage. Unknown slug → 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!slug || slug.length > 200) throw new Response(null, { status: 404 });
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
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
      <section className="mt-8" aria-labelledby="tag-content">
        <h2 id="tag-content" className="text-xl font-semibold text-ink">
          {t("tag.content")}
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 text-muted">{pageInfo.total === 0 ? t("tag.empty") : t("tag.page_empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <ContentCard item={item} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination info={pageInfo} pathname={pathname} search={search} />
    </div>
  );
}
