import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { MyContentDocument } from "~/.server/graphql/profile";
import { getFixedT, getLocale } from "~/.server/i18n";
import { ContentCard } from "~/components/content/ContentCard";
import { listable } from "~/components/discover/Shelf";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { pageTitle } from "~/lib/title";

// /profile/my-content (spec 2.1, issue 13): what the user unlocked with activation codes, last
// first; purchases join once checkout exists (issue 14).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ myContent }, t] = await Promise.all([api.request(MyContentDocument), getFixedT(request)]);
  return {
    title: pageTitle(t, "profile:my_content.title"),
    items: listable(myContent.map((entry) => entry.content)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function MyContent() {
  const { t } = useTranslation("profile");
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold text-ink">{t("my_content.title")}</h1>
      <p className="mt-2 text-muted">{t("my_content.intro")}</p>
      {items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-white p-6" data-testid="my-content-empty">
          <p className="text-ink">{t("my_content.empty")}</p>
          <Link to="/cme-fortbildungen" className={`${outlineButtonClass} mt-4`}>
            {t("my_content.discover")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3" aria-label={t("my_content.list")}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} signedIn />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
