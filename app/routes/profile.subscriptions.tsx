import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { SubscriptionsPageDocument } from "~/.server/graphql/profile";
import { getFixedT, getLocale } from "~/.server/i18n";
import { FollowControls, type FollowTarget } from "~/components/content/FollowControls";
import { labelIn } from "~/lib/labels";
import { linkTo } from "~/lib/links";
import { pageTitle } from "~/lib/title";

// /profile/subscriptions (spec 2.1, issue 13): the followed fields and channels with their
// notification switch and unfollow, and the fields not followed yet to add. Every toggle posts to
// /follow and comes back here (post/redirect/get without JavaScript, a fetcher with it).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ me, fields }, t] = await Promise.all([api.request(SubscriptionsPageDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  const followedFields = new Set(me.follows.filter((f) => f.type === "FIELD").map((f) => f.id));
  const collator = new Intl.Collator(locale);
  const toTarget = (type: "Field" | "Channel", id: string, name: string): FollowTarget => ({
    type,
    id,
    name,
  });
  return {
    title: pageTitle(t, "profile:subscriptions.title"),
    follows: me.follows.map((follow) => {
      const type = follow.type === "FIELD" ? ("Field" as const) : ("Channel" as const);
      return {
        target: toTarget(type, follow.id, follow.name),
        notify: follow.notify,
        href: linkTo({ type, slug: follow.slug }),
      };
    }),
    // Merged fields live on in the field they were merged into; only the relevant ones are offered.
    addable: fields
      .filter((field) => field.relevant && !field.mappedId && !followedFields.has(field.id))
      .map((field) => ({
        target: toTarget("Field", field.id, labelIn(locale, field)),
        href: linkTo({ type: "Field", slug: field.slug }),
      }))
      .sort((a, b) => collator.compare(a.target.name, b.target.name)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Subscriptions() {
  const { t } = useTranslation("profile");
  const { follows, addable } = useLoaderData<typeof loader>();
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold text-ink">{t("subscriptions.title")}</h1>
      <p className="mt-2 text-muted">{t("subscriptions.intro")}</p>
      <section className="mt-6" aria-labelledby="subscriptions-followed">
        <h2 id="subscriptions-followed" className="text-xl font-semibold text-ink">
          {t("subscriptions.followed_heading")}
        </h2>
        {follows.length === 0 ? (
          <p className="mt-2 text-ink">{t("overview.follows_none")}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-line rounded-lg border border-line bg-white"
            data-testid="followed"
          >
            {follows.map((follow) => (
              <li
                key={`${follow.target.type}:${follow.target.id}`}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
              >
                <Link to={follow.href} className="font-semibold text-primary underline">
                  {follow.target.name}
                </Link>
                <FollowControls target={follow.target} followed notify={follow.notify} signedIn named />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8" aria-labelledby="subscriptions-add">
        <h2 id="subscriptions-add" className="text-xl font-semibold text-ink">
          {t("subscriptions.add_heading")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="addable">
          {addable.map((field) => (
            <li
              key={field.target.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-line bg-white p-3"
            >
              <Link to={field.href} className="text-ink underline">
                {field.target.name}
              </Link>
              <FollowControls
                target={field.target}
                followed={false}
                notify={false}
                signedIn
                named
                withNotify={false}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
