import { getApi } from "~/.server/api";
import { getFixedT, getLocale } from "~/.server/i18n";
import { listable } from "~/components/discover/Shelf";
import { toLandingSection } from "~/components/landing/model";
import { buildIcs, icsDownload } from "~/lib/ics";
import { linkTo } from "~/lib/links";
import { titleWith } from "~/lib/title";
import { toTickets } from "./checkout.server";
import {
  BundlePageDocument,
  EventCalendarDocument,
  EventPageDocument,
  ExpandaPageDocument,
} from "./checkout.graphql.server";

// The pages that sell: an event, its calendar file, a bundle and the Expanda page. One upstream
// request each.

export async function loadEventPage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ event }, t] = await Promise.all([api.request(EventPageDocument, { slug }), getFixedT(request)]);
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

export async function loadEventCalendar(request: Request, slug: string) {
  const api = await getApi(request, { locale: await getLocale(request) });
  const { event } = await api.request(EventCalendarDocument, { slug });
  if (!event) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = new URL(linkTo({ type: "Event", slug: event.slug }), url.origin).href;
  const body = buildIcs({
    uid: `event-${event.id}@${url.hostname}`,
    stamp: new Date(),
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    summary: event.title,
    description: [event.description, page].filter(Boolean).join("\n\n"),
    url: page,
  });
  return icsDownload(event.slug, "event", body);
}

export async function loadBundlePage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ eventBundle: bundle }, t] = await Promise.all([
    api.request(BundlePageDocument, { slug }),
    getFixedT(request),
  ]);
  if (!bundle) throw new Response(null, { status: 404 });
  return {
    title: titleWith(t, bundle.title),
    bundle: {
      slug: bundle.slug,
      title: bundle.title,
      description: bundle.description ?? null,
      events: bundle.events.map((event) => ({
        slug: event.slug,
        title: event.title,
        startsAt: event.starts_at,
        endsAt: event.ends_at,
      })),
    },
    tickets: {
      salePhase: bundle.sale_phase,
      saleStartsAt: bundle.sale_starts_at ?? null,
      soldOut: false,
      fullyReserved: false,
      booked: bundle.booked,
      earlyBirdUntil: bundle.early_bird?.until ?? null,
      prices: bundle.prices.map((price) => ({
        id: price.id,
        type: price.type,
        amount: price.amount,
        currentAmount: price.current_amount,
        bookable: price.bookable,
      })),
    },
  };
}

export async function loadExpandaPage(request: Request) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ landingPage: page, seminars, eventBundles }, t] = await Promise.all([
    api.request(ExpandaPageDocument),
    getFixedT(request),
  ]);
  if (!page) throw new Response(null, { status: 404 });
  const lowest = (prices: Array<{ current_amount: number }>) =>
    prices.length ? Math.min(...prices.map((price) => price.current_amount)) : null;
  return {
    title: page.title,
    metaTitle: titleWith(t, page.title),
    sections: page.sections.map((section) => toLandingSection(section, locale)),
    seminars: seminars.map((event) => ({
      slug: event.slug,
      title: event.title,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      from: lowest(event.prices),
      tickets: toTickets(event),
    })),
    bundles: eventBundles.map((bundle) => ({
      slug: bundle.slug,
      title: bundle.title,
      description: bundle.description ?? null,
      events: bundle.events.map((event) => event.title),
      from: lowest(bundle.prices),
    })),
  };
}
