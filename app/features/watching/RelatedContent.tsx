import { useTranslation } from "react-i18next";
import { ContentCard, type ContentCardItem } from "~/components/content/ContentCard";
import { listable } from "~/components/discover/Shelf";

/** Up to 8 items of the same fields (the API's `related`); nothing when there are none. */
export function RelatedContent({ items, signedIn }: { items: ContentCardItem[]; signedIn: boolean }) {
  const { t } = useTranslation("video");
  const shown = listable(items);
  if (shown.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="video-related">
      <h2 id="video-related" className="text-xl font-semibold text-ink">
        {t("related.heading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} signedIn={signedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
