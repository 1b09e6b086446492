import type { ReactNode } from "react";
import { ContentCard, type ContentCardItem } from "~/components/content/ContentCard";
import { PlainLink } from "~/render/PlainLink";
import { useRepeatedLabels } from "~/lib/use-repeated-labels";

/** Playlists have no card yet (ContentCard renders none): lists of cards leave them out. */
export function hasCard(item: ContentCardItem): boolean {
  return item.__typename !== "Playlist";
}

export function listable(items: ContentCardItem[]): ContentCardItem[] {
  return items.filter(hasCard);
}

/**
 * A titled, horizontally scrollable row of content cards with an "Alle anzeigen" link.
 * An empty shelf shows `empty` instead of the row.
 */
export function Shelf({
  id,
  title,
  href,
  items,
  signedIn,
  empty,
  headingLevel = 2,
  eagerCards = 0,
}: {
  id: string;
  title: string;
  href?: string;
  items: ContentCardItem[];
  signedIn: boolean;
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /** How many leading cards are on the first screen (ContentCard's `eager`). */
  eagerCards?: number;
}) {
  // Shelves repeat on every /home render: their labels are translated once (use-repeated-labels).
  const { label: t } = useRepeatedLabels("discover");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cards = listable(items);
  return (
    <section className="mt-10" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading
          id={id}
          className={headingLevel === 2 ? "text-xl font-semibold text-ink" : "text-lg font-semibold text-ink"}
        >
          {title}
        </Heading>
        {href ? (
          <PlainLink
            href={href}
            aria-label={t("shelf.show_all_label", { title })}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("shelf.show_all")}
          </PlainLink>
        ) : null}
      </div>
      {cards.length === 0 ? (
        <div className="mt-3 text-muted">{empty ?? t("home.shelf_empty")}</div>
      ) : (
        <ul className="-mx-1 mt-4 flex snap-x gap-4 overflow-x-auto px-1 pb-3">
          {cards.map((item, index) => (
            <li key={item.id} className="w-64 shrink-0 snap-start">
              <ContentCard item={item} signedIn={signedIn} eager={index < eagerCards} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
