import { useTranslation } from "react-i18next";
import { ContentCard, type ContentCardItem } from "~/components/content/ContentCard";
import { hasCard } from "~/components/discover/Shelf";
import { TitledSection } from "~/components/ui/TitledSection";

export type ContinueItem = { item: ContentCardItem; percent: number };

/** /home: started, unfinished videos and shorts, last watched first, each with how far it got. Hidden when empty. */
export function ContinueWatching({
  items,
  signedIn,
  eagerCards = 0,
}: {
  items: ContinueItem[];
  signedIn: boolean;
  /** How many leading cards are on the first screen (ContentCard's `eager`). */
  eagerCards?: number;
}) {
  const { t } = useTranslation("live");
  const cards = items.filter(({ item }) => hasCard(item));
  if (cards.length === 0) return null;
  return (
    <TitledSection id="home-continue" className="mt-10" title={t("continue.title")}>
      <ul className="-mx-1 mt-4 flex snap-x gap-4 overflow-x-auto px-1 pb-3">
        {cards.map(({ item, percent }, index) => (
          <li key={item.id} className="flex w-64 shrink-0 snap-start flex-col gap-2">
            <ContentCard item={item} signedIn={signedIn} eager={index < eagerCards} />
            <progress
              max={100}
              value={percent}
              className="h-1.5 w-full"
              aria-label={`${item.title}: ${t("continue.progress", { percent })}`}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
