import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeedbackButton } from "~/components/feedback/FeedbackButton";
import { SponsorshipPanel } from "~/components/transparency/SponsorshipPanel";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/TitledSection";
import { ContentCard } from "~/components/content/ContentCard";
import { formatDateRange } from "~/lib/date-range";
import { useRootData } from "~/root";
import { DecorativeImage } from "~/components/ui/DecorativeImage";
import { EventTickets } from "../EventTickets";
import { EventProgramme } from "../EventProgramme";
import { pageMeta } from "~/lib/page-meta";
import { loadEventPage } from "../events.server";
import { checkoutClientLoader } from "~/lib/text-chunk-client";

// /event/{slug}: a minimal event page (title, Berlin date range, description, its livestreams); where
// an ended event livestream sends its viewers. One upstream request.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadEventPage(request, params.slug ?? "");

export const meta = pageMeta;

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

export default function EventPage() {
  const { t, i18n } = useTranslation("live");
  const { event, tickets, slug, state, cmePoints, programme, sponsorship } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-col gap-5 rounded-lg bg-white p-5 shadow-sm sm:flex-row sm:items-start">
        <DecorativeImage
          src={event.thumbnailUrl}
          width={192}
          height={108}
          className="aspect-video w-48 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("event.kicker")}</p>
          <h1 className="text-3xl font-bold text-ink">{event.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-ink">
            <time dateTime={event.startsAt}>
              {formatDateRange(event.startsAt, event.endsAt, i18n.language)}
            </time>
            <span
              className={
                state === "LIVE"
                  ? "rounded bg-live-dark px-2 py-0.5 text-sm text-white"
                  : "rounded bg-primary-light px-2 py-0.5 text-sm text-primary"
              }
            >
              {t(`event.states.${state}`)}
            </span>
            {cmePoints > 0 ? (
              <span className="rounded bg-primary-light px-2 py-0.5 text-sm text-primary">
                {t("event.cme_points", { count: cmePoints })}
              </span>
            ) : null}
          </p>
          {event.description ? (
            <p className="mt-3 max-w-3xl whitespace-pre-line text-ink">{event.description}</p>
          ) : null}
          <div className="mt-3">
            <FeedbackButton about={{ eventId: event.id, title: event.title }} signedIn={signedIn} />
          </div>
        </div>
      </header>
      {tickets ? <EventTickets slug={slug} tickets={tickets} signedIn={signedIn} /> : null}
      {tickets?.booked ? (
        <p className="mt-4">
          <a href={`/event/${slug}.ics`} download className="font-semibold text-primary underline">
            {t("event.calendar")}
          </a>
        </p>
      ) : null}
      <SponsorshipPanel sponsorship={sponsorship} />
      <EventProgramme programme={programme} />
      <TitledSection id="event-livestreams" title={t("event.livestreams")} className="mt-10">
        {event.livestreams.length === 0 ? (
          <p className="mt-3 text-muted">{t("event.no_livestreams")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {event.livestreams.map((item) => (
              <li key={item.id}>
                <ContentCard item={item} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
