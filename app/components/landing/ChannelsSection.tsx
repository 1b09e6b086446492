import { useTranslation } from "react-i18next";
import { ChannelTile } from "~/components/content/ChannelTile";
import { SectionHeading } from "./SectionHeading";
import type { LandingSection } from "./model";

/** CHANNELS: channel tiles linking to /channel/{slug}. */
export function ChannelsSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? t("landing.channels")}</SectionHeading>
      {section.channels.length === 0 ? (
        <p className="mt-4 text-muted">{t("landing.empty_list")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
          {section.channels.map((channel) => (
            <ChannelTile
              key={channel.id}
              name={channel.name}
              slug={channel.slug}
              thumbnailUrl={channel.thumbnail_url ?? null}
              color={channel.primary_field?.color ?? null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
