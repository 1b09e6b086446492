import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadChannelPage } from "../catalogue.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentSections } from "~/components/content/ContentSections";
import { FollowControls } from "~/components/content/FollowControls";
import { PeopleList } from "~/components/content/PeopleList";
import { safeColor } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
import { useRootData } from "~/root";
import { DecorativeImage } from "~/components/ui/DecorativeImage";
import { pageMeta } from "~/lib/page-meta";
import { TitledSection } from "~/components/ui/TitledSection";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";

// /channel/{slug}: header, description, experts with their roles, supporters, content, follow button.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadChannelPage(request, params.slug ?? "");

export const meta = pageMeta;

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

export default function ChannelPage() {
  const { t } = useTranslation("content");
  const { channel, experts, supporters, followed, notify, lists } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header
        className="flex flex-col gap-5 rounded-lg border-t-8 bg-white p-5 shadow-sm sm:flex-row sm:items-start"
        style={{ borderTopColor: safeColor(channel.field?.color) }}
      >
        <DecorativeImage
          src={channel.thumbnailUrl}
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("channel.kicker")}</p>
          <h1 className="text-3xl font-bold text-ink">{channel.name}</h1>
          {channel.field ? (
            <p className="mt-1">
              <Link
                to={linkTo({ type: "Field", slug: channel.field.slug })}
                className="text-primary underline"
              >
                {t("channel.field", { name: channel.field.name })}
              </Link>
            </p>
          ) : null}
          {channel.description ? <p className="mt-3 max-w-3xl text-ink">{channel.description}</p> : null}
        </div>
        <FollowControls
          target={{ type: "Channel", id: channel.id, name: channel.name }}
          followed={followed}
          notify={notify}
          signedIn={signedIn}
        />
      </header>

      {experts.length > 0 ? (
        <TitledSection id="channel-experts" className="mt-10" title={t("channel.experts")}>
          <PeopleList
            people={experts.map((expert) => ({ ...expert, note: t(`channel.roles.${expert.role}`) }))}
          />
        </TitledSection>
      ) : null}

      {supporters.length > 0 ? (
        <TitledSection id="channel-supporters" className="mt-10" title={t("channel.supporters")}>
          <ul className="mt-4 flex flex-wrap gap-3">
            {supporters.map((supporter) => (
              <li
                key={`${supporter.type}:${supporter.name}`}
                className="rounded-lg border border-line bg-white px-4 py-2"
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t(`channel.supporter_types.${supporter.type}`)}
                </p>
                {supporter.url && /^https?:\/\//.test(supporter.url) ? (
                  <a
                    href={supporter.url}
                    rel="noopener noreferrer"
                    className="font-semibold text-primary underline"
                  >
                    {supporter.name}
                  </a>
                ) : (
                  <p className="font-semibold text-ink">{supporter.name}</p>
                )}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <ContentSections lists={lists} signedIn={signedIn} emptyText={t("channel.empty")} />
    </div>
  );
}
