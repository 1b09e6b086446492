import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentCard } from "~/components/content/ContentCard";
import { FieldIcon } from "~/components/content/FieldIcon";
import { safeColor } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
import type { SearchHit } from "./search-types";
import { labelIn } from "~/lib/labels";

const box = "flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3";
const kicker = "text-xs font-semibold uppercase tracking-wide text-muted";

/**
 * One search hit. Content reuses the catalogue's ContentCard (a locked item stays a teaser);
 * channels, tags and fields link by type (spec 2.1). Experts and playlists have no page of their
 * own in spec 2.1, so they are shown without a link.
 */
export function ResultCard({ hit, signedIn }: { hit: SearchHit; signedIn: boolean }) {
  const { t, i18n } = useTranslation("search");
  switch (hit.__typename) {
    case "Livestream":
    case "Vod":
    case "Short":
      return <ContentCard item={hit} signedIn={signedIn} />;
    case "Playlist":
      return (
        <article className={box}>
          <div className="min-w-0">
            <p className={kicker}>{t("kinds.Playlist")}</p>
            <h3 className="font-semibold text-ink">{hit.title}</h3>
            <p className="text-sm text-muted">{t("playlist_items", { count: hit.item_count })}</p>
          </div>
        </article>
      );
    case "Channel":
      return (
        <article
          className={`${box} border-l-8`}
          style={{ borderLeftColor: safeColor(hit.primary_field?.color) }}
        >
          {hit.thumbnail_url ? (
            <img
              src={hit.thumbnail_url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className={kicker}>{t("kinds.Channel")}</p>
            <h3 className="font-semibold text-ink">
              <Link
                to={linkTo({ type: "Channel", slug: hit.slug })}
                className="hover:text-primary hover:underline"
              >
                {hit.name}
              </Link>
            </h3>
          </div>
        </article>
      );
    case "Expert": {
      const fullName = [hit.academic_title, hit.name].filter(Boolean).join(" ");
      return (
        <article className={box}>
          {hit.photo_url ? (
            <img
              src={hit.photo_url}
              alt={t("content:person.photo", { name: fullName })}
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className={kicker}>{t("kinds.Expert")}</p>
            <h3 className="font-semibold text-ink">{fullName}</h3>
          </div>
        </article>
      );
    }
    case "Tag":
      return (
        <article className={box}>
          <div className="min-w-0">
            <p className={kicker}>{t(`tag.types.${hit.tag_type}`)}</p>
            <h3 className="font-semibold text-ink">
              <Link
                to={linkTo({ type: "Tag", slug: hit.slug })}
                className="hover:text-primary hover:underline"
              >
                {hit.name}
              </Link>
            </h3>
          </div>
        </article>
      );
    case "Field": {
      const name = labelIn(i18n.language, hit);
      return (
        <article className={box}>
          <FieldIcon name={name} color={hit.color} icon={hit.icon} />
          <div className="min-w-0">
            <p className={kicker}>{t("kinds.Field")}</p>
            <h3 className="font-semibold text-ink">
              <Link
                to={linkTo({ type: "Field", slug: hit.slug })}
                className="hover:text-primary hover:underline"
              >
                {name}
              </Link>
            </h3>
          </div>
        </article>
      );
    }
  }
}
