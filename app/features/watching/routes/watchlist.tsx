import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentCard, type ContentCardItem } from "~/components/content/ContentCard";
import { loadWatchlist, watchlistAction } from "../watchlist.server";
import { pageMeta } from "~/lib/page-meta";

// /watchlist (logged in only): saved videos, livestreams and shorts, last added first; the action
// behind every watch list toggle.
export const loader = ({ request }: LoaderFunctionArgs) => loadWatchlist(request);

export const action = ({ request }: ActionFunctionArgs) => watchlistAction(request);

export const meta = pageMeta;

export default function Watchlist() {
  const { t } = useTranslation("live");
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("watchlist.title")}</h1>
      <p className="mt-2 text-muted">{t("watchlist.intro")}</p>
      {items.length === 0 ? (
        <EmptyWatchlist />
      ) : (
        <>
          <h2 id="watchlist-items" className="sr-only">
            {t("watchlist.list")}
          </h2>
          <ul
            className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
            aria-labelledby="watchlist-items"
          >
            {items.map((item) => (
              <WatchlistItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WatchlistItem({ item }: { item: ContentCardItem }) {
  const { t } = useTranslation("live");
  const fetcher = useFetcher();
  // Removed at once with JavaScript; the revalidated list confirms it.
  if (fetcher.formData?.get("intent") === "remove") return null;
  return (
    <li className="flex flex-col gap-2">
      <ContentCard item={item} signedIn />
      <fetcher.Form method="post" action="/watchlist" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="contentId" value={item.id} />
        <input type="hidden" name="title" value={item.title} />
        <input type="hidden" name="redirectTo" value="/watchlist" />
        <button
          type="submit"
          className="inline-flex min-h-10 w-full items-center justify-center rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light"
          aria-label={t("watchlist.remove_named", { title: item.title })}
        >
          {t("watchlist.remove_short")}
        </button>
      </fetcher.Form>
    </li>
  );
}

function EmptyWatchlist() {
  const { t } = useTranslation("live");
  const links = [
    { to: "/fachgebiete", label: t("watchlist.discover.fields") },
    { to: "/livestreams", label: t("watchlist.discover.livestreams") },
    { to: "/cme-fortbildungen", label: t("watchlist.discover.cme") },
    { to: "/shorts", label: t("watchlist.discover.shorts") },
  ];
  return (
    <div className="mt-6 rounded-lg border border-line bg-white p-6">
      <p className="font-semibold text-ink">{t("watchlist.empty")}</p>
      <p className="mt-1 text-muted">{t("watchlist.empty_hint")}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-semibold text-primary underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
