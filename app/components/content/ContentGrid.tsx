import { ContentCard, type ContentCardItem } from "./ContentCard";

/** Content cards in a responsive grid (one column on phones, up to four on wide screens). */
export function ContentGrid({
  items,
  signedIn,
  eagerCards = 0,
}: {
  items: ContentCardItem[];
  signedIn: boolean;
  /** How many leading cards are on the first screen (ContentCard's `eager`). */
  eagerCards?: number;
}) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentCard item={item} signedIn={signedIn} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
