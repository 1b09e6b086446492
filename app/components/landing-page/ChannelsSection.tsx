import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { safeColor } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
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
            <li
              key={channel.id}
              className="flex items-center gap-3 rounded-lg border border-l-8 border-line bg-white p-3"
              style={{ borderLeftColor: safeColor(channel.primary_field?.color) }}
            >
              {channel.thumbnail_url ? (
                <img
                  src={channel.thumbnail_url}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded object-cover"
                />
              ) : null}
              <Link
                to={linkTo({ type: "Channel", slug: channel.slug })}
                className="font-semibold text-primary hover:underline"
              >
                {channel.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
