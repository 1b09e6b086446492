import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireToken } from "~/.server/auth";
import { getApi } from "~/.server/api";
import { HomePageDocument } from "~/.server/graphql/discover";
import { getFixedT, getLocale } from "~/.server/i18n";
import { getSession } from "~/.server/session";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { PlainLink } from "~/render/PlainLink";
import {
  HOME_CHANNEL_SHELVES,
  HOME_FIELD_SHELVES,
  HOME_SHELF_SIZE,
  HomeShelves,
  type HomeContent,
} from "~/components/discover/HomeShelves";
import { listable } from "~/components/discover/Shelf";
import { linkTo } from "~/lib/links";
import { displayName, type FollowedItem } from "~/lib/user";
import { useRootData } from "~/root";
import { labelIn } from "~/lib/labels";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

// /home: the greeting and followed items come from the frame's `me` (root loader); the shelves from
// the `homePage` query of this loader, which travels with the root's in one batch (docs/decisions/006).
const shelfOf = (items: ContentCardItem[]) => listable(items).slice(0, HOME_SHELF_SIZE);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  // `?alle=1`: every followed field's and channel's shelf, not only the first ones. The API fills
  // only the shelves shown (decision 021).
  const all = new URL(request.url).searchParams.get("alle") === "1";
  const [{ homePage }, t, session] = await Promise.all([
    api.request(HomePageDocument, {
      shelfSize: HOME_SHELF_SIZE,
      fieldShelves: all ? null : HOME_FIELD_SHELVES,
      channelShelves: all ? null : HOME_CHANNEL_SHELVES,
    }),
    getFixedT(request),
    getSession(request),
  ]);
  const label = (field: { label_de: string; label_en: string }) => labelIn(locale, field);
  const content: HomeContent = {
    continueWatching: homePage.continueWatching.map((entry) => ({
      item: entry.content,
      percent: entry.percent,
    })),
    // In the API's order: picked for this user (their fields, their profession's), then editorial.
    featured: shelfOf(homePage.featured.map((entry) => entry.content)),
    banner: homePage.banner,
    fieldShelves: homePage.fieldShelves.map((shelf) => ({
      slug: shelf.field.slug,
      name: label(shelf.field),
      items: shelfOf(shelf.items),
    })),
    channelShelves: homePage.channelShelves.map((shelf) => ({
      slug: shelf.channel.slug,
      name: shelf.channel.name,
      items: shelfOf(shelf.items),
    })),
    hiddenShelves: {
      fields: homePage.fieldShelvesTotal - homePage.fieldShelves.length,
      channels: homePage.channelShelvesTotal - homePage.channelShelves.length,
    },
    upcoming: shelfOf(homePage.upcomingLivestreams),
    newCme: shelfOf(homePage.newCmeContent),
  };
  return { title: pageTitle(t, "home.title"), content, newAccount: session.get("newAccount") === true };
}

export const meta = pageMeta;

export default function Home() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const { content, newAccount } = useLoaderData<typeof loader>();
  if (!user) return null;
  const fields = user.followed.filter((item) => item.type === "Field");
  const channels = user.followed.filter((item) => item.type === "Channel");
  const name = displayName(user, t);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">
        {newAccount ? t("home.greeting_new", { name }) : t("home.greeting", { name })}
      </h1>
      <p className="mt-2 text-muted">{t("home.intro")}</p>
      <HomeShelves content={content} signedIn />
      <FollowedList title={t("home.followed_fields")} empty={t("home.no_fields")} items={fields} />
      <FollowedList title={t("home.followed_channels")} empty={t("home.no_channels")} items={channels} />
    </div>
  );
}

function FollowedList({ title, empty, items }: { title: string; empty: string; items: FollowedItem[] }) {
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {items.map((item) => (
            <li key={`${item.type}-${item.slug}`}>
              <PlainLink
                href={linkTo(item)}
                className="flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3 hover:border-primary"
              >
                {item.thumbnailUrl ? (
                  <img src={item.thumbnailUrl} alt="" width={40} height={40} className="h-10 w-10 rounded" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="h-10 w-10 shrink-0 rounded-full"
                    style={{ background: item.color ?? undefined }}
                  />
                )}
                <span className="font-medium text-ink">{item.name}</span>
              </PlainLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
