import { useTranslation } from "react-i18next";
import { ContentGrid } from "~/components/content/ContentGrid";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { listable } from "~/components/discover/Shelf";
import { TitledSection } from "~/components/ui/TitledSection";

/** Up to 8 items of the same fields (the API's `related`); nothing when there are none. */
export function RelatedContent({ items, signedIn }: { items: ContentCardItem[]; signedIn: boolean }) {
  const { t } = useTranslation("video");
  const shown = listable(items);
  if (shown.length === 0) return null;
  return (
    <TitledSection id="video-related" className="mt-12" title={t("related.heading")}>
      <ContentGrid items={shown} signedIn={signedIn} />
    </TitledSection>
  );
}
