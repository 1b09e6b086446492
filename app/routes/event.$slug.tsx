import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
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
import { toTickets } from "~/.server/checkout";

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
    event: {
      title: event.title,
      description: event.description ?? null,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      thumbnailUrl: event.thumbnail_url ?? null,
      livestreams: listable(event.livestreams),
    },
    // A free event has no price category and no tickets.
    tickets: event.price_category ? toTickets(event) : null,
    slug: event.slug,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function EventPage() {
  const { t, i18n } = useTranslation("live");
  const { event, tickets, slug } = useLoaderData<typeof loader>();
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
          <p className="mt-1 font-semibold text-ink">
            <time dateTime={event.startsAt}>
              {formatDateRange(event.startsAt, event.endsAt, i18n.language)}
            </time>
          </p>
          {event.description ? (
            <p className="mt-3 max-w-3xl whitespace-pre-line text-ink">{event.description}</p>
          ) : null}
        </div>
      </header>
      {tickets ? <EventTickets slug={slug} tickets={tickets} signedIn={signedIn} /> : null}
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
