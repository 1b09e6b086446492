import { FIRST_SCREEN_CARDS, type ContentCardItem } from "~/components/content/ContentCard";
import { PlainLink } from "~/render/PlainLink";
import { linkTo } from "~/lib/links";
import { ContinueWatching, type ContinueItem } from "./ContinueWatching";
import { MarketingBanner, type Banner } from "./MarketingBanner";
import { hasCard, Shelf } from "~/components/discover/Shelf";
import { useRepeatedLabels } from "~/lib/use-repeated-labels";

/**
 * A shelf on /home shows its first items, one row on a wide screen; "Alle anzeigen" leads to the
 * whole list (docs/decisions/021). A followed field or channel is a shelf each: 12-item shelves made
 * a page of 150 cards. The API is asked for just as many, and for the shelves shown only
 * (`homePage(shelfSize:, fieldShelves:, channelShelves:)`).
 */
export const HOME_SHELF_SIZE = 4;
/**
 * Followed fields' and channels' shelves shown at first; "show all" brings the rest (`?alle=1`).
 * Every followed item is linked below the shelves anyway, and the page renders a third fewer cards
 * for someone who follows many (/home's rendering, decision 021).
 */
export const HOME_FIELD_SHELVES = 4;
export const HOME_CHANNEL_SHELVES = 2;

export type HomeContent = {
  /** Started, unfinished videos and shorts; absent where a caller does not load them. */
  continueWatching?: ContinueItem[];
  featured: ContentCardItem[];
  banner: Banner | null;
  fieldShelves: Array<{ slug: string; name: string; items: ContentCardItem[] }>;
  channelShelves: Array<{ slug: string; name: string; items: ContentCardItem[] }>;
  /** Followed fields' and channels' shelves left out (0: all shown); `?alle=1` shows them. */
  hiddenShelves?: { fields: number; channels: number };
  upcoming: ContentCardItem[];
  newCme: ContentCardItem[];
};

/** /home below the greeting: featured, banner, followed fields and channels, livestreams, new CME. */
export function HomeShelves({ content, signedIn }: { content: HomeContent; signedIn: boolean }) {
  // Shelves repeat on every /home render: their labels are translated once (use-repeated-labels).
  const { label: t } = useRepeatedLabels("discover");
  const invite = (text: string) => (
    <p>
      {text}{" "}
      <PlainLink href="/fachgebiete" className="font-semibold text-primary underline">
        {t("home.discover_fields")}
      </PlainLink>
    </p>
  );
  const showAll = (count: number, section: string, key: string) =>
    count > 0 ? (
      <p className="mt-4">
        <PlainLink href={`/home?alle=1#${section}`} className="font-semibold text-primary underline">
          {t(key, { count })}
        </PlainLink>
      </p>
    ) : null;
  // The featured shelf is the first row when nothing is being continued (ContinueWatching hides then).
  const continuing = (content.continueWatching ?? []).some(({ item }) => hasCard(item));
  return (
    <>
      <ContinueWatching
        items={content.continueWatching ?? []}
        signedIn={signedIn}
        eagerCards={FIRST_SCREEN_CARDS}
      />
      <Shelf
        id="home-featured"
        title={t("home.featured")}
        items={content.featured}
        signedIn={signedIn}
        empty={t("home.featured_empty")}
        eagerCards={continuing ? 0 : FIRST_SCREEN_CARDS}
      />
      {content.banner ? <MarketingBanner banner={content.banner} /> : null}

      <section className="mt-12" aria-labelledby="home-field-shelves">
        <h2 id="home-field-shelves" className="text-2xl font-bold text-ink">
          {t("home.field_shelves")}
        </h2>
        {content.fieldShelves.length === 0 ? (
          <div className="mt-3 text-muted">{invite(t("home.no_field_shelves"))}</div>
        ) : (
          content.fieldShelves.map((shelf) => (
            <Shelf
              key={shelf.slug}
              id={`home-field-${shelf.slug}`}
              title={shelf.name}
              href={linkTo({ type: "Field", slug: shelf.slug })}
              items={shelf.items}
              signedIn={signedIn}
              headingLevel={3}
            />
          ))
        )}
        {showAll(content.hiddenShelves?.fields ?? 0, "home-field-shelves", "home.show_more_fields")}
      </section>

      <section className="mt-12" aria-labelledby="home-channel-shelves">
        <h2 id="home-channel-shelves" className="text-2xl font-bold text-ink">
          {t("home.channel_shelves")}
        </h2>
        {content.channelShelves.length === 0 ? (
          <div className="mt-3 text-muted">{invite(t("home.no_channel_shelves"))}</div>
        ) : (
          content.channelShelves.map((shelf) => (
            <Shelf
              key={shelf.slug}
              id={`home-channel-${shelf.slug}`}
              title={shelf.name}
              href={linkTo({ type: "Channel", slug: shelf.slug })}
              items={shelf.items}
              signedIn={signedIn}
              headingLevel={3}
            />
          ))
        )}
        {showAll(content.hiddenShelves?.channels ?? 0, "home-channel-shelves", "home.show_more_channels")}
      </section>

      <Shelf
        id="home-upcoming"
        title={t("home.upcoming")}
        href="/livestreams"
        items={content.upcoming}
        signedIn={signedIn}
        empty={t("home.upcoming_empty")}
      />
      <Shelf
        id="home-new-cme"
        title={t("home.new_cme")}
        href="/cme-fortbildungen"
        items={content.newCme}
        signedIn={signedIn}
        empty={t("home.new_cme_empty")}
      />
    </>
  );
}
