import { useTranslation } from "react-i18next";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { ContentGrid } from "~/components/content/ContentGrid";
import { TitledSection } from "~/components/content/TitledSection";
import { listable } from "~/components/discover/Shelf";

/** Up to 8 items of the same fields (the API's `related`); nothing when there are none. */
export function RelatedContent({ items, signedIn }: { items: ContentCardItem[]; signedIn: boolean }) {
  const { t } = useTranslation("video");
  const shown = listable(items);
  if (shown.length === 0) return null;
  return (
    <TitledSection id="video-related" title={t("related.heading")}>
      <ContentGrid items={shown} signedIn={signedIn} />
    </TitledSection>
  );
}
