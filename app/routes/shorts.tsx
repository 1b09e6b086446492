import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { ShortsFeedDocument } from "~/.server/graphql/shorts";
import { getFixedT, getLocale } from "~/.server/i18n";
import { toShortItem } from "~/components/shorts/model";
import { ShortsFeed } from "~/components/shorts/ShortsFeed";
import type { RouteHandle } from "~/root";
import { useRootData } from "~/root";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

/** Shorts on the first render; more load one by one along next_slug. */
const FIRST_PAGE = 5;

// /shorts: the vertical feed from the newest short. One upstream request.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ shortsFeed }, t] = await Promise.all([
    api.request(ShortsFeedDocument, { page: 1, perPage: FIRST_PAGE }),
    getFixedT(request),
  ]);
  return {
    title: pageTitle(t, "live:shorts.title"),
    items: shortsFeed.data.map(toShortItem),
    origin: new URL(request.url).origin,
  };
}

export const handle: RouteHandle = { layout: "video" };

export const meta = pageMeta;

export default function Shorts() {
  const { t } = useTranslation("live");
  const { items, origin } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <h1 className="sr-only">{t("shorts.title")}</h1>
      {items.length === 0 ? (
        <div className="mx-auto max-w-xl px-4 py-12 text-center">
          <p className="text-lg font-semibold text-ink">{t("shorts.empty")}</p>
          <p className="mt-3">
            <Link to="/fachgebiete" className="font-semibold text-primary underline">
              {t("shorts.empty_link")}
            </Link>
          </p>
        </div>
      ) : (
        <ShortsFeed key={items[0]?.id} initial={items} signedIn={signedIn} origin={origin} />
      )}
    </>
  );
}
