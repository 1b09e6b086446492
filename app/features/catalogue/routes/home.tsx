import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHomePage } from "../discover.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlainLink } from "~/render/PlainLink";
import { HomeShelves } from "../HomeShelves";
import { linkTo } from "~/lib/links";
import { displayName, type FollowedItem } from "~/lib/user";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /home: the greeting and followed items come from the frame's `me` (root loader); the shelves from
// this loader's `homePage` query (discover.server.ts).
export const loader = ({ request }: LoaderFunctionArgs) => loadHomePage(request);

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
