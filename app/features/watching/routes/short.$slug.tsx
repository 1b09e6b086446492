import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ShortsFeed } from "../ShortsFeed";
import { loadShort } from "../shorts.server";
import type { RouteHandle } from "~/root";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /short/{slug}: the feed starting at this short (rendered first on the server), with links to the
// previous and next short; the feed also loads this loader's data for the next_slug chain.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadShort(request, params.slug ?? "");

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
