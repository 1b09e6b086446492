import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ShortsFeed } from "../ShortsFeed";
import { loadShortsFeed } from "../shorts.server";
import type { RouteHandle } from "~/root";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /shorts: the vertical feed from the newest short.
export const loader = ({ request }: LoaderFunctionArgs) => loadShortsFeed(request);

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
