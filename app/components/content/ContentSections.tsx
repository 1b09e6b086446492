import { useTranslation } from "react-i18next";
import { ContentCard, FIRST_SCREEN_CARDS, type ContentCardItem } from "./ContentCard";

export type ContentLists = {
  counts: { livestreams: number; vods: number; e_learnings: number; shorts: number };
  livestreams: ContentCardItem[];
  vods: ContentCardItem[];
  e_learnings: ContentCardItem[];
  shorts: ContentCardItem[];
};

const SECTIONS = ["livestreams", "vods", "e_learnings", "shorts"] as const;

/** A page's content by type (livestreams, videos, e-learnings, shorts); an empty page says so. */
export function ContentSections({
  lists,
  signedIn,
  emptyText,
}: {
  lists: ContentLists;
  signedIn: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation("content");
  const filled = SECTIONS.filter((section) => lists[section].length > 0);
  if (filled.length === 0) return <p className="mt-8 text-muted">{emptyText}</p>;
  return (
    <>
      {filled.map((section, sectionIndex) => {
        const items = lists[section];
        const total = lists.counts[section];
        return (
          <section key={section} className="mt-10" aria-labelledby={`section-${section}`}>
            <h2 id={`section-${section}`} className="text-xl font-semibold text-ink">
              {t(`sections.${section}`)}{" "}
              <span className="text-base font-normal text-muted">
                ({total > items.length ? t("sections.shown_of", { shown: items.length, total }) : total})
              </span>
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {items.map((item, index) => (
                <li key={item.id}>
                  <ContentCard
                    item={item}
                    signedIn={signedIn}
                    eager={sectionIndex === 0 && index < FIRST_SCREEN_CARDS}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
