import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFieldPage } from "../catalogue.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChannelTile } from "~/components/content/ChannelTile";
import { ContentSections } from "~/components/content/ContentSections";
import { FieldIcon } from "~/components/content/FieldIcon";
import { PeopleList } from "~/components/content/PeopleList";
import { FollowableHeader } from "../FollowableHeader";
import { linkTo } from "~/lib/links";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";
import { TitledSection } from "~/components/ui/TitledSection";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";

// /fachgebiete/{slug}: the field's content by type, its channels and experts, follow button.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadFieldPage(request, params.slug ?? "");

export const meta = pageMeta;

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

export default function FieldPage() {
  const { t } = useTranslation("content");
  const { field, merged, parent, subfields, followed, notify, lists, channels, experts } =
    useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <FollowableHeader
        target={{ type: "Field", id: field.id, name: field.name }}
        color={field.color}
        picture={<FieldIcon name={field.name} color={field.color} icon={field.icon} size="lg" />}
        kicker={t("field.kicker")}
        followed={followed}
        notify={notify}
        alignCenter
      >
        {merged.length > 0 ? (
          <p className="text-muted">{t("fields.includes", { names: merged.join(", ") })}</p>
        ) : null}
        {parent ? (
          <p className="text-muted">
            {t("field.part_of")}{" "}
            <Link
              className="font-semibold text-primary underline"
              to={linkTo({ type: "Field", slug: parent.slug })}
            >
              {parent.name}
            </Link>
          </p>
        ) : null}
      </FollowableHeader>

      {subfields.length > 0 ? (
        <nav className="mt-6" aria-labelledby="field-subfields">
          <h2 id="field-subfields" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t("field.subfields")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {subfields.map((sub) => (
              <li key={sub.slug}>
                <Link
                  className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-3 text-sm text-ink hover:border-primary"
                  to={linkTo({ type: "Field", slug: sub.slug })}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ContentSections lists={lists} signedIn={signedIn} emptyText={t("field.empty")} />

      {channels.length > 0 ? (
        <TitledSection id="field-channels" className="mt-12" title={t("field.channels")}>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {channels.map((channel) => (
              <ChannelTile
                key={channel.id}
                name={channel.name}
                slug={channel.slug}
                thumbnailUrl={channel.thumbnailUrl}
                color={channel.color}
              />
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {experts.length > 0 ? (
        <TitledSection id="field-experts" className="mt-12" title={t("field.experts")}>
          <PeopleList people={experts} />
        </TitledSection>
      ) : null}
    </div>
  );
}
