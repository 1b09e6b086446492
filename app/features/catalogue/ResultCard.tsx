import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentCard } from "~/components/content/ContentCard";
import { FieldIcon } from "~/components/content/FieldIcon";
import { safeColor } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
import type { SearchHit } from "./search-types";
import { labelIn } from "~/lib/labels";

const box = "flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3";

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
        <HitBox kind={t("kinds.Playlist")} name={hit.title}>
          <p className="text-sm text-muted">{t("playlist_items", { count: hit.item_count })}</p>
        </HitBox>
      );
    case "Channel":
      return (
        <HitBox
          kind={t("kinds.Channel")}
          name={hit.name}
          href={linkTo({ type: "Channel", slug: hit.slug })}
          accent={safeColor(hit.primary_field?.color)}
          picture={
            hit.thumbnail_url ? (
              <img
                src={hit.thumbnail_url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded object-cover"
              />
            ) : null
          }
        />
      );
    case "Expert": {
      const fullName = [hit.academic_title, hit.name].filter(Boolean).join(" ");
      return (
        <HitBox
          kind={t("kinds.Expert")}
          name={fullName}
          picture={
            hit.photo_url ? (
              <img
                src={hit.photo_url}
                alt={t("content:person.photo", { name: fullName })}
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-full object-cover"
              />
            ) : null
          }
        />
      );
    }
    case "Tag":
      return (
        <HitBox
          kind={t(`tag.types.${hit.tag_type}`)}
          name={hit.name}
          href={linkTo({ type: "Tag", slug: hit.slug })}
        />
      );
    case "Field": {
      const name = labelIn(i18n.language, hit);
      return (
        <HitBox
          kind={t("kinds.Field")}
          name={name}
          href={linkTo({ type: "Field", slug: hit.slug })}
          picture={<FieldIcon name={name} color={hit.color} icon={hit.icon} />}
        />
      );
    }
  }
}

/** A hit that is not content: its picture, what kind it is, its name (a link where it has a page). */
function HitBox({
  kind,
  name,
  href,
  picture,
  accent,
  children,
}: {
  kind: string;
  name: string;
  href?: string;
  picture?: ReactNode;
  /** A colour for the left edge (a channel's field). */
  accent?: string;
  children?: ReactNode;
}) {
  return (
    <article
      className={accent ? `${box} border-l-8` : box}
      style={accent ? { borderLeftColor: accent } : undefined}
    >
      {picture}
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{kind}</p>
        <h3 className="font-semibold text-ink">
          {href ? (
            <Link to={href} className="hover:text-primary hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {children}
      </div>
    </article>
  );
}
