import { getApi } from "~/.server/api";
import { getFixedT, getLocale } from "~/.server/i18n";
import { pageTitle, titleWith } from "~/lib/title";
import { ShortPageDocument, ShortsFeedDocument } from "./shorts.graphql.server";
import { toShortItem } from "./short-item";

/** Shorts on the first render; more load one by one along next_slug. */
const FIRST_PAGE = 5;

/** /shorts: the vertical feed from the newest short. One upstream request. */
export async function loadShortsFeed(request: Request) {
  const api = await getApi(request, { locale: await getLocale(request) });
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

/** /short/{slug}: the feed starting at this short; 404 for an unknown one. One upstream request. */
export async function loadShort(request: Request, slug: string) {
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ short }, t] = await Promise.all([api.request(ShortPageDocument, { slug }), getFixedT(request)]);
  if (!short) throw new Response(null, { status: 404 });
  return {
    title: titleWith(t, short.title),
    short: toShortItem(short),
    origin: new URL(request.url).origin,
  };
}
