import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/TitledSection";
import { FIRST_SCREEN_CARDS, type ContentCardItem } from "./ContentCard";
import { ContentGrid } from "./ContentGrid";

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
          <TitledSection
            key={section}
            id={`section-${section}`}
            className="mt-10"
            title={
              <>
                {t(`sections.${section}`)}{" "}
                <span className="text-base font-normal text-muted">
                  ({total > items.length ? t("sections.shown_of", { shown: items.length, total }) : total})
                </span>
              </>
            }
          >
            <ContentGrid
              items={items}
              signedIn={signedIn}
              eagerCards={sectionIndex === 0 ? FIRST_SCREEN_CARDS : 0}
            />
          </TitledSection>
        );
      })}
    </>
  );
}
