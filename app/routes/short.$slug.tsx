import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { ShortPageDocument } from "~/.server/graphql/shorts";
import { getFixedT, getLocale } from "~/.server/i18n";
import { toShortItem } from "~/components/shorts/model";
import { ShortsFeed } from "~/components/shorts/ShortsFeed";
import type { RouteHandle } from "~/root";
import { useRootData } from "~/root";
import { titleWith } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

// /short/{slug}: the feed starting at this short (rendered first on the server), with links to the
// previous and next short; the feed also loads this loader's data for the next_slug chain.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ short }, t] = await Promise.all([
    api.request(ShortPageDocument, { slug: params.slug ?? "" }),
    getFixedT(request),
  ]);
  if (!short) throw new Response(null, { status: 404 });
  return {
    title: titleWith(t, short.title),
    short: toShortItem(short),
    origin: new URL(request.url).origin,
  };
}

export const handle: RouteHandle = { layout: "video" };

export const meta = pageMeta;

export default function ShortPage() {
  const { t } = useTranslation("live");
  const { short, origin } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <h1 className="sr-only">{t("shorts.title")}</h1>
      <ShortsFeed key={short.id} initial={[short]} signedIn={signedIn} origin={origin} />
    </>
  );
}
