import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeedbackButton } from "~/components/feedback/FeedbackButton";
import { SponsorshipPanel } from "~/components/transparency/SponsorshipPanel";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { EventPageDocument } from "~/.server/graphql/live";
import { getFixedT, getLocale } from "~/.server/i18n";
import { ContentCard } from "~/components/content/ContentCard";
import { listable } from "~/components/discover/Shelf";
import { formatDateRange } from "~/lib/date-range";
import { useRootData } from "~/root";
import { titleWith } from "~/lib/title";
import { DecorativeImage } from "~/components/ui/DecorativeImage";
import { EventTickets } from "~/components/checkout/EventTickets";
import { EventProgramme } from "~/components/checkout/EventProgramme";
import { toTickets } from "~/.server/checkout";
import { pageMeta } from "~/lib/page-meta";
import { checkoutClientLoader } from "~/lib/text-chunk-client";

// /event/{slug}: a minimal event page (title, Berlin date range, description, its livestreams); where
// an ended event livestream sends its viewers. One upstream request.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ event }, t] = await Promise.all([
    api.request(EventPageDocument, { slug: params.slug ?? "" }),
    getFixedT(request),
  ]);
  if (!event) throw new Response(null, { status: 404 });
  return {
    title: titleWith(t, event.title),
    sponsorship: event.sponsorship,
    event: {
      id: event.id,
      title: event.title,
      description: event.description ?? null,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      thumbnailUrl: event.thumbnail_url ?? null,
      livestreams: listable(event.livestreams),
    },
    state: event.state,
    cmePoints: event.cme_points,
    programme: {
      agenda: event.agenda.map((item) => ({
        id: item.id,
        type: item.type,
        title: item.title,
        startsAt: item.starts_at,
        endsAt: item.ends_at,
        room: item.room ?? null,
        externalUrl: item.external_url ?? null,
        speakers: item.experts.map((expert) => [expert.title, expert.name].filter(Boolean).join(" ")),
      })),
      experts: event.experts.map(({ role, expert }) => ({
        role,
        expert: {
          id: expert.id,
          name: expert.name,
          title: expert.title ?? null,
          photo_url: expert.photo_url ?? null,
        },
      })),
      supporters: event.supporters.map((supporter) => ({ ...supporter, url: supporter.url ?? null })),
      info: event.info_sections,
    },
    // A free event has no price category and no tickets.
    tickets: event.price_category ? toTickets(event) : null,
    slug: event.slug,
  };
}

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
      <section className="mt-10" aria-labelledby="event-livestreams">
        <h2 id="event-livestreams" className="text-xl font-semibold text-ink">
          {t("event.livestreams")}
        </h2>
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
      </section>
    </div>
  );
}
