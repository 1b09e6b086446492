import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadChannelPage } from "../catalogue.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentSections } from "~/components/content/ContentSections";
import { PeopleList } from "~/components/content/PeopleList";
import { linkTo } from "~/lib/links";
import { useRootData } from "~/root";
import { FollowableHeader } from "../FollowableHeader";
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
      <FollowableHeader
        target={{ type: "Channel", id: channel.id, name: channel.name }}
        color={channel.field?.color}
        picture={
          <DecorativeImage
            src={channel.thumbnailUrl}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-lg object-cover"
          />
        }
        kicker={t("channel.kicker")}
        followed={followed}
        notify={notify}
      >
        {channel.field ? (
          <p className="mt-1">
            <Link to={linkTo({ type: "Field", slug: channel.field.slug })} className="text-primary underline">
              {t("channel.field", { name: channel.field.name })}
            </Link>
          </p>
        ) : null}
        {channel.description ? <p className="mt-3 max-w-3xl text-ink">{channel.description}</p> : null}
      </FollowableHeader>

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
